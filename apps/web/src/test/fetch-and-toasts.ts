import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { onToast, type ToastRequest } from '@/lib/toast';

/**
 * A component test's network and toasts: `fetch` stubbed with a mock the test answers, every toast
 * collected, both reset after each test; the namespace's strings loaded once.
 */
export function stubFetchAndCollectToasts(namespace: Parameters<typeof loadNamespaces>[0]) {
  const fetchMock = vi.fn<typeof fetch>();
  const toasts: ToastRequest[] = [];
  let stopToasts = () => {};
  beforeAll(() => loadNamespaces(namespace));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stopToasts = onToast((toast) => toasts.push(toast));
  });
  afterEach(() => {
    stopToasts();
    toasts.length = 0;
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return { fetchMock, toasts };
}
