import { useTranslation } from 'react-i18next';
import type { Terms } from '@/features/terms/api/get-terms';
import { TermsCheckbox } from '@/features/terms/components/terms-checkbox';

type Props = {
  terms: Terms[];
  accepted: number[];
  onAccept: (ids: number[], accepted: boolean) => void;
};

/** One box a term (spec part 2 §4 Terms): each opens in the terms modal and is ticked by 'I Agree'. */
export function JoiningTerms({ terms, accepted, onAccept }: Props) {
  const { t } = useTranslation('joining');
  return (
    <div className="joining__terms">
      {terms.map((term) => (
        <TermsCheckbox
          key={term.id}
          id={`accept-terms-${term.id}`}
          label={t('terms.accept', { title: term.title })}
          terms={[term]}
          failed={false}
          checked={accepted.includes(term.id)}
          onCheckedChange={(on) => onAccept([term.id], on)}
        />
      ))}
    </div>
  );
}
