import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eligibilityDocumentMessages as messages } from '@leisure/contracts/eligibility-document-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skyParkerSession } from '../../../test/fixtures/staff-fixtures';
import { awayFromWindowEnd, bearerOf, useTestApp } from '../../../test/test-app';
import type { Email } from '../mail/mail.service';
import { reviewMessages } from './document-review';
import { documentUploadRule } from './document-upload';
import { sweepEligibilityProof } from './eligibility-sweeps';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eligibility-documents-'));
const uploadUrl = '/api/my-account/eligibility/document';
const staffUrl = '/api/staff/eligibility-documents';

const pdf = (size = 2_000) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** A multipart body as a browser's FormData sends it: the fields, then the file. */
function form(fields: Record<string, string | number>, file: Buffer | null, filename = 'card.pdf') {
  const boundary = `----leisure${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('eligibility documents', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const as: Record<string, Record<string, string>> = {};
  let studentCriterion = 0;
  let studentCard = 0;
  let letter = 0;

  const one = async <T>(text: string) => ((await t.sql(text)) as { rows: T[] }).rows[0]!;
  const membershipOf = (reference: string) =>
    one<{ id: number; status: string }>(
      `select m.id, m.status from memberships m join users u on u.id = m.user_id
       where u.reference = '${reference}' order by m.id desc limit 1`,
    );
  const upload = (
    who: Record<string, string> | null,
    fields: Record<string, string | number>,
    file: Buffer | null = pdf(),
    filename?: string,
  ) => {
    const body = form(fields, file, filename);
    return t.inject({
      method: 'POST',
      url: uploadUrl,
      payload: body.payload,
      headers: { ...body.headers, ...who },
    });
  };
  const fieldsFor = (membershipId: number, typeId = studentCard) => ({
    eligibility_document_type_id: typeId,
    membership_id: membershipId,
    eligibility_criterion_id: studentCriterion,
  });
  const listOf = async (who: Record<string, string>) =>
    (await t.inject({ method: 'GET', url: '/api/my-account/user/memberships', headers: who })).json()
      .data as {
      id: number;
      status: string;
      membership_type: {
        eligibility_criterion: { id: number; document_types: { id: number; name: string }[] } | null;
      };
      document: {
        status: string;
        rejection_reason: string | null;
        document_expiry: { document_expiring_soon: boolean; expired: boolean } | null;
        type: { name: string } | null;
      } | null;
    }[];

  beforeAll(async () => {
    for (const [name, username] of [
      ['gus', 'gus.hall@example.com'],
      ['alex', 'alex.morgan@example.com'],
      ['priya', 'priya.shah@example.com'],
      ['vic', 'vic.stone@example.com'],
      ['rosa', 'rosa.lee@example.com'],
      ['tara', 'tara.webb@example.com'],
      ['riley', 'riley.shaw@example.com'],
    ] as const)
      as[name] = await bearerOf(t, username);
    // Staff review at the desk, with a staff session past its second factor (decision 052).
    as.staff = await skyParkerSession(t);
    ({ id: studentCriterion } = await one<{ id: number }>(
      `select id from eligibility_criteria where name = 'Student'`,
    ));
    ({ id: studentCard } = await one<{ id: number }>(
      `select id from eligibility_document_types where name = 'Student card'`,
    ));
    ({ id: letter } = await one<{ id: number }>(
      `select id from eligibility_document_types where name = 'Letter from a college or university'`,
    ));
  });

  describe('the memberships list', () => {
    it('names the criterion’s kinds of document by their ids, and each membership’s latest document', async () => {
      const [gus] = await listOf(as.gus!);
      expect(gus!.membership_type.eligibility_criterion).toEqual({
        id: studentCriterion,
        document_types: [
          { id: studentCard, name: 'Student card' },
          { id: letter, name: 'Letter from a college or university' },
        ],
      });
      expect(gus!.document).toBeNull();
      const [rosa] = await listOf(as.rosa!);
      expect(rosa!.document).toEqual({
        status: 'rejected',
        rejection_reason: 'The photo is blurred and the expiry date cannot be read',
        document_expiry: null,
        type: { name: 'Student card' },
      });
      const [tara] = await listOf(as.tara!);
      expect(tara!.document).toMatchObject({
        status: 'approved',
        document_expiry: { document_expiring_soon: true, expired: false },
      });
    });

    it('lists no criterion for a membership whose criterion only bands ages', async () => {
      const riley = await listOf(as.riley!);
      expect(riley.length).toBeGreaterThan(0);
      for (const m of riley) expect(m.membership_type.eligibility_criterion).toBeNull();
    });
  });

  describe('POST my-account/eligibility/document', () => {
    it('answers 401 to a visitor', async () => {
      const gus = await membershipOf('C100024');
      const res = await upload(null, fieldsFor(gus.id));
      expect(res.statusCode).toBe(401);
    });

    it('keeps the owner’s document as pending (201); the list shows it and no longer asks for proof', async () => {
      const gus = await membershipOf('C100024');
      const before = (await t.inject({ method: 'GET', url: '/api/auth/user', headers: as.gus! })).json().data;
      expect(before.membership_document_upload_required).toBe(true);
      expect(before.days_allowance_to_upload_eligibility_document).toBe(14);
      const res = await upload(as.gus!, fieldsFor(gus.id, letter));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'pending',
        membership_id: gus.id,
        type: { id: letter, name: 'Letter from a college or university' },
      });
      const row = await one<{ status: string; content_type: string; size_bytes: number; file: string }>(
        `select status, content_type, size_bytes, file from eligibility_documents where id = ${res.json().data.id}`,
      );
      expect(row).toMatchObject({ status: 'pending', content_type: 'application/pdf', size_bytes: 2_000 });
      expect(row.file).toMatch(/^eligibility-documents\/\d+\/[0-9a-f-]+\.pdf$/);
      const [listed] = await listOf(as.gus!);
      expect(listed!.document).toMatchObject({
        status: 'pending',
        type: { name: 'Letter from a college or university' },
      });
      const after = (await t.inject({ method: 'GET', url: '/api/auth/user', headers: as.gus! })).json().data;
      expect(after.membership_document_upload_required).toBe(false);
    });

    it('takes a linked user’s membership from the one who acts for them', async () => {
      const { id } = await one<{ id: number }>(
        `insert into memberships (client_id, user_id, reference, name, status, membership_type_id)
         select u.client_id, u.id, 'M-MIA-STUDENT', t.name, 'active', t.id from users u, membership_types t
         where u.reference = 'C100030' and t.slug = 'student-gym' returning id`,
      );
      const res = await upload(as.alex!, fieldsFor(id), jpeg(), 'mia.jpg');
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses another customer’s membership as unknown, and changes nothing', async () => {
      const rosa = await membershipOf('C100070');
      const count = `select count(*)::int as n from eligibility_documents where membership_id = ${rosa.id}`;
      const { n } = await one<{ n: number }>(count);
      const res = await upload(as.priya!, fieldsFor(rosa.id));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ membership_id: [messages.membershipNotFound] });
      expect((await one<{ n: number }>(count)).n).toBe(n);
    });

    it('refuses a file of 20,000,001 bytes while it streams: "File size exceeds 20mb."', async () => {
      const rosa = await membershipOf('C100070');
      const res = await upload(as.rosa!, fieldsFor(rosa.id), pdf(20_000_001));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ document: ['File size exceeds 20mb.'] });
    });

    it('takes a file of exactly 20,000,000 bytes', async () => {
      const rosa = await membershipOf('C100070');
      const res = await upload(as.rosa!, fieldsFor(rosa.id), pdf(20_000_000));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses a renamed executable, whatever its name and claimed type', async () => {
      const tara = await membershipOf('C100072');
      const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(500)]);
      const res = await upload(as.tara!, fieldsFor(tara.id), exe, 'student-card.pdf');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ document: [messages.notAllowedType] });
    });

    it('refuses a criterion that is not the membership type’s', async () => {
      const tara = await membershipOf('C100072');
      const { id: adult } = await one<{ id: number }>(
        `select id from eligibility_criteria where name like 'Adult%'`,
      );
      const res = await upload(as.tara!, { ...fieldsFor(tara.id), eligibility_criterion_id: adult });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ eligibility_criterion_id: [messages.criterionMismatch] });
    });

    it('refuses a kind of document that does not prove the criterion', async () => {
      const tara = await membershipOf('C100072');
      const { id: other } = await one<{ id: number }>(
        `with c as (insert into eligibility_criteria (client_id, name, proof_required)
           select client_id, 'Carer', true from eligibility_criteria where id = ${studentCriterion} returning id, client_id)
         insert into eligibility_document_types (client_id, eligibility_criterion_id, name)
         select client_id, id, 'Carer''s allowance letter' from c returning id`,
      );
      const res = await upload(as.tara!, fieldsFor(tara.id, other));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ eligibility_document_type_id: [messages.documentTypeMismatch] });
    });

    it('counts uploads per customer: the 21st within the hour is a 429, read before the file is', async () => {
      await awayFromWindowEnd(documentUploadRule.windowMs);
      const umar = await bearerOf(t, 'umar.khan@example.com');
      const membership = await membershipOf('C100073');
      for (let i = 0; i < documentUploadRule.limit; i++)
        expect((await upload(umar, fieldsFor(membership.id), pdf(100))).statusCode).toBe(201);
      const refused = await upload(umar, fieldsFor(membership.id), pdf(100));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('asks for each missing field and for the file', async () => {
      const res = await upload(as.tara!, {}, null);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'document',
        'eligibility_criterion_id',
        'eligibility_document_type_id',
        'membership_id',
      ]);
      expect(res.json().errors.document).toEqual([messages.documentRequired]);
    });
  });

  describe('staff review', () => {
    let documentId = 0;
    beforeAll(async () => {
      const tara = await membershipOf('C100072');
      const res = await upload(as.tara!, fieldsFor(tara.id), pdf(3_000));
      documentId = res.json().data.id;
    });

    it('is staff only: a visitor gets 401 and a customer 403 on every call', async () => {
      const calls = [
        { method: 'GET' as const, url: `${staffUrl}?status=pending` },
        { method: 'GET' as const, url: `${staffUrl}/${documentId}/file` },
        {
          method: 'POST' as const,
          url: `${staffUrl}/${documentId}/approve`,
          payload: { expires_on: '2099-01-01' },
        },
        { method: 'POST' as const, url: `${staffUrl}/${documentId}/reject`, payload: { reason: 'No' } },
      ];
      for (const call of calls) {
        expect((await t.inject(call)).statusCode, call.url).toBe(401);
        expect((await t.inject({ ...call, headers: as.tara! })).statusCode, call.url).toBe(403);
      }
      const { status } = await one<{ status: string }>(
        `select status from eligibility_documents where id = ${documentId}`,
      );
      expect(status).toBe('pending');
    });

    it('lists the pending documents with their customer and membership, and serves the file as judged', async () => {
      const queue = (
        await t.inject({ method: 'GET', url: `${staffUrl}?status=pending`, headers: as.staff! })
      ).json().data as { id: number; customer: { reference: string }; membership: { reference: string } }[];
      const listed = queue.find((d) => d.id === documentId);
      expect(listed).toMatchObject({
        customer: { reference: 'C100072' },
        membership: { reference: 'M100072' },
      });
      const file = await t.inject({
        method: 'GET',
        url: `${staffUrl}/${documentId}/file`,
        headers: as.staff!,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.length).toBe(3_000);
    });

    it('approves with an end date, once: a second decision is a 409', async () => {
      const res = await t.inject({
        method: 'POST',
        url: `${staffUrl}/${documentId}/approve`,
        headers: as.staff!,
        payload: { expires_on: '2099-06-30' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'approved', expires_on: '2099-06-30' });
      const again = await t.inject({
        method: 'POST',
        url: `${staffUrl}/${documentId}/reject`,
        headers: as.staff!,
        payload: { reason: 'Too late' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(reviewMessages.reviewed);
      const [tara] = await listOf(as.tara!);
      expect(tara!.document).toMatchObject({
        status: 'approved',
        document_expiry: { document_expiring_soon: false, expired: false },
      });
    });

    it('decides a document once when two staff decide it at once', async () => {
      const rosa = await membershipOf('C100070');
      const sent = await upload(as.rosa!, fieldsFor(rosa.id));
      const id = sent.json().data.id;
      const answers = await Promise.all([
        t.inject({
          method: 'POST',
          url: `${staffUrl}/${id}/approve`,
          headers: as.staff!,
          payload: { expires_on: '2099-06-30' },
        }),
        t.inject({
          method: 'POST',
          url: `${staffUrl}/${id}/reject`,
          headers: as.staff!,
          payload: { reason: 'Blurred' },
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const row = await one<{ status: string; rejection_reason: string | null }>(
        `select status, rejection_reason from eligibility_documents where id = ${id}`,
      );
      expect(row.status === 'approved' ? row.rejection_reason : 'Blurred').toBe(
        row.status === 'approved' ? null : row.rejection_reason,
      );
    });

    it('refuses an end date already past', async () => {
      const sam = await membershipOf('C100071');
      const sent = await upload(await bearerOf(t, 'sam.cole@example.com'), fieldsFor(sam.id));
      const res = await t.inject({
        method: 'POST',
        url: `${staffUrl}/${sent.json().data.id}/approve`,
        headers: as.staff!,
        payload: { expires_on: '2020-01-01' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ expires_on: [reviewMessages.expired] });
    });

    it('rejects with a reason the member is shown', async () => {
      const rosa = await membershipOf('C100070');
      const sent = await upload(as.rosa!, fieldsFor(rosa.id));
      const res = await t.inject({
        method: 'POST',
        url: `${staffUrl}/${sent.json().data.id}/reject`,
        headers: as.staff!,
        payload: { reason: 'The card has no photo' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [listed] = await listOf(as.rosa!);
      expect(listed!.document).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The card has no photo',
      });
    });

    it('reinstates a membership suspended for want of proof when its proof is approved', async () => {
      const vic = await membershipOf('C100074');
      expect(vic.status).toBe('suspended');
      const sent = await upload(as.vic!, fieldsFor(vic.id));
      expect(sent.statusCode, sent.body).toBe(201);
      const res = await t.inject({
        method: 'POST',
        url: `${staffUrl}/${sent.json().data.id}/approve`,
        headers: as.staff!,
        payload: { expires_on: '2099-06-30' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await membershipOf('C100074')).status).toBe('active');
      const event = await one<{ event: string; actor: string; details: { reason: string } }>(
        `select event, actor, details from membership_events where membership_id = ${vic.id} order by id desc limit 1`,
      );
      expect(event).toMatchObject({
        event: 'reinstate',
        actor: 'staff',
        details: { reason: 'eligibility-proof' },
      });
    });

    it('leaves a membership suspended for unpaid collections suspended', async () => {
      const { id } = await one<{ id: number }>(
        `insert into memberships (client_id, user_id, reference, name, status, membership_type_id)
         select u.client_id, u.id, 'M-ROSA-2', t.name, 'suspended', t.id from users u, membership_types t
         where u.reference = 'C100070' and t.slug = 'student-gym' returning id`,
      );
      await t.sql(`insert into membership_events (client_id, membership_id, event, from_status, to_status, actor, details)
        select client_id, id, 'suspend', 'active', 'suspended', 'system', '{"reason":"failed-collections"}' from memberships where id = ${id}`);
      const sent = await upload(as.rosa!, fieldsFor(id));
      await t.inject({
        method: 'POST',
        url: `${staffUrl}/${sent.json().data.id}/approve`,
        headers: as.staff!,
        payload: { expires_on: '2099-06-30' },
      });
      expect((await one<{ status: string }>(`select status from memberships where id = ${id}`)).status).toBe(
        'suspended',
      );
    });
  });
});

describe('the proof-of-eligibility sweep', () => {
  const t = useTestApp();
  const one = async <T>(text: string) => ((await t.sql(text)) as { rows: T[] }).rows[0]!;
  const run = async (now = new Date()) => {
    const emails: Email[] = [];
    const mail = {
      queue: async (_tx: unknown, email: Email) => {
        emails.push(email);
        return { id: 0, deliver: async () => {} };
      },
    };
    const result = await t.database.db.transaction((tx) =>
      sweepEligibilityProof(tx, now, { mail, membershipsLink: 'http://account.test/memberships' }),
    );
    return { ...result, emails };
  };

  it('emails each member at their step once, and suspends after the allowance without proof', async () => {
    // Gus joined 20 days ago with nothing uploaded: past the operator's 14 days.
    await t.sql(`update memberships set starts_at = now() - interval '20 days'
      where user_id = (select id from users where reference = 'C100024')`);
    const first = await run();
    const to = (address: string) => first.emails.filter((e) => e.to === address).map((e) => e.subject);
    expect(to('tara.webb@example.com')).toEqual(['Your proof of eligibility is due to expire']);
    expect(to('eli.brown@example.com')).toEqual(['Your proof of eligibility is due to expire']);
    expect(to('sam.cole@example.com')).toEqual(['Your proof of eligibility has expired']);
    expect(to('rosa.lee@example.com')).toEqual(['Your proof of eligibility was not accepted']);
    expect(to('wren.patel@example.com')).toEqual(['Proof of eligibility is required for your membership']);
    expect(to('gus.hall@example.com')).toEqual(['Your membership has been suspended']);
    // Waiting for review: nothing to ask.
    expect(to('umar.khan@example.com')).toEqual([]);
    expect(first.emails.find((e) => e.to === 'rosa.lee@example.com')!.text).toContain(
      'The photo is blurred and the expiry date cannot be read',
    );

    const gus = await one<{ id: number; status: string }>(
      `select m.id, m.status from memberships m join users u on u.id = m.user_id where u.reference = 'C100024'`,
    );
    expect(gus.status).toBe('suspended');
    expect(
      await one(
        `select event, actor, details from membership_events where membership_id = ${gus.id} and event = 'suspend'`,
      ),
    ).toEqual({ event: 'suspend', actor: 'system', details: { reason: 'eligibility-proof' } });

    const second = await run();
    expect(second.emails).toEqual([]);
    expect(second.count).toBe(0);
  });

  it('writes again for a new step: a new document rejected is a new email', async () => {
    await t.sql(`insert into eligibility_documents (client_id, user_id, membership_id, document_type, status, rejection_reason, uploaded_at)
      select m.client_id, m.user_id, m.id, 'Student card', 'rejected', 'Wrong name', now()
      from memberships m join users u on u.id = m.user_id where u.reference = 'C100075'`);
    const { emails } = await run();
    expect(emails.map((e) => [e.to, e.subject])).toEqual([
      ['wren.patel@example.com', 'Your proof of eligibility was not accepted'],
    ]);
  });
});
