import { describe, expect, it } from 'vitest';
import { emailLink } from './config';

describe('emailLink', () => {
  it('starts a page path with PUBLIC_URL, without doubling its slash', () => {
    expect(emailLink({ publicUrl: 'https://book.example.com/', port: 3000 }, '/account/bookings/7')).toBe(
      'https://book.example.com/account/bookings/7',
    );
  });
  it('falls back to this server on localhost, so a demo email still carries a link', () => {
    expect(emailLink({ publicUrl: undefined, port: 3600 }, '/account/bookings/7')).toBe(
      'http://localhost:3600/account/bookings/7',
    );
  });
  it('keeps a page that is already absolute (ACCOUNT_URL on another host)', () => {
    expect(emailLink({ publicUrl: undefined, port: 3000 }, 'https://account.example.com/bookings/7')).toBe(
      'https://account.example.com/bookings/7',
    );
  });
});
