import { useTranslation } from 'react-i18next';
import { type ValidationMessages, validationLines } from '@/lib/toast';

type Props = { content: string; validationMessages?: ValidationMessages | undefined };

/** A toast's text, and the server's validation messages as a list headed 'Validation errors'. */
export function ToastContent({ content, validationMessages }: Props) {
  const { t } = useTranslation();
  const lines = validationLines(validationMessages);
  return (
    <div className="toast__body">
      {content ? <p className="toast__text">{content}</p> : null}
      {lines.length > 0 ? (
        <div className="toast__validation">
          <p className="toast__validation-heading">{t('toast.validationErrors')}</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
