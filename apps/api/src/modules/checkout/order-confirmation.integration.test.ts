import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../../../test/test-app';
import type { Email, MailService } from '../mail/mail.service';
import { queueOrderConfirmation, readCustomer } from './order-confirmation';

describe('the order confirmation email', () => {
  const t = useTestApp();

  it('lists the sessions and carries them as an .ics file with a UID per booking', async () => {
    const sent: Email[] = [];
    const mail = {
      queue: async (_tx: unknown, email: Email) => {
        sent.push(email);
        return { id: 1, deliver: async () => {} };
      },
    };
    const { rows } = (await t.sql(
      `select id, client_id from users where reference = '${demo.reference}'`,
    )) as {
      rows: { id: number; client_id: number }[];
    };
    const alex = rows[0]!;
    const startsAt = new Date('2026-12-01T18:30:00Z');
    const queued = await queueOrderConfirmation(
      t.database.db,
      {
        mail: mail as unknown as MailService,
        bookingsLink: 'https://example.org/account/bookings/upcoming',
        uidDomain: 'example.org',
      },
      {
        clientId: alex.client_id,
        userId: alex.id,
        orderId: 77,
        total: 1300,
        sessions: [41, 42].map((bookingId) => ({
          bookingId,
          name: 'Spin',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          timeZone: 'Europe/London',
          venueName: 'Manchester Central',
          locationName: 'Studio 1',
          attendeeUserId: alex.id,
          price: '£6.50',
        })),
      },
      { name: 'Everyday Leisure', currency: 'GBP' },
      new Date('2026-11-23T10:00:00Z'),
      await readCustomer(t.database.db, alex.client_id, alex.id),
    );
    expect(queued).not.toBeNull();
    const [email] = sent;
    expect(email).toMatchObject({ to: demo.username, subject: 'Your booking is confirmed (order 77)' });
    expect(email!.text).toContain('Spin, 01/12/2026 18:30, Manchester Central, Studio 1');
    const [ics] = email!.attachments!;
    expect(ics).toMatchObject({
      filename: 'booking.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(ics!.content).toContain('UID:booking-41@example.org\r\n');
    expect(ics!.content).toContain('UID:booking-42@example.org\r\n');
    expect(ics!.content).toContain('DTSTART:20261201T183000Z\r\n');
  });
});
