import type { changePasswordRequest, updateUserRequest } from '@leisure/contracts/account';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { unauthenticated, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { DataFieldsService } from '../data-fields/data-fields.service';
import { createUsersDirectory } from '../users/users-directory';
import type { AuthService } from './auth.service';
import { assertNewPassword } from './password-policy';
import { dateOfBirthProblem, mergeErrors, profileColumns } from './profile-input';
import { issueSessionTokens } from './session-issuer';
import { createSessionsRepository } from './sessions.repository';

export const wrongCurrentPasswordMessage = 'The current password is incorrect.';
export const passwordChangedMessage = 'Your password has been updated.';

type Deps = {
  db: Db;
  dataFields: DataFieldsService;
  auth: AuthService;
  sessionTtlMs: number;
  now?: () => Date;
};

export function createMyAccountService({ db, dataFields, auth, sessionTtlMs, now = () => new Date() }: Deps) {
  return {
    /**
     * Saves the fields sent and rotates the session (spec: the answer carries a fresh token): the old
     * token ends in the same transaction that issues the new one.
     */
    async updateProfile(
      session: SessionContext,
      onboardingType: string,
      input: z.infer<typeof updateUserRequest>,
    ) {
      const { answers, ...profile } = input;
      const checked = await dataFields.check(session.clientId, onboardingType, input, { requireAll: false });
      const dob = dateOfBirthProblem(input.dateOfBirth, now());
      const errors = mergeErrors(checked.errors, dob ? { date_of_birth: [dob] } : {});
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      return db.transaction(async (tx) => {
        const users = createUsersDirectory(tx);
        if (!(await users.findById(session.clientId, session.userId))) throw unauthenticated();
        const columns = profileColumns(profile);
        if (Object.keys(columns).length > 0)
          await users.updateAttributes(session.clientId, session.userId, columns);
        await dataFields.saveAnswers(tx, session.userId, checked.custom);
        const sessions = createSessionsRepository(tx);
        await sessions.delete(session.tokenHash);
        return issueSessionTokens(sessions, {
          clientId: session.clientId,
          userId: session.userId,
          ttlMs: sessionTtlMs,
          now: now(),
          // An embedded page's session stays one: saving details there is no sign-in to the whole site.
          kind: session.kind === 'embedded' ? 'embedded' : 'customer',
        });
      });
    },

    /** A wrong current password counts against the account like a failed sign-in; other sessions end. */
    async changePassword(
      session: SessionContext,
      input: z.infer<typeof changePasswordRequest>,
    ): Promise<void> {
      const { clientId, userId } = session;
      await auth.assertUnderAccountLimit(clientId, userId);
      const user = await createUsersDirectory(db).findById(clientId, userId);
      if (!user) throw unauthenticated();
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await auth.countAccountFailure(clientId, userId);
        throw unprocessable({ current_password: [wrongCurrentPasswordMessage] });
      }
      assertNewPassword(input.password, input.passwordConfirmation);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await createUsersDirectory(tx).setPassword(clientId, userId, passwordHash, now());
        await createSessionsRepository(tx).deleteForUser(clientId, userId, session.tokenHash);
      });
    },
  };
}
export type MyAccountService = ReturnType<typeof createMyAccountService>;
