import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SectionId } from '@/features/joining/lib/join-steps';

type Props = {
  id: SectionId;
  number: number;
  title: string;
  open: boolean;
  edited: boolean;
  /** What was chosen, shown once the section is done. */
  summary?: ReactNode;
  /** Absent when renewing (spec part 2 §2: no edit buttons). */
  onEdit?: () => void;
  children?: ReactNode;
};

/**
 * One numbered section of the joining page: open (its form), done (its summary and an edit button) or
 * still to come (its heading alone, greyed). The heading of a section that opens takes the focus, so
 * keyboard and screen-reader users land on the next step.
 */
export function JoinSection({ id, number, title, open, edited, summary, onEdit, children }: Props) {
  const { t } = useTranslation('joining');
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) heading.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const state = open ? 'open' : edited ? 'done' : 'later';
  return (
    <section className={`joining__step joining__step--${state}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {number}. {title}
      </h2>
      {state === 'done' && (summary || onEdit) ? (
        <div className="joining__summary">
          <div className="joining__chosen">{summary}</div>
          {onEdit ? (
            <Button variant="secondary" onClick={onEdit} aria-label={t('steps.editOf', { step: title })}>
              {t('steps.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open ? children : null}
    </section>
  );
}
