import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { describe, expect, it } from 'vitest';
import { isPassCode, normalisePassCode, passCodeFromScan, refusalOf, typedCodeProblem } from './pass-code';

const code = 'Ab3_-xYz0123456789QRst';

describe('a guest pass code', () => {
  it('is 22 characters of base64url', () => {
    expect(code).toHaveLength(22);
    expect(isPassCode(code)).toBe(true);
    expect(isPassCode(code.slice(1))).toBe(false);
    expect(isPassCode(`${code}A`)).toBe(false);
    expect(isPassCode(`${code.slice(1)}+`)).toBe(false);
    expect(isPassCode(`${code.slice(1)}=`)).toBe(false);
  });

  it('typed with spaces or a line break reads as the code', () => {
    expect(normalisePassCode(` ${code.slice(0, 11)} ${code.slice(11)}\n`)).toBe(code);
    expect(typedCodeProblem(` ${code.slice(0, 11)}  ${code.slice(11)} `)).toBeNull();
  });

  it('says what is wrong with a typed code before anything is sent', () => {
    expect(typedCodeProblem('')).toBe('empty');
    expect(typedCodeProblem('   ')).toBe('empty');
    expect(typedCodeProblem(code.slice(0, 21))).toBe('length');
    expect(typedCodeProblem(`${code}x`)).toBe('length');
    expect(typedCodeProblem(`${code.slice(0, 21)}!`)).toBe('characters');
    expect(typedCodeProblem('https://x/guest-pass/a')).toBe('characters');
  });

  it('is read from a QR code holding the code, or a link to the guest’s pass page', () => {
    expect(passCodeFromScan(code)).toBe(code);
    expect(passCodeFromScan(` ${code}\n`)).toBe(code);
    expect(passCodeFromScan(`https://leisure.example/guest-pass/${code}`)).toBe(code);
    expect(passCodeFromScan(`https://leisure.example/guest-pass/${code}?utm=x`)).toBe(code);
    expect(passCodeFromScan(`https://leisure.example/guest-pass/${code}x`)).toBeNull();
    expect(passCodeFromScan('https://example.com/menu')).toBeNull();
    expect(passCodeFromScan('WIFI:S:Gym;T:WPA;P:secret;;')).toBeNull();
  });
});

describe('a refused redemption', () => {
  it('shows the server’s own words under the kind of refusal they name', () => {
    const cases = [
      [409, guestPassMessages.alreadyRedeemed, 'already-redeemed'],
      [422, guestPassMessages.otherVenue, 'other-venue'],
      [422, guestPassMessages.expired, 'expired'],
      [422, guestPassMessages.notYetValid, 'not-yet-valid'],
      [404, guestPassMessages.notFound, 'not-found'],
    ] as const;
    for (const [status, message, kind] of cases) {
      expect(refusalOf(status, message, 'generic')).toEqual({ kind, message });
    }
  });

  it('falls back on the status when the words are not the known ones', () => {
    expect(refusalOf(404, guestPassMessages.disabled, 'generic')).toEqual({
      kind: 'not-found',
      message: guestPassMessages.disabled,
    });
    expect(refusalOf(404, null, 'generic')).toEqual({
      kind: 'not-found',
      message: guestPassMessages.notFound,
    });
    expect(refusalOf(409, null, 'generic').kind).toBe('already-redeemed');
    expect(refusalOf(500, null, 'Something went wrong')).toEqual({
      kind: 'other',
      message: 'Something went wrong',
    });
    expect(refusalOf(403, 'Not your venue.', 'generic')).toEqual({
      kind: 'other',
      message: 'Not your venue.',
    });
  });
});
