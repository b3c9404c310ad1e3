import type { Executor } from '../platform/db/client';

export type DemoContext = { clientId: number; venueIds: Map<string, number>; passwordHash: string };

/** Registration form, terms, and customers for the sign-in, reset and activation journeys. */
export async function seedDemoAccounts(_tx: Executor, _demo: DemoContext): Promise<void> {}
