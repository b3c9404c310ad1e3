import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@leisure/contracts/auth';
import type { Handoff } from '@leisure/contracts/foh-kiosk';
import {
  type HandoffAudience,
  handoffCodePattern,
  handoffLifetimeSeconds,
  kioskMessages,
} from '@leisure/contracts/foh-kiosk-rules';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffContext } from '../staff/staff-guard';
import { createHandoffRepository } from './handoff.repository';

export const customerNotFoundMessage = 'Customer not found.';

export type StartedSession = { token: string; csrfToken: string; user: SessionUser };

type Deps = {
  db: Db;
  /** Where the embedded pages live: the account site's base ('/account' or an absolute address). */
  accountUrl: string;
  /** Whether a user is one of the operator's customers (staff cannot be handed off). */
  isCustomer(clientId: number, userId: number): Promise<boolean>;
  /** Opens an 'embedded' session of the customer in the exchange's transaction; ends `replacing`'s. */
  startSession(
    tx: Executor,
    session: { clientId: number; userId: number; replacing: string | undefined },
  ): Promise<StartedSession | null>;
  now?: () => Date;
};

export const hashHandoffCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** 128 random bits, base64url: 22 characters. */
export const newHandoffCode = () => randomBytes(16).toString('base64url');

const invalid = () => new HttpError(401, kioskMessages.handoffInvalid);

/**
 * Staff hand a customer's pages to an embedding system (decision 054): a code good for one exchange within
 * a minute, bound to the audience it was made for; only its hash is kept, and its minting is audited.
 */
export function createHandoff({ db, accountUrl, isCustomer, startSession, now = () => new Date() }: Deps) {
  const audience: HandoffAudience = 'embedded';
  const base = accountUrl.replace(/\/$/, '');
  return {
    async mint(staff: StaffContext, customerId: number): Promise<Handoff> {
      if (!(await isCustomer(staff.clientId, customerId))) throw notFound(customerNotFoundMessage);
      const code = newHandoffCode();
      const at = now();
      const expiresAt = new Date(at.getTime() + handoffLifetimeSeconds * 1000);
      await db.transaction(async (tx) => {
        await createHandoffRepository(tx).insert({
          clientId: staff.clientId,
          codeHash: hashHandoffCode(code),
          staffUserId: staff.userId,
          customerUserId: customerId,
          audience,
          expiresAt,
        });
        await recordStaffAction(tx, {
          clientId: staff.clientId,
          staffUserId: staff.userId,
          customerUserId: customerId,
          venueId: staff.deskVenueId,
          action: 'handoff',
          detail: { audience, expires_at: expiresAt.toISOString() },
        });
      });
      return {
        code,
        url: `${base}/?embedded=true&token=${code}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The code becomes the browser's embedded session, once; any failure reads the same. */
    async exchange(clientId: number, code: string, replacing: string | undefined): Promise<StartedSession> {
      if (!handoffCodePattern.test(code)) throw invalid();
      const started = await db.transaction(async (tx) => {
        const claimed = await createHandoffRepository(tx).claim(
          clientId,
          hashHandoffCode(code),
          audience,
          now(),
        );
        if (!claimed) return null;
        return startSession(tx, { clientId, userId: claimed.customerUserId, replacing });
      });
      if (!started) throw invalid();
      return started;
    },
  };
}
export type HandoffService = ReturnType<typeof createHandoff>;
