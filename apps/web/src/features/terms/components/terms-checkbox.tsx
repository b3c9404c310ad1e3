import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terms } from '../api/get-terms';
import { TermsModal } from './terms-modal';
import './terms.css';

type Props = {
  terms: Terms[] | undefined;
  failed: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Where a page asks for more than one kind of terms (joining's), each box its own id and words. */
  id?: string;
  label?: string;
};

/**
 * 'I agree to the terms and conditions' (spec part 1 §5): ticking it opens the terms, and only
 * 'I Agree' in there ticks it; unticking is always possible.
 */
export function TermsCheckbox({
  terms,
  failed,
  checked,
  onCheckedChange,
  id = 'accept-terms',
  label,
}: Props) {
  const { t } = useTranslation('terms');
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="terms-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-haspopup="dialog"
          onChange={(event) => {
            if (event.target.checked) setOpen(true);
            else onCheckedChange(false);
          }}
        />
        <label htmlFor={id}>{label ?? t('terms.accept')}</label>
      </div>
      <TermsModal
        open={open}
        onOpenChange={setOpen}
        terms={terms}
        failed={failed}
        agreed={checked}
        onAgree={() => {
          onCheckedChange(true);
          setOpen(false);
        }}
      />
    </>
  );
}
