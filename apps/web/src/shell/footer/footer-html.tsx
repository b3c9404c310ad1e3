import { OperatorHtml } from '@/components/ui/operator-html';

/** The operator's footer, in a chunk of its own (footer.tsx loads it lazily, DOMPurify with it). */
export default function FooterHtml({ html }: { html: string }) {
  return <OperatorHtml html={html} className="site-footer__inner" />;
}
