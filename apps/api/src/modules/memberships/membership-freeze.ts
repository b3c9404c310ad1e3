import { randomUUID } from 'node:crypto';
import { freezeStatusInfo, monthsOfPeriod } from '@leisure/contracts/membership-freeze-rules';
import type { FreezeTypes, MembershipFreeze, StaffFreeze } from '@leisure/contracts/membership-freezes';
import type { Db, Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/file-storage';
import { forbidden, HttpError, notFound, unprocessable } from '../../platform/http/errors';
import {
  addDays,
  daysBetween,
  formatFullDate,
  isCalendarDate,
  localDate,
  operatorTimeZone,
  startOfLocalDay,
} from '../../platform/local-time';
import type { MailService, Queued } from '../mail/mail.service';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffContext } from '../staff/staff-guard';
import { freezeApprovedEmail, freezeRejectedEmail, freezeRequestedEmail } from './freeze-emails';
import { extensionOf, proofContentType } from './freeze-proof';
import { managedMembership } from './managed-membership';
import { freezeMessages, freezeRefusal } from './membership-freeze-standing';
import {
  createMembershipFreezesRepository,
  FreezeAlreadyOpenError,
  type ReviewedFreeze,
} from './membership-freezes.repository';
import { lastDayOf } from './membership-list';
import { addMonths } from './membership-pricing';
import { type Actor, transition, transitionRefusedMessage } from './membership-transitions';

/**
 * Freezing a membership (spec part 2 §2 Freeze modal, §4 Freeze, §5, §7; decision 045): the freeze
 * types and start-date bounds, the request with its proof, the staff's approval or refusal, and the
 * sweep that approves requests needing no proof, starts approved freezes on their day and ends them.
 */

/** Who decides a request: a staff member past the staff guard, at their desk's venue if chosen. */
export type StaffActor = Pick<StaffContext, 'clientId' | 'userId' | 'deskVenueId'>;

/** A freeze may start from today (at the membership's venue) up to this many months ahead. */
export const freezeStartMonthsAhead = 3;
/** A request needing no proof is approved by the sweep once this many working days have passed. */
export const autoApprovalWorkingDays = 1;

export const freezeFieldMessages = {
  freezeType: 'Select a reason for freezing.',
  activeFrom: (min: string, max: string) => `Choose a start date between ${min} and ${max}.`,
  months: 'Choose a time period.',
  proofMissing: 'Upload your proof of eligibility.',
  proofKind: 'Upload a JPEG, PNG or PDF file.',
  alreadyOpen: 'A freeze of this membership is already waiting.',
} as const;
export const freezeDecidedMessage = 'This freeze request has already been decided.';
export const noFreezeMessage = 'No freeze request found';

export type FreezeRequestFields = {
  freezeTypeId?: string | undefined;
  activeFrom?: string | undefined;
  months?: string | undefined;
};
export type FreezeProof = { data: Buffer };

export type MembershipFreezesDeps = {
  db: Db;
  householdOf(clientId: number, userId: number): Promise<{ id: number }[]>;
  isStaff(clientId: number, userId: number): Promise<boolean>;
  storage: FileStorage;
  mail: Pick<MailService, 'queue'>;
  /** The memberships list in my account, for the emails' link. */
  membershipsLink: string;
  now?: () => Date;
};

const pretty = (day: string) => formatFullDate(new Date(`${day}T12:00:00Z`), 'UTC');
/** The last frozen day of a freeze of `months` from `activeFrom`. */
export const freezeEndsOn = (activeFrom: string, months: number) =>
  addDays(addMonths(activeFrom, months), -1);

/** When the sweep approves a request needing no proof: a day on, a weekend's days not counted. */
export function autoApprovalDue(requestedAt: Date, workingDays = autoApprovalWorkingDays): Date {
  let at = requestedAt.getTime();
  for (let left = workingDays; left > 0; ) {
    at += 86_400_000;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}

const periodsOf = (labels: string[]) =>
  Object.fromEntries(
    labels.flatMap((label) => {
      const months = monthsOfPeriod(label);
      return months === null ? [] : [[String(months), label]];
    }),
  );

const proofOf = (t: { proofDescription: string | null; proofDocumentType: string | null }) =>
  t.proofDocumentType === null
    ? null
    : { description: t.proofDescription ?? '', documentType: t.proofDocumentType };

function viewOf(r: ReviewedFreeze): MembershipFreeze {
  return {
    id: r.freeze.id,
    membershipId: r.freeze.membershipId,
    reason: r.reason,
    activeFrom: r.freeze.activeFrom,
    months: r.freeze.months,
    endsOn: r.freeze.endsOn,
    status: r.freeze.status,
    hasProof: r.freeze.file !== null,
    rejectionReason: r.freeze.rejectionReason,
  };
}

function deliverLater(queued: Queued[]) {
  if (queued.length === 0) return;
  setImmediate(() => {
    for (const q of queued) void q.deliver();
  });
}

export function createMembershipFreezes(deps: MembershipFreezesDeps) {
  const now = deps.now ?? (() => new Date());

  async function managed(clientId: number, userId: number, id: number, at: Date) {
    const household = (await deps.householdOf(clientId, userId)).map((h) => h.id);
    return managedMembership(deps.db, household, clientId, id, at);
  }

  /** Today to three months on, and no later than a fixed membership's last day. */
  function bounds(today: string, lastDay: string | null) {
    const ahead = addMonths(today, freezeStartMonthsAhead);
    return { min: today, max: lastDay !== null && lastDay < ahead ? lastDay : ahead };
  }

  async function email(
    tx: Executor,
    r: ReviewedFreeze,
    render: typeof freezeRequestedEmail,
  ): Promise<Queued[]> {
    if (!r.email) return [];
    const rendered = render({
      operatorName: r.operatorName,
      firstName: r.firstName,
      membershipName: r.membershipName,
      from: pretty(r.freeze.activeFrom),
      to: pretty(r.freeze.endsOn),
      link: deps.membershipsLink,
    });
    return [await deps.mail.queue(tx, { clientId: r.freeze.clientId, to: r.email, ...rendered })];
  }

  /**
   * The freeze's first day come (or passed, when approved late): the membership is frozen, and a single
   * payment's end moves on by the days it is frozen. A membership no longer active withdraws the freeze.
   */
  async function start(tx: Executor, r: ReviewedFreeze, at: Date, actor: Actor): Promise<boolean> {
    const tz = r.timeZone ?? operatorTimeZone;
    const today = localDate(at, tz);
    const repo = createMembershipFreezesRepository(tx);
    try {
      await transition(tx, { id: r.freeze.membershipId, clientId: r.freeze.clientId }, 'freeze', actor, {
        freezeId: r.freeze.id,
        activeFrom: r.freeze.activeFrom,
        endsOn: r.freeze.endsOn,
      });
    } catch (err) {
      if (!(err instanceof HttpError) || err.message !== transitionRefusedMessage) throw err;
      await repo.decide(r.freeze.id, { status: 'withdrawn' });
      await repo.setStatusInfo(r.freeze.membershipId, null);
      return false;
    }
    await repo.decide(r.freeze.id, { status: 'active' });
    if (r.paymentType === 'fixed' && r.expiresAt !== null) {
      // biome-ignore lint/complexity/useMathMinMax: days as YYYY-MM-DD text: Math.max would make them NaN
      const firstDay = r.freeze.activeFrom > today ? r.freeze.activeFrom : today;
      const frozenDays = daysBetween(firstDay, r.freeze.endsOn) + 1;
      if (frozenDays > 0) {
        const lastDay = lastDayOf(r.expiresAt, tz)!;
        await repo.extendEnd(r.freeze.membershipId, startOfLocalDay(addDays(lastDay, frozenDays + 1), tz));
      }
    }
    return true;
  }

  /** Approval, by staff or by the sweep: the freeze starts now when its day has come, else waits for it. */
  async function approve(tx: Executor, r: ReviewedFreeze, at: Date, actor: Actor) {
    const repo = createMembershipFreezesRepository(tx);
    await repo.decide(r.freeze.id, {
      status: 'approved',
      decidedAt: at,
      decidedByUserId: actor.userId ?? null,
    });
    const today = localDate(at, r.timeZone ?? operatorTimeZone);
    if (r.freeze.activeFrom <= today) await start(tx, r, at, actor);
    else await repo.setStatusInfo(r.freeze.membershipId, freezeStatusInfo.pending);
    return email(tx, r, freezeApprovedEmail);
  }

  async function staffOnly(clientId: number, userId: number) {
    if (!(await deps.isStaff(clientId, userId))) throw forbidden();
  }

  /**
   * The decision's audit row, in its transaction (decision 052): at the desk's venue, or the membership's
   * home venue when the session has chosen no desk, so the venue's managers read it.
   */
  function audited(
    tx: Executor,
    staff: StaffActor,
    r: ReviewedFreeze,
    action: 'freeze-approved' | 'freeze-rejected',
    detail: Record<string, unknown> = {},
  ) {
    return recordStaffAction(tx, {
      clientId: staff.clientId,
      staffUserId: staff.userId,
      customerUserId: r.holderId,
      venueId: staff.deskVenueId ?? r.homeVenueId,
      action,
      detail: {
        freeze_id: r.freeze.id,
        membership_reference: r.membershipReference,
        active_from: r.freeze.activeFrom,
        ...detail,
      },
    });
  }

  const reviewed = (clientId: number, id: number) =>
    createMembershipFreezesRepository(deps.db).findOne(clientId, id);

  return {
    /** GET my-account/user/memberships/{id}/freezetypes: the reasons, their periods and proof, the bounds. */
    async types(clientId: number, userId: number, id: number): Promise<FreezeTypes> {
      const { today, lastDay } = await managed(clientId, userId, id, now());
      const types = await createMembershipFreezesRepository(deps.db).typesOf(clientId);
      const { min, max } = bounds(today, lastDay);
      return {
        freezeTypes: types.map((t) => ({
          id: t.id,
          reason: t.reason,
          timePeriods: periodsOf(t.timePeriods),
          proofOfEligibility: proofOf(t),
        })),
        minFreezeStartDate: { raw: min },
        maxFreezeStartDate: { raw: max },
      };
    },

    /** 404 for anyone else's membership, 422 on membership_id when it may not be frozen now. */
    async assertFreezable(clientId: number, userId: number, id: number): Promise<void> {
      const { m, today, lastDay, standing } = await managed(clientId, userId, id, now());
      if (standing.freezable) return;
      const refusal = freezeRefusal({
        status: m.status,
        statusInfo: m.statusInfo,
        managementEnabled: standing.managementEnabled,
        successor: null,
        lastDay,
        today,
      });
      throw unprocessable({ membership_id: [refusal ?? freezeMessages.notActive] });
    },

    /**
     * POST my-account/user/memberships/{membershipId}/freeze: the request, waiting for approval. Every
     * field's problem is told at once; the proof is stored before the row and removed again if the row is
     * refused. One open freeze per membership: the second of two at once meets the unique index.
     */
    async request(
      clientId: number,
      userId: number,
      id: number,
      fields: FreezeRequestFields,
      proof: FreezeProof | null,
    ): Promise<MembershipFreeze> {
      const at = now();
      const { m, today, lastDay, standing } = await managed(clientId, userId, id, at);
      const errors: Record<string, string[]> = {};
      const refusal = standing.freezable
        ? null
        : freezeRefusal({
            status: m.status,
            statusInfo: m.statusInfo,
            managementEnabled: standing.managementEnabled,
            successor: null,
            lastDay,
            today,
          });
      if (!standing.freezable) errors.membership_id = [refusal ?? freezeMessages.notActive];

      const types = await createMembershipFreezesRepository(deps.db).typesOf(clientId);
      const typeId = Number(fields.freezeTypeId);
      const type = types.find((t) => t.id === typeId);
      if (!type) errors.freeze_type_id = [freezeFieldMessages.freezeType];

      const { min, max } = bounds(today, lastDay);
      const activeFrom = fields.activeFrom?.trim() ?? '';
      if (!isCalendarDate(activeFrom) || activeFrom < min || activeFrom > max)
        errors.active_from = [freezeFieldMessages.activeFrom(pretty(min), pretty(max))];

      const months = Number(fields.months);
      if (type && !Object.hasOwn(periodsOf(type.timePeriods), String(months)))
        errors.months = [freezeFieldMessages.months];
      else if (!type && !(Number.isInteger(months) && months > 0))
        errors.months = [freezeFieldMessages.months];

      const needsProof = type ? proofOf(type) !== null : false;
      const contentType = proof ? proofContentType(proof.data) : null;
      if (proof && contentType === null) errors.file = [freezeFieldMessages.proofKind];
      else if (needsProof && !proof) errors.file = [freezeFieldMessages.proofMissing];

      if (Object.keys(errors).length > 0 || !type) throw unprocessable(errors);

      const key =
        needsProof && proof && contentType
          ? `freeze-proofs/${clientId}/${randomUUID()}.${extensionOf[contentType]}`
          : null;
      if (key && proof) await deps.storage.put(key, proof.data);
      try {
        const { view, queued } = await deps.db.transaction(async (tx) => {
          const repo = createMembershipFreezesRepository(tx);
          const made = await repo.insert({
            clientId,
            membershipId: m.id,
            freezeTypeId: type.id,
            activeFrom,
            months,
            endsOn: freezeEndsOn(activeFrom, months),
            status: 'pending_approval',
            file: key,
            contentType: key ? contentType : null,
            requestedAt: at,
          });
          await repo.setStatusInfo(m.id, freezeStatusInfo.pendingApproval);
          const r = await repo.findOne(clientId, made.id);
          return { view: viewOf(r!), queued: await email(tx, r!, freezeRequestedEmail) };
        });
        deliverLater(queued);
        return view;
      } catch (err) {
        if (key) await deps.storage.delete(key);
        if (err instanceof FreezeAlreadyOpenError)
          throw unprocessable({ membership_id: [freezeFieldMessages.alreadyOpen] });
        throw err;
      }
    },

    /** GET /api/staff/freezes?status=…: the requests to review, oldest first. */
    async staffList(clientId: number, userId: number, status: string): Promise<StaffFreeze[]> {
      await staffOnly(clientId, userId);
      const rows = await createMembershipFreezesRepository(deps.db).listFor(clientId, status);
      return rows.map((r) => ({
        ...viewOf(r),
        memberName: `${r.firstName} ${r.lastName}`,
        membershipReference: r.membershipReference,
        membershipName: r.membershipName,
        proofDocumentType: r.proofDocumentType,
        proofContentType: r.freeze.contentType,
        requestedAt: r.freeze.requestedAt.toISOString(),
      }));
    },

    /** POST /api/staff/freezes/{id}/approve. */
    async staffApprove(staff: StaffActor, id: number): Promise<MembershipFreeze> {
      const { clientId, userId } = staff;
      await staffOnly(clientId, userId);
      const at = now();
      const queued = await deps.db.transaction(async (tx) => {
        const r = await createMembershipFreezesRepository(tx).lockOne(clientId, id);
        if (!r) throw notFound(noFreezeMessage);
        if (r.freeze.status !== 'pending_approval') throw new HttpError(409, freezeDecidedMessage);
        await audited(tx, staff, r, 'freeze-approved');
        return approve(tx, r, at, { kind: 'staff', userId });
      });
      deliverLater(queued);
      return viewOf((await reviewed(clientId, id))!);
    },

    /** POST /api/staff/freezes/{id}/reject {reason}: refused, the membership as it was. */
    async staffReject(staff: StaffActor, id: number, reason: string): Promise<MembershipFreeze> {
      const { clientId, userId } = staff;
      await staffOnly(clientId, userId);
      const at = now();
      const queued = await deps.db.transaction(async (tx) => {
        const repo = createMembershipFreezesRepository(tx);
        const r = await repo.lockOne(clientId, id);
        if (!r) throw notFound(noFreezeMessage);
        if (r.freeze.status !== 'pending_approval') throw new HttpError(409, freezeDecidedMessage);
        await repo.decide(id, {
          status: 'rejected',
          decidedAt: at,
          decidedByUserId: userId,
          rejectionReason: reason,
        });
        await repo.setStatusInfo(r.freeze.membershipId, null);
        await audited(tx, staff, r, 'freeze-rejected', { reason });
        return email(tx, r, (v) => freezeRejectedEmail({ ...v, reason }));
      });
      deliverLater(queued);
      return viewOf((await reviewed(clientId, id))!);
    },

    /**
     * The sweep (advisory-locked; idempotent): approves the requests that need no proof once a working
     * day has passed, starts approved freezes whose day has come, and ends those past their last day.
     */
    async sweep(tx: Executor, at: Date): Promise<number> {
      const repo = createMembershipFreezesRepository(tx);
      const system: Actor = { kind: 'system' };
      const queued: Queued[] = [];
      let done = 0;
      for (const r of await repo.dueIn('pending_approval', 200, { proofless: true })) {
        if (autoApprovalDue(r.freeze.requestedAt) > at) continue;
        queued.push(...(await approve(tx, r, at, system)));
        done += 1;
      }
      // A day ahead of UTC covers every venue's today; each is checked at its own venue below.
      const latest = addDays(localDate(at, 'UTC'), 1);
      for (const r of await repo.dueIn('approved', 200, { startingBy: latest })) {
        if (r.freeze.activeFrom > localDate(at, r.timeZone ?? operatorTimeZone)) continue;
        await start(tx, r, at, system);
        done += 1;
      }
      for (const r of await repo.dueIn('active', 200, { endedBy: latest })) {
        if (r.freeze.endsOn >= localDate(at, r.timeZone ?? operatorTimeZone)) continue;
        if (r.membershipStatus === 'frozen')
          await transition(
            tx,
            { id: r.freeze.membershipId, clientId: r.freeze.clientId },
            'unfreeze',
            system,
            {
              freezeId: r.freeze.id,
            },
          );
        await repo.decide(r.freeze.id, { status: 'ended' });
        done += 1;
      }
      deliverLater(queued);
      return done;
    },
  };
}
export type MembershipFreezes = ReturnType<typeof createMembershipFreezes>;
