import type { Executor } from '../platform/db/client';
import type { DemoContext } from './demo-accounts';

/** Waivers, unpaid fees, eligibility documents and family members: a customer in each dashboard state. */
export async function seedDemoDashboard(_tx: Executor, _demo: DemoContext): Promise<void> {}
