import { ApiHtml } from '@/components/ui/api-html';
import { useFooter } from '@/features/footer/api/get-footer';
import './footer.css';

/** The operator's footer for the selected venue (spec part 1 §7), sanitised by the API. */
export function Footer({ venue }: { venue: string | null }) {
  const footer = useFooter(venue);
  if (!footer.data) return null;
  return (
    <footer className="site-footer">
      <ApiHtml html={footer.data} className="site-footer__inner" />
    </footer>
  );
}
