import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from '@/locales/en/common.json';

/**
 * English with English fallback (spec part 1 §9). The shell's namespace, common, ships in the main
 * bundle (every page needs it at once); each sub-site's namespace is its own chunk, fetched when
 * that sub-site is first entered.
 */
export const lazyNamespaces = {
  account: () => import('@/locales/en/account.json'),
  bookings: () => import('@/locales/en/bookings.json'),
  joining: () => import('@/locales/en/joining.json'),
  // Apart from account: the checkout shows the terms, and need not fetch the whole account site's words.
  terms: () => import('@/locales/en/terms.json'),
  // The payments area's words: the dashboard's first load does not carry them.
  payments: () => import('@/locales/en/payments.json'),
  // The memberships list and its modals: only that page needs them.
  memberships: () => import('@/locales/en/memberships.json'),
  // Guest passes: the account's pages and the guest's own public page.
  guestPasses: () => import('@/locales/en/guest-passes.json'),
  // The front-of-house desk (/foh/): staff only, never on a customer's first load.
  foh: () => import('@/locales/en/foh.json'),
  // The desk's back-office pages (takings, queues, redemption, kiosks, audit) and its help calls.
  fohOffice: () => import('@/locales/en/foh-office.json'),
} as const;

export type LazyNamespace = keyof typeof lazyNamespaces;

export const i18n: I18n = i18next.createInstance();

export function initI18n(): Promise<unknown> {
  return i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend((_language: string, namespace: string) => {
        const load = lazyNamespaces[namespace as LazyNamespace];
        return load ? load().then((module) => module.default) : Promise.resolve({});
      }),
    )
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en'],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
