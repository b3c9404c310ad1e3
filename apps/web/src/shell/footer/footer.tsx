import { useFooter } from '@/features/footer/api/get-footer';
import { FooterHtml } from './footer-html';
import './footer.css';

/** The operator's footer for the selected venue (spec part 1 §7), sanitised by the API. */
export function Footer({ venue }: { venue: string | null }) {
  const footer = useFooter(venue);
  if (!footer.data) return null;
  return (
    <footer className="site-footer">
      <FooterHtml html={footer.data} />
    </footer>
  );
}
