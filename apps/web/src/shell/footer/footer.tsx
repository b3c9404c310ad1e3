import { lazy, Suspense } from 'react';
import { useFooter } from '@/features/footer/api/get-footer';
import './footer.css';

// DOMPurify comes with the footer's HTML, not with the page.
const FooterHtml = lazy(() => import('./footer-html'));

/** The operator's footer for the selected venue (spec part 1 §7), sanitised before it is shown. */
export function Footer({ venue }: { venue: string | null }) {
  const footer = useFooter(venue);
  if (!footer.data) return null;
  return (
    <footer className="site-footer">
      <Suspense fallback={null}>
        <FooterHtml html={footer.data} />
      </Suspense>
    </footer>
  );
}
