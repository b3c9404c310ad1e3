import { http } from '@/lib/http';
import type { Enrolment, SecondFactorStep, StaffMe } from './staff-types';

/** POST /api/foh/auth/login: a wrong password is an answer to show (401), not a lost session. */
export function staffLogin(input: { username: string; password: string }): Promise<SecondFactorStep> {
  return http<{ data: { secondFactor: SecondFactorStep } }>('/api/foh/auth/login', {
    method: 'POST',
    body: input,
    allow401: true,
  }).then((response) => response.data.secondFactor);
}

export function startEnrolment(): Promise<Enrolment> {
  return http<{ data: Enrolment }>('/api/foh/auth/second-factor/enrolment', {
    method: 'POST',
    allow401: true,
  }).then((response) => response.data);
}

export function confirmEnrolment(code: string): Promise<string[]> {
  return http<{ data: { recoveryCodes: string[] } }>('/api/foh/auth/second-factor/enrolment/confirm', {
    method: 'POST',
    body: { code },
    allow401: true,
  }).then((response) => response.data.recoveryCodes);
}

export function verifySecondFactor(answer: { code: string } | { recoveryCode: string }): Promise<StaffMe> {
  return http<{ data: StaffMe }>('/api/foh/auth/second-factor', {
    method: 'POST',
    body: answer,
    allow401: true,
  }).then((response) => response.data);
}

export function staffLogout(): Promise<void> {
  return http<void>('/api/foh/auth/logout', { method: 'POST', allow401: true });
}

export function setDeskVenue(venueId: number): Promise<StaffMe> {
  return http<{ data: StaffMe }>('/api/foh/me/desk-venue', {
    method: 'PUT',
    body: { venueId },
  }).then((response) => response.data);
}
