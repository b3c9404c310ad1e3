import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';

/** Spec part 2 §2: the attendee is shown but cannot be changed on a course booking. */
export function CourseAttendee({ name }: { name: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="course-attendee">
      <Field label={t('course.attendee')} hint={t('course.attendeeHint')}>
        {(control) => (
          <select className="field__input" disabled value={name} onChange={() => undefined} {...control}>
            <option value={name}>{name}</option>
          </select>
        )}
      </Field>
    </div>
  );
}
