import type { registerRequest } from '@leisure/contracts/account';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { unprocessable } from '../../platform/http/errors';
import { hashPassword } from '../../platform/password';
import type { DataFieldsService } from '../data-fields/data-fields.service';
import type { TermsService } from '../terms/terms.service';
import { termsNotAcceptedMessage } from '../terms/terms.service';
import { createUsersDirectory } from '../users/users-directory';
import { newPasswordMessages } from './password-policy';
import { dateOfBirthProblem, mergeErrors, profileColumns } from './profile-input';
import { issueSessionTokens } from './session-issuer';
import { createSessionsRepository } from './sessions.repository';

export const emailTakenMessage = 'An account with this email address already exists. Please log in instead.';

type Deps = {
  db: Db;
  dataFields: DataFieldsService;
  terms: TermsService;
  sessionTtlMs: number;
  now?: () => Date;
};

export type RegisterInput = z.infer<typeof registerRequest>;

export function createRegistrationService({
  db,
  dataFields,
  terms,
  sessionTtlMs,
  now = () => new Date(),
}: Deps) {
  /** Every problem at once, keyed by the form's field names, so the form can show them all together. */
  async function problems(clientId: number, onboardingType: string, input: RegisterInput) {
    const {
      passwordConfirmation: _c,
      password,
      terms: accepted,
      answers,
      clientId: _id,
      source: _s,
      ...profile
    } = input;
    const errors: Record<string, string[]> = {};
    if (input.clientId !== undefined && input.clientId !== clientId) errors.client_id = ['Unknown operator.'];
    const passwordMessages = newPasswordMessages(password, input.passwordConfirmation);
    if (passwordMessages.length > 0) errors.password = passwordMessages;
    const dob = dateOfBirthProblem(input.dateOfBirth, now());
    if (dob) errors.date_of_birth = [dob];
    if (!(await terms.allAccepted(clientId, 'registration', accepted)))
      errors.terms = [termsNotAcceptedMessage];
    // One email may serve several accounts (a parent's and a child's), but a second online sign-up with an
    // address that already signs in is a mistake: the customer is sent to log in or reset instead.
    const sameEmail = await createUsersDirectory(db).findBySignInName(clientId, input.email);
    if (sameEmail.some((u) => u.passwordHash && u.email?.toLowerCase() === input.email.toLowerCase())) {
      errors.email = [emailTakenMessage];
    }
    const checked = await dataFields.check(
      clientId,
      onboardingType,
      { ...profile, answers },
      { requireAll: true },
    );
    return { errors: mergeErrors(errors, checked.errors), custom: checked.custom, profile };
  }

  return {
    /** The account, its answers and its first session, in one transaction. */
    async register(clientId: number, onboardingType: string, input: RegisterInput, replacing?: string) {
      const { errors, custom, profile } = await problems(clientId, onboardingType, input);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const at = now();
        const user = await createUsersDirectory(tx).insertCustomer({
          ...profileColumns(profile),
          firstName: profile.firstName,
          lastName: profile.lastName,
          clientId,
          passwordHash,
          passwordChangedAt: at,
        });
        await dataFields.saveAnswers(tx, user.id, custom);
        const session = await issueSessionTokens(createSessionsRepository(tx), {
          clientId,
          userId: user.id,
          ttlMs: sessionTtlMs,
          now: at,
          replacing,
        });
        return { user, session };
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
