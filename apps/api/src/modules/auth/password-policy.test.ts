import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordMessages } from './password-policy';

describe('new passwords', () => {
  it('knows at least a thousand common passwords, in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('QWERTY123!')).toBe(true);
    expect(isCommonPassword('Everyday-Leisure-2026')).toBe(false);
    const checked = ['123456', 'iloveyou', 'letmein', 'Summer2026!', 'Liverpool1!', 'P@ssw0rd1'];
    expect(checked.every(isCommonPassword)).toBe(true);
  });

  it('gives the help text for a broken rule, the refusal for a common one, and the confirmation mismatch', () => {
    expect(newPasswordMessages('Swim-Lanes-42', 'Swim-Lanes-42')).toEqual([]);
    expect(newPasswordMessages('swimlanes', 'swimlanes')[0]).toMatch(/^Your password must be at least 8/);
    expect(newPasswordMessages('Welcome1!', 'Welcome1!')).toEqual([
      'This password is too common. Please choose another.',
    ]);
    expect(newPasswordMessages('Swim-Lanes-42', 'Swim-Lanes-24')).toEqual([
      'The password confirmation does not match.',
    ]);
  });
});
