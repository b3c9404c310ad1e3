import { describe, expect, it } from 'vitest';
import { idleTimes } from './idle-times';
import {
  codeProblem,
  isTotpCode,
  normaliseCode,
  normaliseRecoveryCode,
  stepAfterPassword,
} from './login-steps';

describe('staff sign-in steps', () => {
  it('enrols on a first sign-in and verifies after', () => {
    expect(stepAfterPassword('enrol')).toEqual({ name: 'enrol' });
    expect(stepAfterPassword('verify')).toEqual({ name: 'verify', recovery: false });
  });

  it('takes a code typed with spaces or a dash, and only six digits', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(isTotpCode('123-456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
  });

  it('says what is wrong with a code before sending it', () => {
    expect(codeProblem('', false)).toBe('required');
    expect(codeProblem('12', false)).toBe('format');
    expect(codeProblem('123456', false)).toBeNull();
    expect(codeProblem('  ', true)).toBe('required');
    expect(codeProblem(' AbCd-1234 ', true)).toBeNull();
    expect(normaliseRecoveryCode(' AbCd-1234 ')).toBe('AbCd-1234');
  });
});

describe('idle times', () => {
  it('warns a minute before a long limit', () => {
    expect(idleTimes(900)).toEqual({ warnMs: 840_000, logoutMs: 900_000 });
  });

  it('warns at least 20 s before a short one', () => {
    const { warnMs, logoutMs } = idleTimes(45);
    expect(logoutMs - warnMs).toBeGreaterThanOrEqual(20_000);
    expect(idleTimes(10)).toEqual({ warnMs: 0, logoutMs: 10_000 });
  });
});
