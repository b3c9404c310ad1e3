import type { CompletedWaiver } from '@leisure/contracts/checkout';
import type { Executor } from '../../platform/db/client';
import { forbidden, unprocessable } from '../../platform/http/errors';
import { type Answer, checkAnswers } from './waiver-answers';
import { createWaiversRepository } from './waivers.repository';
import { expiryOf, waiverChangedMessage } from './waivers.service';

/** The waiver a session that requires an induction needs (docs/decisions/011-attendee-waivers.md). */
export const inductionWaiverSlug = 'gym-induction';

/** Someone booked into a session, as far as waivers care. */
export type Attendance = { userId: number; session: { requiresInduction: boolean } };

/** A waiver an attendee must sign, at its latest version, before they may be booked. */
export type UnsignedWaiver = {
  userId: number;
  waiverId: number;
  waiverSlug: string;
  waiverName: string;
  versionId: number;
  version: number;
  validityMonths: number | null;
  questions: Parameters<typeof checkAnswers>[0];
};

/** Signatures checked and ready to write in the order's transaction. */
export type CheckedSignatures = {
  clientId: number;
  rows: { userId: number; waiverVersionId: number; validityMonths: number | null; answers: Answer[] }[];
};

export const waiverMissingMessage = (waiverName: string, userName: string) =>
  `Please complete the ${waiverName} for ${userName}.`;

export function waiverSlugsFor(session: Attendance['session']): string[] {
  return session.requiresInduction ? [inductionWaiverSlug] : [];
}

/**
 * What the users module answers, wired in services.ts. Each takes the caller's executor: inside the
 * order's transaction a read on another connection would wait for it (PGlite has only one).
 */
type Deps = {
  isFamilyOf: (
    executor: Executor,
    clientId: number,
    parentUserId: number,
    userId: number,
  ) => Promise<boolean>;
  nameOf: (executor: Executor, clientId: number, userId: number) => Promise<string | null>;
  now?: () => Date;
};

/**
 * The waivers the attendees of a basket must sign, and their signing at checkout. Each call takes the
 * caller's executor, so the signatures are written in the same transaction as the order.
 */
export function createAttendeeWaivers({ isFamilyOf, nameOf, now = () => new Date() }: Deps) {
  /** The waivers among `slugs` the user has not signed at their latest version, or whose signature expired. */
  async function unsignedFor(executor: Executor, clientId: number, userId: number, slugs: string[]) {
    const repo = createWaiversRepository(executor);
    const rows = await repo.findLatestMany(clientId, slugs);
    const signatures = await repo.latestSignatures(
      clientId,
      userId,
      rows.map((r) => r.versionId),
    );
    const at = now().getTime();
    const valid = new Set(
      signatures.filter((s) => !s.expiresAt || s.expiresAt.getTime() > at).map((s) => s.waiverVersionId),
    );
    return rows.filter((r) => !valid.has(r.versionId));
  }

  /** Once per attendee and waiver, in the order the attendees come. */
  async function required(
    executor: Executor,
    clientId: number,
    attendances: Attendance[],
  ): Promise<UnsignedWaiver[]> {
    const slugsByUser = new Map<number, Set<string>>();
    for (const { userId, session } of attendances) {
      const slugs = slugsByUser.get(userId) ?? new Set<string>();
      for (const slug of waiverSlugsFor(session)) slugs.add(slug);
      slugsByUser.set(userId, slugs);
    }
    const needed: UnsignedWaiver[] = [];
    for (const [userId, slugs] of slugsByUser) {
      if (slugs.size === 0) continue;
      for (const row of await unsignedFor(executor, clientId, userId, [...slugs])) {
        needed.push({
          userId,
          waiverId: row.waiverId,
          waiverSlug: row.slug,
          waiverName: row.name,
          versionId: row.versionId,
          version: row.version,
          validityMonths: row.validityMonths,
          questions: row.questions,
        });
      }
    }
    return needed;
  }

  /**
   * Checks that the completed waivers sign every waiver the attendees still need, with the answers the
   * waiver's rules accept; writes nothing. A customer signs for themself and their linked family members
   * only (403 otherwise). Problems answer 422 under `completed_waivers`.
   */
  async function checkCompleted(
    executor: Executor,
    input: {
      clientId: number;
      actingUserId: number;
      attendances: Attendance[];
      completed: CompletedWaiver[];
    },
  ): Promise<CheckedSignatures> {
    const { clientId, completed } = input;
    for (const userId of new Set(completed.map((c) => c.userId))) {
      if (userId === input.actingUserId) continue;
      if (!(await isFamilyOf(executor, clientId, input.actingUserId, userId))) throw forbidden();
    }
    const errors: Record<string, string[]> = {};
    const rows: CheckedSignatures['rows'] = [];
    for (const need of await required(executor, clientId, input.attendances)) {
      const index = completed.findIndex((c) => c.userId === need.userId && c.waiverId === need.waiverId);
      const entry = completed[index];
      if (!entry) {
        const name = (await nameOf(executor, clientId, need.userId)) ?? '';
        errors.completed_waivers = [
          ...(errors.completed_waivers ?? []),
          waiverMissingMessage(need.waiverName, name),
        ];
        continue;
      }
      if (entry.version !== need.version) {
        errors[`completed_waivers.${index}.version`] = [waiverChangedMessage];
        continue;
      }
      const checked = checkAnswers(need.questions, entry.answers);
      for (const [field, messages] of Object.entries(checked.errors)) {
        errors[`completed_waivers.${index}.${field}`] = messages;
      }
      rows.push({
        userId: need.userId,
        waiverVersionId: need.versionId,
        validityMonths: need.validityMonths,
        answers: checked.kept,
      });
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    return { clientId, rows };
  }

  /** Writes the checked signatures, in the caller's transaction. */
  async function sign(executor: Executor, checked: CheckedSignatures): Promise<void> {
    const repo = createWaiversRepository(executor);
    const signedAt = now();
    for (const row of checked.rows) {
      await repo.insertSignature({
        clientId: checked.clientId,
        userId: row.userId,
        waiverVersionId: row.waiverVersionId,
        answers: row.answers,
        signedAt,
        expiresAt: expiryOf(signedAt, row.validityMonths),
      });
    }
  }

  return { unsignedFor, required, checkCompleted, sign };
}
export type AttendeeWaivers = ReturnType<typeof createAttendeeWaivers>;
