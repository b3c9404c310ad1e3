import { createHash, randomBytes } from 'node:crypto';
import type { HelpCall, KioskDevice, ThisKiosk } from '@leisure/contracts/foh-kiosk';
import { kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffContext, StaffGuard } from '../staff/staff-guard';
import { createKioskRepository, type HelpCallRow, type KioskDeviceRow } from './kiosk-devices.repository';

export const kioskNotFoundMessage = 'Kiosk not found.';
export const helpCallNotFoundMessage = 'Help call not found.';

/** An enrolled device as a request carries it (from its cookie; kiosk-device-request.ts). */
export type RequestKiosk = { id: number; clientId: number; venueId: number; thisKiosk: ThisKiosk };

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

const deviceView = (row: KioskDeviceRow): KioskDevice => ({
  id: row.id,
  name: row.name,
  venue: { id: row.venueId, name: row.venueName, slug: row.venueSlug },
  enrolledBy: { id: row.enrolledById, name: name(row.enrolledByFirstName, row.enrolledByLastName) },
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const helpCallView = (row: HelpCallRow): HelpCall => ({
  id: row.id,
  venue: { id: row.venueId, name: row.venueName },
  kiosk: row.kioskId !== null ? { id: row.kioskId, name: row.kioskName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy:
    row.answeredById !== null
      ? { id: row.answeredById, name: name(row.answeredByFirstName, row.answeredByLastName) }
      : null,
});

type Deps = { db: Db; now?: () => Date };
type Guard = Pick<StaffGuard, 'require'>;
type Request = Parameters<StaffGuard['require']>[0];
const managers = ['venue_manager', 'operator_admin'] as const;

/**
 * Enrolled kiosks (decision 054): a manager of the venue enrols the browser in front of them, which then
 * carries a long-lived device cookie whose hash names it here; revoking it ends kiosk mode at its next
 * request. A kiosk's 'Need help?' calls wait on the desk screens of its venue until answered.
 */
export function createKiosks({ db, now = () => new Date() }: Deps) {
  const kiosks = createKioskRepository(db);
  return {
    async enrol(staff: StaffContext, venueId: number, deviceName: string) {
      const token = randomBytes(32).toString('base64url');
      const id = await db.transaction(async (tx) => {
        const made = await createKioskRepository(tx).insertDevice({
          clientId: staff.clientId,
          venueId,
          name: deviceName,
          tokenHash: hashDeviceToken(token),
          enrolledByUserId: staff.userId,
        });
        await recordStaffAction(tx, {
          clientId: staff.clientId,
          staffUserId: staff.userId,
          venueId,
          action: 'kiosk-enrolled',
          detail: { kiosk_id: made, name: deviceName },
        });
        return made;
      });
      return { token, device: deviceView((await kiosks.findDevice(staff.clientId, id))!) };
    },

    async list(staff: StaffContext, venueId: number): Promise<KioskDevice[]> {
      return (await kiosks.listForVenue(staff.clientId, venueId)).map(deviceView);
    },

    /** Only a manager of the device's own venue may revoke it; another operator's id is not found. */
    async revoke(guard: Guard, request: Request, clientId: number, id: number): Promise<KioskDevice> {
      const device = await kiosks.findDevice(clientId, id);
      if (!device) {
        await guard.require(request, { roles: [...managers] });
        throw notFound(kioskNotFoundMessage);
      }
      const staff = await guard.require(request, { roles: [...managers], venueId: device.venueId });
      await db.transaction(async (tx) => {
        await createKioskRepository(tx).revoke(clientId, id, now());
        await recordStaffAction(tx, {
          clientId,
          staffUserId: staff.userId,
          venueId: device.venueId,
          action: 'kiosk-revoked',
          detail: { kiosk_id: id, name: device.name },
        });
      });
      return deviceView((await kiosks.findDevice(clientId, id))!);
    },

    /** The device a cookie names, if enrolled and not revoked. */
    async identify(clientId: number, token: string): Promise<RequestKiosk | null> {
      const row = await kiosks.findLiveByToken(clientId, hashDeviceToken(token));
      if (!row) return null;
      await kiosks.touch(row.id, now());
      return {
        id: row.id,
        clientId: row.clientId,
        venueId: row.venueId,
        thisKiosk: {
          id: row.id,
          name: row.name,
          venue: { id: row.venueId, name: row.venueName, slug: row.venueSlug },
        },
      };
    },

    async callForHelp(kiosk: RequestKiosk): Promise<HelpCall> {
      const id = await kiosks.insertHelpCall({
        clientId: kiosk.clientId,
        venueId: kiosk.venueId,
        kioskDeviceId: kiosk.id,
      });
      return helpCallView((await kiosks.findHelpCall(kiosk.clientId, id))!);
    },

    async openHelpCalls(staff: StaffContext, venueId: number): Promise<HelpCall[]> {
      return (await kiosks.openHelpCalls(staff.clientId, venueId)).map(helpCallView);
    },

    /** Staff of the call's venue answer it, once. */
    async answer(guard: Guard, request: Request, clientId: number, id: number): Promise<HelpCall> {
      const call = await kiosks.findHelpCall(clientId, id);
      if (!call) {
        await guard.require(request);
        throw notFound(helpCallNotFoundMessage);
      }
      const staff = await guard.require(request, { venueId: call.venueId });
      // Answered and audited together; a call another desk answered first writes neither.
      await db.transaction(async (tx) => {
        if (!(await createKioskRepository(tx).answer(clientId, id, staff.userId, now())))
          throw new HttpError(409, kioskMessages.helpCallAnswered);
        await recordStaffAction(tx, {
          clientId,
          staffUserId: staff.userId,
          venueId: call.venueId,
          action: 'help-call-answered',
          detail: { help_call_id: id, kiosk_id: call.kioskId },
        });
      });
      return helpCallView((await kiosks.findHelpCall(clientId, id))!);
    },
  };
}
export type Kiosks = ReturnType<typeof createKiosks>;
