import { and, asc, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { kioskDevices, kioskHelpCalls } from './kiosk.tables';

const deviceView = {
  id: kioskDevices.id,
  clientId: kioskDevices.clientId,
  venueId: kioskDevices.venueId,
  name: kioskDevices.name,
  createdAt: kioskDevices.createdAt,
  lastSeenAt: kioskDevices.lastSeenAt,
  revokedAt: kioskDevices.revokedAt,
  venueName: venues.name,
  venueSlug: venues.slug,
  enrolledById: users.id,
  enrolledByFirstName: users.firstName,
  enrolledByLastName: users.lastName,
};
export type KioskDeviceRow = {
  id: number;
  clientId: number;
  venueId: number;
  name: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
  venueName: string;
  venueSlug: string;
  enrolledById: number;
  enrolledByFirstName: string;
  enrolledByLastName: string;
};

const answeredBy = alias(users, 'answered_by');
const helpCallView = {
  id: kioskHelpCalls.id,
  venueId: kioskHelpCalls.venueId,
  venueName: venues.name,
  kioskId: kioskDevices.id,
  kioskName: kioskDevices.name,
  createdAt: kioskHelpCalls.createdAt,
  answeredAt: kioskHelpCalls.answeredAt,
  answeredById: answeredBy.id,
  answeredByFirstName: answeredBy.firstName,
  answeredByLastName: answeredBy.lastName,
};
export type HelpCallRow = {
  id: number;
  venueId: number;
  venueName: string;
  kioskId: number | null;
  kioskName: string | null;
  createdAt: Date;
  answeredAt: Date | null;
  answeredById: number | null;
  answeredByFirstName: string | null;
  answeredByLastName: string | null;
};

/** Kiosk devices, read with their venue and who enrolled them; and their help calls. */
export function createKioskRepository(db: Executor) {
  const devices = () =>
    db
      .select(deviceView)
      .from(kioskDevices)
      .innerJoin(venues, eq(venues.id, kioskDevices.venueId))
      .innerJoin(users, eq(users.id, kioskDevices.enrolledByUserId));
  const helpCalls = () =>
    db
      .select(helpCallView)
      .from(kioskHelpCalls)
      .innerJoin(venues, eq(venues.id, kioskHelpCalls.venueId))
      .leftJoin(kioskDevices, eq(kioskDevices.id, kioskHelpCalls.kioskDeviceId))
      .leftJoin(answeredBy, eq(answeredBy.id, kioskHelpCalls.answeredByUserId));
  return {
    async insertDevice(values: typeof kioskDevices.$inferInsert): Promise<number> {
      const [row] = await db.insert(kioskDevices).values(values).returning({ id: kioskDevices.id });
      return row!.id;
    },
    async findDevice(clientId: number, id: number): Promise<KioskDeviceRow | null> {
      const rows = await devices()
        .where(and(eq(kioskDevices.clientId, clientId), eq(kioskDevices.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },
    /** A live (not revoked) device by its cookie's hash. */
    async findLiveByToken(clientId: number, tokenHash: string): Promise<KioskDeviceRow | null> {
      const rows = await devices()
        .where(
          and(
            eq(kioskDevices.clientId, clientId),
            eq(kioskDevices.tokenHash, tokenHash),
            isNull(kioskDevices.revokedAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async listForVenue(clientId: number, venueId: number): Promise<KioskDeviceRow[]> {
      return devices()
        .where(and(eq(kioskDevices.clientId, clientId), eq(kioskDevices.venueId, venueId)))
        .orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.id));
    },
    async revoke(clientId: number, id: number, at: Date): Promise<void> {
      await db
        .update(kioskDevices)
        .set({ revokedAt: at })
        .where(
          and(eq(kioskDevices.clientId, clientId), eq(kioskDevices.id, id), isNull(kioskDevices.revokedAt)),
        );
    },
    /** Marks the device seen, at most once a minute (a kiosk asks often). */
    async touch(id: number, at: Date): Promise<void> {
      await db
        .update(kioskDevices)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(kioskDevices.id, id),
            or(isNull(kioskDevices.lastSeenAt), lt(kioskDevices.lastSeenAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },

    async insertHelpCall(values: typeof kioskHelpCalls.$inferInsert): Promise<number> {
      const [row] = await db.insert(kioskHelpCalls).values(values).returning({ id: kioskHelpCalls.id });
      return row!.id;
    },
    async findHelpCall(clientId: number, id: number): Promise<HelpCallRow | null> {
      const rows = await helpCalls()
        .where(and(eq(kioskHelpCalls.clientId, clientId), eq(kioskHelpCalls.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },
    async openHelpCalls(clientId: number, venueId: number): Promise<HelpCallRow[]> {
      return helpCalls()
        .where(
          and(
            eq(kioskHelpCalls.clientId, clientId),
            eq(kioskHelpCalls.venueId, venueId),
            isNull(kioskHelpCalls.answeredAt),
          ),
        )
        .orderBy(asc(kioskHelpCalls.createdAt), asc(kioskHelpCalls.id));
    },
    /** Answers a call once: of two desks at once, one is told it was answered already. */
    async answer(clientId: number, id: number, staffUserId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(kioskHelpCalls)
        .set({ answeredAt: at, answeredByUserId: staffUserId })
        .where(
          and(
            eq(kioskHelpCalls.clientId, clientId),
            eq(kioskHelpCalls.id, id),
            isNull(kioskHelpCalls.answeredAt),
          ),
        )
        .returning({ id: kioskHelpCalls.id });
      return rows.length > 0;
    },
  };
}
export type KioskRepository = ReturnType<typeof createKioskRepository>;
