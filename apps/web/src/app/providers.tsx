import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* A component that suspends with no boundary of its own (a suspense query whose cache was
            cleared) would otherwise leave the whole page empty. */}
        <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
