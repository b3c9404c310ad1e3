import type { Executor } from '../../platform/db/client';
import type { Email, Queued } from '../mail/mail.service';
import { escapeHtml } from '../mail/mail-templates';
import { transition } from '../memberships/membership-transitions';
import { proofSuspensionReason } from './document-review';
import {
  createEligibilityDocumentsRepository,
  type ProofMembershipRow,
} from './eligibility-documents.repository';
import { type ProofState, proofStates } from './eligibility-proof';

export type ProofSweepDeps = {
  mail: { queue(tx: Executor, email: Email): Promise<Queued> };
  /** The memberships page of the account site, linked from every email. */
  membershipsLink: string;
};

export type ProofStep = 'expiring-soon' | 'expired' | 'required' | 'rejected' | 'suspended';

const stepText: Record<ProofStep, { subject: string; line: string }> = {
  'expiring-soon': {
    subject: 'Your proof of eligibility is due to expire',
    line: 'The document proving your eligibility for {membership} is due to expire. Please upload a new document.',
  },
  expired: {
    subject: 'Your proof of eligibility has expired',
    line: 'The document proving your eligibility for {membership} has expired. Please upload a new document.',
  },
  required: {
    subject: 'Proof of eligibility is required for your membership',
    line: 'Proof of eligibility is required for {membership}. Please upload it in your online account.',
  },
  rejected: {
    subject: 'Your proof of eligibility was not accepted',
    line: 'The document you uploaded for {membership} was not accepted: {reason}. Please try uploading again.',
  },
  suspended: {
    subject: 'Your membership has been suspended',
    line: 'Your membership {membership} has been suspended because proof of eligibility was not provided. Upload a document in your online account to have it reviewed.',
  },
};

/**
 * The step a membership's proof has reached, and the key that makes its email go once: per document for a
 * document's steps, per membership (and the day proof went missing) for the others.
 */
export function stepOf(state: ProofState): { step: ProofStep; key: string } | null {
  if (
    state.membership.managementEnabled &&
    !state.hasValidProof &&
    state.latest?.status !== 'pending' &&
    state.allowanceDaysLeft === 0
  )
    return { step: 'suspended', key: `suspended:${state.missingSince}` };
  switch (state.notice) {
    case 'expiringSoon':
      return { step: 'expiring-soon', key: `expiring-soon:${state.lastApproved!.id}` };
    case 'expired':
      return { step: 'expired', key: `expired:${state.lastApproved!.id}` };
    case 'rejected':
      return { step: 'rejected', key: `rejected:${state.latest!.id}` };
    case 'required':
      return { step: 'required', key: `required:${state.membership.id}` };
    default:
      return null;
  }
}

/**
 * The proof-of-eligibility sweep: for every running membership whose criterion asks for proof, an email at
 * each step (due to expire within 30 days, expired, required, rejected), once per step per document; and
 * once the operator's allowance days have passed without an approved document (none waiting for review),
 * the membership is suspended through the lifecycle's 'suspend'. Returns how many emails and moves it made.
 */
export async function sweepEligibilityProof(
  tx: Executor,
  now: Date,
  deps: ProofSweepDeps,
  batch = 200,
): Promise<{ count: number; emails: Queued[] }> {
  const repo = createEligibilityDocumentsRepository(tx);
  const emails: Queued[] = [];
  let count = 0;
  let afterId = 0;
  for (;;) {
    const memberships: ProofMembershipRow[] = await repo.runningProofMemberships(afterId, batch);
    if (memberships.length === 0) break;
    afterId = memberships[memberships.length - 1]!.id;
    const states = await proofStates(repo, memberships, now);
    const sent = await repo.remindersSent(memberships.map((m) => m.id));
    for (const state of states) {
      const step = stepOf(state);
      if (!step) continue;
      const m = state.membership;
      if (step.step === 'suspended') {
        await transition(tx, m, 'suspend', { kind: 'system' }, { reason: proofSuspensionReason });
        count++;
      }
      if (sent.has(`${m.id}:${step.key}`)) continue;
      await repo.noteReminder(m, step.key, step.step);
      const queued = await emailFor(tx, repo, m, step.step, state, deps);
      if (queued) emails.push(queued);
      count++;
    }
    if (memberships.length < batch) break;
  }
  return { count, emails };
}

async function emailFor(
  tx: Executor,
  repo: ReturnType<typeof createEligibilityDocumentsRepository>,
  m: ProofMembershipRow,
  step: ProofStep,
  state: ProofState,
  deps: ProofSweepDeps,
): Promise<Queued | null> {
  const holder = await repo.contactOf(m.clientId, m.userId);
  if (!holder) return null;
  // A linked user without an email of their own is written to through the account holder.
  const contact =
    holder.email || holder.parentUserId === null
      ? holder
      : ((await repo.contactOf(m.clientId, holder.parentUserId)) ?? holder);
  if (!contact.email) return null;
  const text = stepText[step];
  const line = text.line
    .replace('{membership}', `${m.name} (${m.reference})`)
    .replace('{reason}', state.latest?.rejectionReason ?? '');
  const e = escapeHtml;
  return deps.mail.queue(tx, {
    clientId: m.clientId,
    to: contact.email,
    subject: text.subject,
    text: [`Hello ${contact.firstName},`, '', line, '', deps.membershipsLink, '', holder.operatorName].join(
      '\n',
    ),
    html: `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(contact.firstName)},</p>
<p>${e(line)}</p>
<p><a href="${e(deps.membershipsLink)}">Go to Memberships</a></p>
<p>${e(holder.operatorName)}</p>
</body></html>`,
  });
}

/** The sweep as server.ts runs it: the emails go out after its transaction (the outbox keeps them meanwhile). */
export function createProofSweep(deps: ProofSweepDeps) {
  return {
    async sweep(tx: Executor, now: Date): Promise<number> {
      const { count, emails } = await sweepEligibilityProof(tx, now, deps);
      if (emails.length > 0)
        setImmediate(() => {
          for (const email of emails) void email.deliver();
        });
      return count;
    },
  };
}
