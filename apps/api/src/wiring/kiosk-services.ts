import { toSessionUser } from '../modules/auth/auth.service';
import { hashToken, newSecret } from '../modules/auth/session-issuer';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createHandoff } from '../modules/front-of-house/handoff';
import { createKiosks } from '../modules/kiosk/kiosks';
import { createUsersDirectory } from '../modules/users/users-directory';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';

/** The hand-off into embedded pages and enrolled kiosks (decision 054). */
export function createKioskServices(db: Db, config: Config, clock: Clock) {
  const handoff = createHandoff({
    db,
    accountUrl: config.urls.account,
    isCustomer: async (clientId, userId) =>
      (await createUsersDirectory(db).findById(clientId, userId))?.role === 'customer',
    // An 'embedded' session, issued as a sign-in's is: the browser's previous session ends with it.
    startSession: async (tx, { clientId, userId, replacing }) => {
      const user = await createUsersDirectory(tx).findById(clientId, userId);
      // Checked again at the exchange: an embedded session is only ever a customer's.
      if (user?.role !== 'customer') return null;
      const sessions = createSessionsRepository(tx);
      if (replacing) await sessions.delete(hashToken(replacing));
      const token = newSecret();
      const csrfToken = newSecret();
      await sessions.insert({
        tokenHash: hashToken(token),
        clientId,
        userId,
        csrfToken,
        kind: 'embedded',
        expiresAt: new Date(clock.now().getTime() + config.sessionTtlMs),
      });
      return { token, csrfToken, user: toSessionUser(user) };
    },
    now: clock.now,
  });
  const kiosks = createKiosks({ db, now: clock.now });
  return { handoff, kiosks };
}
