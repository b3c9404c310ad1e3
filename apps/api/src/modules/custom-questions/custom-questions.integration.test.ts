import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, useTestApp } from '../../../test/test-app';
import { createMembershipsRepository } from '../memberships/memberships.repository';
import { createCustomQuestionsRepository } from './custom-questions.repository';
import { membershipNotFoundMessage } from './custom-questions.service';

type Question = { id: number; reference: string; type: string; default: unknown; is_required: boolean };
type Rows<T> = { rows: T[] };

describe('custom questions', () => {
  const t = useTestApp();
  const one = async <T>(text: string) =>
    ((await t.database.db.execute(sql.raw(text))) as unknown as Rows<T>).rows[0]!;
  let clientId: number;
  const users: Record<'alex' | 'mia' | 'priya', number> = { alex: 0, mia: 0, priya: 0 };
  const types: Record<string, number> = {};
  let alex: Record<string, string>;
  let priya: Record<string, string>;
  let asked: Record<string, number>;

  const membershipOf = async (userId: number, type = 'gym-and-swim') =>
    createMembershipsRepository(t.database.db).insert({
      clientId,
      userId,
      reference: `M-${userId}-${Math.random()}`,
      name: 'Gym & Swim',
      membershipTypeId: types[type]!,
    });
  const questionsOf = async (typeId: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/custom-questions/memberships/${typeId}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Question[];
  };
  const answer = (membershipId: number, headers: Record<string, string>, answers: unknown[]) =>
    t.inject({
      method: 'POST',
      url: `/api/custom-questions/memberships/${membershipId}`,
      headers,
      payload: { answers },
    });
  const stored = async (membershipId: number) =>
    (
      (await t.database.db.execute(
        sql`select question_id, answer from custom_question_answers where membership_id = ${membershipId} order by question_id`,
      )) as unknown as Rows<{ question_id: number; answer: unknown }>
    ).rows.map((row) => [row.question_id, row.answer]);

  beforeAll(async () => {
    for (const [name, reference] of [
      ['alex', 'C100001'],
      ['mia', 'C100030'],
      ['priya', 'C100002'],
    ] as const) {
      const user = await one<{ id: number; client_id: number }>(
        `select id, client_id from users where reference = '${reference}'`,
      );
      users[name] = user.id;
      clientId = user.client_id;
    }
    for (const slug of ['gym-and-swim', 'junior-swim', 'active-60'])
      types[slug] = (await one<{ id: number }>(`select id from membership_types where slug = '${slug}'`)).id;
    alex = await bearerOf(t);
    priya = await bearerOf(t, 'priya.shah@example.com');
    asked = Object.fromEntries((await questionsOf(types['gym-and-swim']!)).map((q) => [q.reference, q.id]));
  });

  /** A full set of answers to Gym & Swim's questions, as the joining page sends them. */
  const allAnswers = () => [
    { question_id: asked['heard-about-us'], answer: 'Social media' },
    { question_id: asked['fitness-goals'], answer: ['Build strength', 'Reduce stress'] },
    { question_id: asked['emergency-contact-phone'], answer: '07700 900123' },
    { question_id: asked['visits-per-week'], answer: 3 },
    { question_id: asked['last-exercised'], answer: '2024-02-29' },
    { question_id: asked['free-induction'], answer: true },
  ];

  it('lists the questions a type asks, in order, with defaults of their own type', async () => {
    const questions = await questionsOf(types['gym-and-swim']!);
    expect(questions.map((q) => [q.reference, q.type, q.default, q.is_required])).toEqual([
      ['heard-about-us', 'select', null, false],
      ['fitness-goals', 'multi_select', null, false],
      ['emergency-contact-phone', 'text', null, true],
      ['visits-per-week', 'number', 2, false],
      ['last-exercised', 'date', null, false],
      ['free-induction', 'checkbox', true, false],
    ]);
    expect(questions[0]).toMatchObject({
      label: 'How did you hear about us?',
      options: expect.arrayContaining(['Social media']),
      placeholder: null,
    });
  });

  it('asks nothing for a type without questions, nor for a type the operator does not have', async () => {
    expect(await questionsOf(types['junior-swim']!)).toEqual([]);
    expect(await questionsOf(2_000_000)).toEqual([]);
  });

  it('keeps the answers to a membership, and a second answering replaces the first', async () => {
    const membershipId = await membershipOf(users.alex);
    const first = await answer(membershipId, alex, allAnswers());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual(allAnswers());

    const second = await answer(membershipId, alex, [
      { question_id: asked['emergency-contact-phone'], answer: '0161 496 0000' },
      { question_id: asked['heard-about-us'], answer: '' },
      { question_id: asked['free-induction'], answer: false },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await stored(membershipId)).toEqual(
      [
        [asked['emergency-contact-phone'], '0161 496 0000'],
        [asked['free-induction'], false],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('refuses a missing required answer, a bad date, an option not offered and another type’s question', async () => {
    const membershipId = await membershipOf(users.alex);
    expect((await answer(membershipId, alex, allAnswers())).statusCode).toBe(200);
    const before = await stored(membershipId);
    const otherQuestion = await createCustomQuestionsRepository(t.database.db).insertQuestion(
      { clientId, reference: 'swim-ability', label: 'Can you swim 25 metres?', type: 'checkbox' },
      ['active-60'],
    );
    const res = await answer(membershipId, alex, [
      ...allAnswers().filter((a) => a.question_id !== asked['emergency-contact-phone']),
      { question_id: otherQuestion, answer: true },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      [`answers.${asked['emergency-contact-phone']}`]: ['Emergency contact phone number is required.'],
      [`answers.${otherQuestion}`]: ['This question is not asked for this membership.'],
    });

    const bad = await answer(
      membershipId,
      alex,
      allAnswers().map((a) =>
        a.question_id === asked['last-exercised']
          ? { ...a, answer: '2025-02-29' }
          : a.question_id === asked['heard-about-us']
            ? { ...a, answer: 'Television' }
            : a,
      ),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      [`answers.${asked['last-exercised']}`]: ['Date must be valid.'],
      [`answers.${asked['heard-about-us']}`]: ['How did you hear about us? must be one of the options.'],
    });
    expect(await stored(membershipId)).toEqual(before);
  });

  it('asks who is answering first, and finds no one else’s membership', async () => {
    const membershipId = await membershipOf(users.alex);
    const anonymous = await answer(membershipId, {}, [{ question_id: 'not even a number' }]);
    expect(anonymous.statusCode).toBe(401);

    const someoneElse = await answer(membershipId, priya, allAnswers());
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json().message).toBe(membershipNotFoundMessage);
    expect((await answer(2_000_000, alex, allAnswers())).statusCode).toBe(404);
    expect(await stored(membershipId)).toEqual([]);
  });

  it('lets an account holder answer for a family member’s membership', async () => {
    const membershipId = await membershipOf(users.mia);
    const res = await answer(membershipId, alex, allAnswers());
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(membershipId)).toHaveLength(6);
    // …and not the other way round: Priya is no family of Mia's.
    expect((await answer(membershipId, priya, allAnswers())).statusCode).toBe(404);
  });
});
