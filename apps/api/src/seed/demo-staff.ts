import { hashRecoveryCode } from '../modules/staff/recovery-codes';
import { createStaffRepository } from '../modules/staff/staff.repository';
import { demoSecretPrefix } from '../modules/staff/staff-sign-in';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';
import type { DemoContext } from './demo-accounts';

/**
 * The demo's authenticator secrets (base32): public demo data, printed in the README so a tester can add
 * them to an authenticator app, and read by the browser tests to compute codes. Never a real account's.
 */
export const demoStaffTotpSecrets = {
  'staff@example.com': 'JWRMMJS324E2NRQNKB3ZOH4TM2UZAJDI',
  'manager@example.com': 'DNH5DCZTF24WZA6YMGZTZZOJJKTJAOCT',
  'admin@example.com': 'GTLMMHEPI7USK54WKYOQ2D5NLH2N3EE3',
} as const;

/** Sky Parker's recovery codes (public demo data, like the secrets): each signs in once. */
export const demoStaffRecoveryCodes = ['demo1-sky01', 'demo2-sky02', 'demo3-sky03'] as const;

const staff = [
  {
    reference: 'S000002',
    firstName: 'Morgan',
    lastName: 'Hale',
    email: 'manager@example.com',
    staffRole: 'venue_manager',
    venues: ['manchester-central', 'leeds-middleton'],
  },
  {
    reference: 'S000003',
    firstName: 'Robin',
    lastName: 'Ash',
    email: 'admin@example.com',
    staffRole: 'operator_admin',
    venues: [],
  },
  // No authenticator yet: the first sign-in shows enrolment.
  {
    reference: 'S000004',
    firstName: 'Kit',
    lastName: 'Lowe',
    email: 'newstaff@example.com',
    staffRole: 'front_of_house',
    venues: ['manchester-central'],
  },
] as const;

/**
 * Front of house (decision 052): Sky Parker at Manchester Central's desk, a venue manager at Manchester and
 * Leeds, an operator admin, each with a confirmed authenticator, and Kit Lowe still to set one up. The
 * secrets are kept marked as demo data, since the seed runs before any data key is known; the first code
 * typed re-encrypts them under the key.
 */
export async function seedDemoStaff(tx: Executor, demo: DemoContext): Promise<void> {
  const { clientId, venueIds, passwordHash } = demo;
  const users = createUsersRepository(tx);
  const repository = createStaffRepository(tx);
  const confirmedAt = new Date('2026-01-05T09:00:00Z');
  const venuesOf = (slugs: readonly string[]) => slugs.map((slug) => venueIds.get(slug)!);

  const [sky] = await users.findBySignInName(clientId, 'staff@example.com');
  if (!sky) throw new Error('The demo has no Sky Parker');
  await repository.addVenues(sky.id, venuesOf(['manchester-central']));
  await repository.insertConfirmedFactor({
    clientId,
    userId: sky.id,
    secretCiphertext: `${demoSecretPrefix}${demoStaffTotpSecrets['staff@example.com']}`,
    confirmedAt,
  });
  await repository.replaceRecoveryCodes(sky.id, demoStaffRecoveryCodes.map(hashRecoveryCode));

  for (const { venues, email, ...person } of staff) {
    const id = await users.insert({
      ...person,
      email,
      clientId,
      passwordHash,
      role: 'staff',
      homeVenueId: venueIds.get('manchester-central') ?? null,
    });
    await repository.addVenues(id, venuesOf(venues));
    if (email in demoStaffTotpSecrets)
      await repository.insertConfirmedFactor({
        clientId,
        userId: id,
        secretCiphertext: `${demoSecretPrefix}${demoStaffTotpSecrets[email as keyof typeof demoStaffTotpSecrets]}`,
        confirmedAt,
      });
  }
}
