import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiHtml } from '@/components/ui/api-html';
import { useFooter } from '@/features/footer/api/get-footer';
import './footer.css';

/** However long a page keeps loading, its footer shows after this. */
export const footerLatestMs = 4_000;
/** How long no call may be in flight before the page counts as answered. */
export const footerQuietMs = 300;

/**
 * Shown once the page's own calls have been answered, then kept: a footer that came first sat in view
 * under an empty page and was pushed down when the page arrived, the largest layout shift of the first
 * load (issue 13). A page that asks in steps (a venue's categories, then the chosen day's sessions, or a
 * route's code and then its calls) has no call in flight for a moment between them, so the page counts as
 * answered only when none has been for `footerQuietMs`. Checked after the page's queries have started, as
 * effects run in tree order.
 */
function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again whenever the number of calls in flight changes; the client is asked, as the number this render saw can predate the page's calls
  useEffect(() => {
    if (settled || queryClient.isFetching() > 0) return;
    const timer = setTimeout(() => {
      if (queryClient.isFetching() === 0) setSettled(true);
    }, footerQuietMs);
    return () => clearTimeout(timer);
  }, [queryClient, fetching, settled]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), footerLatestMs);
    return () => clearTimeout(timer);
  }, []);
  return settled;
}

/** The operator's footer for the selected venue (spec part 1 §7), sanitised by the API. */
export function Footer({ venue }: { venue: string | null }) {
  const settled = usePageSettled();
  const footer = useFooter(venue, settled);
  if (!footer.data) return null;
  return (
    <footer className="site-footer">
      <ApiHtml html={footer.data} className="site-footer__inner" />
    </footer>
  );
}
