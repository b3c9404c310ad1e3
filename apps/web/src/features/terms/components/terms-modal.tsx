import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { type Purify, usePurify } from '@/lib/purify';
import type { Terms } from '../api/get-terms';
import { hasReachedEnd } from '../lib/reached-end';
import './terms.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  terms: Terms[] | undefined;
  failed: boolean;
  /** Already agreed: nothing more to read before 'I Agree'. */
  agreed: boolean;
  onAgree: () => void;
};

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** `title` is the heading the modal already gives the text: the HTML's own copy of it is left out. */
function clean(purify: Purify, html: string, title: string): string {
  // Operator HTML: sanitised when stored and again here; its own styles are dropped for contrast.
  const fragment = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  // An image without a text alternative cannot be read by everyone who must agree to these terms.
  for (const image of fragment.querySelectorAll('img:not([alt])')) image.remove();
  const first = fragment.firstElementChild;
  if (first && /^H[1-6]$/.test(first.tagName) && same(first.textContent, title)) first.remove();
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/**
 * The terms and conditions (spec part 1 §5, §8, §9): 'I Agree' is enabled once the text has been
 * scrolled to its end (10 px tolerance), at once when it fits, or when agreed before. A failed load
 * shows the generic error inside the modal.
 */
export function TermsModal({ open, onOpenChange, terms, failed, agreed, onAgree }: Props) {
  const { t } = useTranslation('terms');
  const [atEnd, setAtEnd] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);
  const purify = usePurify(open);

  const check = useCallback(() => {
    if (box.current && hasReachedEnd(box.current)) setAtEnd(true);
  }, []);

  // The text may fit without scrolling: check once it is on screen, and again if the window changes.
  useEffect(() => {
    if (!open) setAtEnd(false);
    if (!open || !terms || !purify) return;
    const frame = requestAnimationFrame(check);
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', check);
    };
  }, [open, terms, purify, check]);

  // Checked a frame later: the text mounts before its dialog is shown, when it has no height at all and
  // would look read to the end.
  const setBox = useCallback(
    (node: HTMLDivElement | null) => {
      box.current = node;
      if (node) requestAnimationFrame(check);
    },
    [check],
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('terms.title')}>
      {failed ? (
        <p role="alert">{t('errors.generic', { ns: 'common' })}</p>
      ) : !terms || !purify ? (
        <Spinner />
      ) : (
        <>
          <section
            ref={setBox}
            className="terms-modal__text"
            aria-label={t('terms.text')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            onScroll={check}
            data-testid="terms-text"
          >
            {terms.map((item) => (
              <div key={item.id}>
                {/* One heading per text: not again when it is the modal's own title. */}
                {same(item.title, t('terms.title')) ? null : <h3>{item.title}</h3>}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify */}
                <div dangerouslySetInnerHTML={{ __html: clean(purify, item.html, item.title) }} />
              </div>
            ))}
          </section>
          {agreed || atEnd ? null : <p className="terms-modal__hint">{t('terms.scrollHint')}</p>}
          <div className="terms-modal__actions">
            <Button onClick={onAgree} disabled={!(agreed || atEnd)}>
              {t('terms.agree')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
