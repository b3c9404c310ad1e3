import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionId } from '@/features/joining/lib/join-steps';
import { joiningTermsQueryOptions } from '@/features/terms/api/get-terms';
import { loadNamespaces } from '@/lib/i18n';

/**
 * What the joining page and its change and renew variants share: the steps' forms, each loaded when it
 * first opens, the sections' titles, and the terms a join asks to be ticked.
 */

// The step loads when it opens; the account forms inside it load when one is wanted.
export const YourDetailsStep = lazy(() =>
  import('./your-details-step').then((m) => ({ default: m.YourDetailsStep })),
);

const later = () => import('./later-steps');
export const AdditionalQuestions = lazy(() => later().then((m) => ({ default: m.AdditionalQuestions })));
export const DatesStep = lazy(() => later().then((m) => ({ default: m.DatesStep })));
export const DirectDebitStep = lazy(() => later().then((m) => ({ default: m.DirectDebitStep })));
export const ConfirmationStep = lazy(() => later().then((m) => ({ default: m.ConfirmationStep })));
export const JoiningTerms = lazy(() => later().then((m) => ({ default: m.JoiningTerms })));

/** The terms boxes speak the terms' words (the account's load with the details step). */
export async function loader() {
  await loadNamespaces('terms');
  return null;
}

export function useStepTitles(): Record<SectionId, string> {
  const { t } = useTranslation('joining');
  return {
    centre_section: t('steps.centre'),
    membership_section: t('steps.membership'),
    details_section: t('steps.details'),
    additional_details_section: t('steps.additional'),
    dates_section: t('steps.dates'),
    dd_section: t('steps.directDebit'),
    confirmation_section: t('steps.confirmation'),
    checkout_section: t('steps.checkout'),
  };
}

/**
 * The joining terms and which are ticked (spec part 2 §4 Terms): the review step asks for the membership
 * and health-commitment terms, the direct-debit step for its own.
 */
export function useJoiningTerms() {
  const terms = useQuery(joiningTermsQueryOptions());
  const [accepted, setAccepted] = useState<number[]>([]);
  const ofKind = (kind: string) => (terms.data ?? []).filter((term) => term.type === kind);
  return {
    accepted,
    ofKind,
    review: [...ofKind('membership'), ...ofKind('health_commitment')],
    accept: (ids: number[], on: boolean) =>
      setAccepted((held) => (on ? [...new Set([...held, ...ids])] : held.filter((id) => !ids.includes(id)))),
    allAccepted: (list: { id: number }[]) => list.every((term) => accepted.includes(term.id)),
  };
}
