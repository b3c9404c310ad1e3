import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

const path = '/api/my-account/user/waivers';
const dateTime = /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/;
const gymAnswers = [
  { question_id: 1, answer: 'yes' },
  { question_id: 2, answer: 'Sam Morgan' },
];

describe('waivers', () => {
  const t = useTestApp();
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    // A second operator with a waiver of its own, which nobody here may reach.
    await t.sql("update clients set hosts = '{localhost}'");
    await t.sql(`with other as (insert into clients (name, hosts) values ('Harbour Pools', '{harbour.example}') returning id)
      insert into waivers (client_id, slug, name) select id, 'harbour-swim', 'Harbour swim waiver' from other`);
    for (const username of [demo.username, 'dana.white@example.com', 'eli.brown@example.com']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { username, password: demo.password },
      });
      auth[username] = { authorization: `Bearer ${res.json().token}` };
    }
  });
  const as = (username: string) => auth[username]!;
  const sign = (slug: string, payload: unknown, username = 'eli.brown@example.com') =>
    t.inject({
      method: 'POST',
      url: `${path}/${slug}/sign`,
      headers: as(username),
      payload: payload as object,
    });

  it('lists each waiver at its latest version, with the customer’s signature and answers', async () => {
    const res = await t.inject({ method: 'GET', url: path, headers: as(demo.username) });
    expect(res.statusCode).toBe(200);
    const [gym, swimming] = res.json().data;
    expect(gym.restriction).toEqual({
      id: expect.any(Number),
      slug: 'gym-induction',
      name: 'Gym induction waiver',
      type: 'standard',
    });
    expect(gym.waivers).toHaveLength(1);
    const signed = gym.waivers[0];
    expect(signed).toMatchObject({
      version: 1,
      signed: { datetime_string: expect.stringMatching(dateTime), raw: expect.stringMatching(/Z$/) },
      expires: { date: { full_date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/) } },
      expired: false,
      attendee: { id: expect.any(Number), name: 'Alex Morgan' },
    });
    expect(signed.terms).toContain('<h2>Gym induction</h2>');
    expect(signed.questions).toEqual([
      {
        question: {
          id: 1,
          label: 'Do you have any medical conditions we should know about?',
          type: 'yes_no',
          reference: 'medical-conditions',
          is_required: true,
        },
        answers: [{ id: expect.any(Number), answer: 'no' }],
      },
      {
        question: expect.objectContaining({ id: 2, label: 'Emergency contact name', type: 'text' }),
        answers: [{ id: expect.any(Number), answer: 'Sam Morgan' }],
      },
    ]);
    expect(swimming.restriction).toMatchObject({ slug: 'swimming-consent', type: 'enhanced-pre-waiver' });
    expect(swimming.waivers[0]).toMatchObject({ signed: null, expires: null, expired: false });
    expect(swimming.waivers[0].questions[0].answers).toEqual([]);
  });

  it('hides an expired waiver from the list, and its page says it expired', async () => {
    const list = (await t.inject({ method: 'GET', url: path, headers: as('dana.white@example.com') })).json()
      .data;
    expect(list.map((g: { restriction: { slug: string } }) => g.restriction.slug)).toEqual([
      'swimming-consent',
    ]);
    const page = await t.inject({
      method: 'GET',
      url: `${path}/gym-induction`,
      headers: as('dana.white@example.com'),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.waivers[0]).toMatchObject({
      expired: true,
      signed: { datetime_string: expect.any(String) },
    });
  });

  it('shows times in the operator’s time zone: British Summer Time in July', async () => {
    await t.sql(`update waiver_signatures set signed_at = '2026-07-01T12:05:00Z', expires_at = '2099-01-15T09:30:00Z'
      where user_id = (select id from users where reference = 'C100001')`);
    const page = (
      await t.inject({ method: 'GET', url: `${path}/gym-induction`, headers: as(demo.username) })
    ).json();
    expect(page.data.waivers[0].signed).toEqual({
      datetime_string: '01/07/2026 13:05',
      raw: '2026-07-01T12:05:00.000Z',
    });
    expect(page.data.waivers[0].expires).toEqual({
      date: { full_date: '15 January 2099' },
      datetime_string: '15/01/2099 09:30',
    });
  });

  it('answers 404 with the spec’s words for an unknown waiver and another operator’s', async () => {
    for (const slug of ['no-such-waiver', 'harbour-swim']) {
      const res = await t.inject({ method: 'GET', url: `${path}/${slug}`, headers: as(demo.username) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Could not find this waiver.' });
      expect((await sign(slug, { version: 1, answers: [] })).statusCode).toBe(404);
    }
  });

  it('signs the latest version, valid for the waiver’s months', async () => {
    const res = await sign('gym-induction', { version: 1, answers: gymAnswers });
    expect(res.statusCode).toBe(201);
    const waiver = res.json().data.waivers[0];
    expect(waiver).toMatchObject({
      signed: { datetime_string: expect.stringMatching(dateTime) },
      expired: false,
    });
    const days =
      (Date.parse(`${waiver.expires.date.full_date} 12:00 UTC`) - Date.parse(waiver.signed.raw)) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect(waiver.questions.map((q: { answers: { answer: string }[] }) => q.answers[0]?.answer)).toEqual([
      'yes',
      'Sam Morgan',
    ]);
    const list = (await t.inject({ method: 'GET', url: path, headers: as('eli.brown@example.com') })).json()
      .data;
    expect(list[0].waivers[0].signed).not.toBeNull();
  });

  it('refuses unanswered required questions with 422 keyed by question', async () => {
    const res = await sign('gym-induction', { version: 1, answers: [{ question_id: 2, answer: '  ' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'answers.1': ['Do you have any medical conditions we should know about? is required.'],
        'answers.2': ['Emergency contact name is required.'],
      },
    });
    const unticked = await sign('swimming-consent', {
      version: 1,
      answers: [{ question_id: 3, answer: 'false' }],
    });
    expect(unticked.statusCode).toBe(422);
    expect(Object.keys(unticked.json().errors)).toEqual(['answers.3']);
    const notYesOrNo = await sign('gym-induction', {
      version: 1,
      answers: [gymAnswers[1], { question_id: 1, answer: 'maybe' }],
    });
    expect(notYesOrNo.statusCode).toBe(422);
    expect(notYesOrNo.json().errors).toEqual({
      'answers.1': ['Do you have any medical conditions we should know about? must be yes or no.'],
    });
    const malformed = await sign('gym-induction', { answers: 'yes' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['answers', 'version']);
  });

  it('refuses a version that is no longer the latest with 409, and lists the new one unsigned', async () => {
    await t.sql(`insert into waiver_versions (waiver_id, version, terms_html, questions)
      select waiver_id, 2, '<p>New wording</p>', questions from waiver_versions
      where waiver_id = (select id from waivers where slug = 'gym-induction') and version = 1`);
    const stale = await sign('gym-induction', { version: 1, answers: gymAnswers }, demo.username);
    expect(stale.statusCode).toBe(409);
    const message = 'This waiver has changed. Please read the latest version.';
    expect(stale.json()).toEqual({ message, errors: { version: [message] } });
    const [gym] = (await t.inject({ method: 'GET', url: path, headers: as(demo.username) })).json().data;
    expect(gym.waivers[0]).toMatchObject({ version: 2, signed: null, terms: '<p>New wording</p>' });
    expect((await sign('gym-induction', { version: 2, answers: gymAnswers }, demo.username)).statusCode).toBe(
      201,
    );
  });

  it('answers 401 to a visitor and 419 to a cookie without its CSRF token', async () => {
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `${path}/gym-induction` })).statusCode).toBe(401);
    const anonymous = await t.inject({ method: 'POST', url: `${path}/gym-induction/sign`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const res = await t.inject({
      method: 'POST',
      url: `${path}/gym-induction/sign`,
      headers: { cookie: cookiesOf(login).header },
      payload: { version: 2, answers: gymAnswers },
    });
    expect(res.statusCode).toBe(419);
  });
});
