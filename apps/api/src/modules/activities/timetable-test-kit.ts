import {
  type ActivitySession,
  activitySessionsResponse,
  categoryDatesResponse,
} from '@leisure/contracts/activities';
import { toCamelKeys } from '@leisure/contracts/wire-case';
import { expect } from 'vitest';
import { demo, type TestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';

/** Shared by the activities API tests: days relative to today in London, sign-ins, contract parsing. */
export const day = (offset: number) => addDays(localDate(new Date()), offset);

export const venuePath = '/api/activities/venue/manchester-central';

export async function bearerOf(t: TestApp, username: string): Promise<Record<string, string>> {
  const login = await t.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password: demo.password },
  });
  expect(login.statusCode).toBe(200);
  return { authorization: `Bearer ${login.json().token}` };
}

/** A response's data after checking it against its contract, the way the web client reads it. */
export function sessionsOf(body: unknown): ActivitySession[] {
  return activitySessionsResponse.parse(toCamelKeys(body)).data;
}
export function datesOf(body: unknown) {
  return categoryDatesResponse.parse(toCamelKeys(body)).data;
}

export async function times(
  t: TestApp,
  activity: string,
  date: string,
  headers: Record<string, string> = {},
) {
  return t.inject({ method: 'GET', url: `${venuePath}/activity/${activity}/times?date=${date}`, headers });
}
