import { createHash } from 'node:crypto';
import type { DataField } from '@leisure/contracts/data-fields';
import type { Db, Executor } from '../../platform/db/client';
import type { UsersDirectory } from '../users/users-directory';
import type { VenuesService } from '../venues/venues.service';
import { answerOf, kindOfKey, type StandardAttribute, wireNameOf } from './data-field-keys';
import { createDataFieldsRepository, type DataFieldRow } from './data-fields.repository';

export const notAuthorisedMessage = 'This field cannot be changed online.';

type Form = {
  sections: { id: number; title: string; fields: Omit<DataField, 'answer'>[] }[];
  checksum: string;
};
export type ProfileInput = Partial<Record<StandardAttribute, string | number | boolean>> & {
  answers?: { key: string; answer: string }[];
};
export type CheckedAnswers = {
  errors: Record<string, string[]>;
  custom: { fieldId: number; answer: string }[];
};

type Deps = { db: Db; users: Pick<UsersDirectory, 'findById'>; venues: VenuesService };

/** The message for a custom answer that does not fit its field, or null when it does. */
function customAnswerProblem(field: Omit<DataField, 'answer'>, answer: string): string | null {
  const ok =
    field.type === 'select'
      ? field.options.some((o) => o.value === answer)
      : field.type === 'number'
        ? Number.isFinite(Number(answer))
        : field.type === 'date'
          ? /^\d{4}-\d{2}-\d{2}$/.test(answer) && !Number.isNaN(Date.parse(answer))
          : field.type === 'email'
            ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answer)
            : field.type === 'checkbox'
              ? answer === 'true' || answer === 'false'
              : true;
  if (ok) return null;
  if (field.type === 'select') return `The selected ${field.label} is invalid.`;
  if (field.type === 'date') return 'Date must be valid.';
  return `${field.label} must be valid.`;
}

function present(value: unknown, type: string): boolean {
  if (type === 'checkbox') return value === true || value === 'true';
  return value !== undefined && value !== null && String(value).trim() !== '';
}

export function createDataFieldsService({ db, users, venues }: Deps) {
  const repository = createDataFieldsRepository(db);

  async function form(clientId: number, onboardingType: string): Promise<Form> {
    const { sections, fields } = await repository.form(clientId, onboardingType);
    const needsVenues = fields.some(
      (f) => kindOfKey(f.key).kind === 'standard' && toAttr(f) === 'homeVenueId',
    );
    const venueOptions = needsVenues
      ? (await venues.list(clientId)).map((v) => ({ value: String(v.id), label: v.name }))
      : [];
    const toField = (f: DataFieldRow): Omit<DataField, 'answer'> => ({
      id: f.id,
      key: f.key,
      label: f.label,
      type: f.type as DataField['type'],
      // The venues are the operator's live list, not a copy that goes stale in the form's definition.
      options: toAttr(f) === 'homeVenueId' && !f.options?.length ? venueOptions : (f.options ?? []),
      isRequired: f.isRequired,
      isAuthorised: f.isAuthorised,
      placeholder: f.placeholder,
      description: f.description,
    });
    const built = sections.map((s) => ({
      id: s.id,
      title: s.title,
      fields: fields.filter((f) => f.sectionId === s.id).map(toField),
    }));
    const checksum = createHash('sha256').update(JSON.stringify(built)).digest('hex');
    return { sections: built, checksum };
  }

  return {
    form,

    /** The form with the signed-in customer's answers (null for a visitor). */
    async list(clientId: number, onboardingType: string, userId: number | null) {
      const { sections, checksum } = await form(clientId, onboardingType);
      const user = userId === null ? null : await users.findById(clientId, userId);
      const customIds = sections.flatMap((s) => s.fields).filter((f) => kindOfKey(f.key).kind === 'custom');
      const custom = user
        ? await repository.answers(
            user.id,
            customIds.map((f) => f.id),
          )
        : [];
      const answerFor = (f: Omit<DataField, 'answer'>): string | null => {
        if (!user) return null;
        const kind = kindOfKey(f.key);
        if (kind.kind === 'standard') return answerOf(user[kind.attribute]);
        if (kind.kind === 'custom') return custom.find((a) => a.fieldId === f.id)?.answer ?? null;
        return null;
      };
      return {
        data: sections.map((s) => ({ ...s, fields: s.fields.map((f) => ({ ...f, answer: answerFor(f) })) })),
        checksum,
        status: 'ok' as const,
      };
    },

    /**
     * Checks a registration or profile update against the operator's form: fields the customer may not
     * change, unknown or invalid custom answers, a venue of another operator, and (registration) every
     * required field.
     */
    async check(
      clientId: number,
      onboardingType: string,
      input: ProfileInput,
      { requireAll }: { requireAll: boolean },
    ): Promise<CheckedAnswers> {
      const { sections } = await form(clientId, onboardingType);
      const fields = sections.flatMap((s) => s.fields);
      const errors: Record<string, string[]> = {};
      const add = (key: string, message: string) => {
        errors[key] = [...(errors[key] ?? []), message];
      };
      const custom: CheckedAnswers['custom'] = [];

      for (const field of fields) {
        const kind = kindOfKey(field.key);
        if (kind.kind !== 'standard') continue;
        const value = input[kind.attribute];
        const name = wireNameOf(kind.attribute);
        if (value !== undefined && !field.isAuthorised) add(name, notAuthorisedMessage);
        else if (requireAll && field.isRequired && field.isAuthorised && !present(value, field.type)) {
          add(name, `${field.label} is required.`);
        }
      }
      if (input.homeVenueId !== undefined) {
        const ids = (await venues.list(clientId)).map((v) => v.id);
        if (!ids.includes(input.homeVenueId as number))
          add('home_venue_id', 'The selected home venue is invalid.');
      }

      const answers = new Map((input.answers ?? []).map((a) => [a.key, a.answer]));
      for (const [key, answer] of answers) {
        const field = fields.find((f) => f.key === key && kindOfKey(f.key).kind === 'custom');
        if (!field) add(key, 'This field is not part of the form.');
        else if (!field.isAuthorised) add(key, notAuthorisedMessage);
        else if (answer.trim() !== '') {
          const problem = customAnswerProblem(field, answer);
          if (problem) add(key, problem);
          else custom.push({ fieldId: field.id, answer });
        }
      }
      if (requireAll) {
        for (const field of fields) {
          if (kindOfKey(field.key).kind !== 'custom' || !field.isRequired || !field.isAuthorised) continue;
          if (!present(answers.get(field.key), field.type) && !errors[field.key]) {
            add(field.key, `${field.label} is required.`);
          }
        }
      }
      return { errors, custom };
    },

    saveAnswers: (tx: Executor, userId: number, answers: CheckedAnswers['custom']) =>
      createDataFieldsRepository(tx).saveAnswers(userId, answers),
  };
}
export type DataFieldsService = ReturnType<typeof createDataFieldsService>;

function toAttr(f: { key: string }): StandardAttribute | null {
  const kind = kindOfKey(f.key);
  return kind.kind === 'standard' ? kind.attribute : null;
}
