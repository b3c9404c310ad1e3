import type { signWaiverRequest, waiverGroup } from '@leisure/contracts/waivers';
import type { z } from 'zod';
import { HttpError, notFound, unauthenticated, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { formatDateTime, formatFullDate } from '../../platform/local-time';
import type { UserRow, UsersDirectory } from '../users/users-directory';
import { checkAnswers } from './waiver-answers';
import type { LatestWaiverRow, SignatureRow, WaiversRepository } from './waivers.repository';

type WaiverGroup = z.infer<typeof waiverGroup>;
type SignInput = z.infer<typeof signWaiverRequest>;

export const waiverNotFoundMessage = 'Could not find this waiver.';
export const waiverChangedMessage = 'This waiver has changed. Please read the latest version.';

type Deps = { waivers: WaiversRepository; users: Pick<UsersDirectory, 'findById'>; now?: () => Date };

/** A signature lasts the waiver's validity in calendar months; without one, until a new version. */
export function expiryOf(signedAt: Date, validityMonths: number | null): Date | null {
  if (validityMonths === null) return null;
  const expires = new Date(signedAt);
  expires.setUTCMonth(expires.getUTCMonth() + validityMonths);
  return expires;
}

export function createWaiversService({ waivers, users, now = () => new Date() }: Deps) {
  function toGroup(row: LatestWaiverRow, user: UserRow, signature: SignatureRow | undefined): WaiverGroup {
    const answers = signature?.answers ?? [];
    return {
      restriction: {
        id: row.waiverId,
        slug: row.slug,
        name: row.name,
        type: row.type === 'enhanced-pre-waiver' ? 'enhanced-pre-waiver' : 'standard',
      },
      waivers: [
        {
          id: row.versionId,
          version: row.version,
          signed: signature
            ? { datetimeString: formatDateTime(signature.signedAt), raw: signature.signedAt.toISOString() }
            : null,
          expires: signature?.expiresAt
            ? {
                date: { fullDate: formatFullDate(signature.expiresAt) },
                datetimeString: formatDateTime(signature.expiresAt),
              }
            : null,
          expired: signature?.expiresAt ? signature.expiresAt.getTime() <= now().getTime() : false,
          terms: row.termsHtml,
          questions: row.questions.map((q) => ({
            question: {
              id: q.id,
              label: q.label,
              type: q.type,
              reference: q.reference,
              isRequired: q.isRequired,
              ...(q.options ? { options: q.options } : {}),
            },
            answers: answers
              .filter((a) => a.questionId === q.id)
              .map((a) => ({ id: signature!.id, answer: a.answer })),
          })),
          // The customer signs for themself; linked family members become attendees with the bookings work.
          attendee: { id: user.id, name: `${user.firstName} ${user.lastName}` },
        },
      ],
    };
  }

  async function signedInUser(session: SessionContext): Promise<UserRow> {
    const user = await users.findById(session.clientId, session.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  async function findGroup(session: SessionContext, slug: string) {
    const row = await waivers.findLatest(session.clientId, slug);
    if (!row) throw notFound(waiverNotFoundMessage);
    return row;
  }

  async function groupOf(session: SessionContext, row: LatestWaiverRow): Promise<WaiverGroup> {
    const user = await signedInUser(session);
    const [signature] = await waivers.latestSignatures(session.clientId, user.id, [row.versionId]);
    return toGroup(row, user, signature);
  }

  return {
    /** Every waiver of the operator, the latest version each; one the customer let expire is hidden. */
    async list(session: SessionContext): Promise<WaiverGroup[]> {
      const user = await signedInUser(session);
      const rows = await waivers.listLatest(session.clientId);
      const signatures = await waivers.latestSignatures(
        session.clientId,
        user.id,
        rows.map((r) => r.versionId),
      );
      const byVersion = new Map(signatures.map((s) => [s.waiverVersionId, s]));
      return rows
        .map((row) => toGroup(row, user, byVersion.get(row.versionId)))
        .filter((group) => !group.waivers.every((w) => w.expired));
    },

    async get(session: SessionContext, slug: string): Promise<WaiverGroup> {
      return groupOf(session, await findGroup(session, slug));
    },

    /**
     * Signs the version the customer read. A version published since they opened the page is refused:
     * agreeing to words one has not seen is no agreement.
     */
    async sign(session: SessionContext, slug: string, input: SignInput): Promise<WaiverGroup> {
      const row = await findGroup(session, slug);
      if (input.version !== row.version) {
        throw new HttpError(409, waiverChangedMessage, { version: [waiverChangedMessage] });
      }
      const { errors, kept } = checkAnswers(row.questions, input.answers);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const signedAt = now();
      await waivers.insertSignature({
        clientId: session.clientId,
        userId: session.userId,
        waiverVersionId: row.versionId,
        answers: kept,
        signedAt,
        expiresAt: expiryOf(signedAt, row.validityMonths),
      });
      return groupOf(session, row);
    },
  };
}
export type WaiversService = ReturnType<typeof createWaiversService>;
