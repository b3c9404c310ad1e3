import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, normaliseExpiry, outcomeOf, passesLuhn, readerCards } from './sandbox-cards';

const now = new Date('2026-11-23T12:00:00Z');

describe('sandbox card checks', () => {
  it('accepts the test cards by Luhn and refuses a mistyped digit', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '4000002760003184']) {
      expect(passesLuhn(n)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });

  it('decides each test card’s outcome', () => {
    expect(outcomeOf('4242424242424242')).toBe('authorised');
    expect(outcomeOf('4000000000000002')).toBe('declined');
    expect(outcomeOf('4000000000009995')).toBe('insufficient_funds');
    expect(outcomeOf('4000002760003184')).toBe('challenge');
    expect(brandOf('4242424242424242')).toBe('visa');
  });

  it('refuses an expiry in the past or not a month', () => {
    expect(normaliseExpiry('12/30', now)).toBe('12/30');
    expect(normaliseExpiry('11/26', now)).toBe('11/26');
    expect(normaliseExpiry('10/26', now)).toBeNull();
    expect(normaliseExpiry('13/30', now)).toBeNull();
    expect(normaliseExpiry('1230', now)).toBeNull();
  });

  it('keeps only what may be kept and names every bad field', () => {
    const good = checkCard(
      { holderName: 'A Morgan', number: '4242 4242 4242 4242', expiry: '12/30', securityCode: '123' },
      now,
    );
    expect(good).toMatchObject({ ok: true, card: { lastFour: '4242', brand: 'visa', expiry: '12/30' } });
    const bad = checkCard(
      { holderName: '', number: '4242 4242 4242 4241', expiry: '01/20', securityCode: '1' },
      now,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.card_number).toEqual(['Please enter a valid card number']);
      expect(bad.errors.expiry).toEqual(['Please enter a valid expiry date']);
      expect(bad.errors.security_code).toEqual(['Please enter a valid security code']);
    }
  });

  it('offers the desk reader only valid cards, each an outcome a terminal gives (no 3-D Secure)', () => {
    const outcomes = readerCards.map((card) => {
      expect(passesLuhn(card.number)).toBe(true);
      return outcomeOf(card.number);
    });
    expect(outcomes).toEqual(['authorised', 'declined', 'insufficient_funds']);
  });
});
