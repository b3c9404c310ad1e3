import { describe, expect, it } from 'vitest';
import { isoDuration, majorUnits, offers, plainText, zonedIso } from './opportunity-parts';

describe('the parts every OpenActive item is built from', () => {
  it('turns minor units into pounds', () => {
    expect(majorUnits(1100)).toBe(11);
    expect(majorUnits(1345)).toBe(13.45);
    expect(majorUnits(5)).toBe(0.05);
    expect(majorUnits(0)).toBe(0);
  });

  it('writes minutes as an ISO 8601 duration', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(0)).toBe('PT0M');
  });

  it("writes an instant with the venue's offset, in winter and in summer", () => {
    expect(zonedIso(new Date('2026-11-27T07:00:00Z'), 'Europe/London')).toBe('2026-11-27T07:00:00+00:00');
    expect(zonedIso(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02T00:30:00+01:00');
    expect(zonedIso(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(zonedIso(new Date('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-01T17:30:00+05:30');
  });

  it('keeps the text of sanitised HTML, its paragraphs apart and its entities read', () => {
    expect(
      plainText('<p>Low&nbsp;impact &amp; <strong>fun</strong>.</p><p>Bring&#39;s water<br>and a towel.</p>'),
    ).toBe("Low impact & fun.\nBring's water\nand a towel.");
    expect(plainText('<ul><li>Mats</li><li>Blocks &lt;3</li></ul>')).toBe('Mats\nBlocks <3');
    expect(plainText('&#x1F3CA; swim &unknown;')).toBe('🏊 swim &unknown;');
  });

  it('publishes the prices anyone may pay, and no price for a benefit or a package usage', () => {
    const list = offers(
      [
        { kind: 'payg', name: 'Adult', price: 1100 },
        { kind: 'payg', name: 'Junior', price: 600 },
        { kind: 'member', name: 'Member', price: 550 },
        { kind: 'benefit', name: 'Included in membership', price: 0 },
        { kind: 'package', name: '10-visit pass', price: 0 },
      ],
      'https://x.example/openactive/session-series/1',
      'GBP',
    );
    expect(list).toEqual([
      {
        '@type': 'Offer',
        '@id': 'https://x.example/openactive/session-series/1#/offers/payg',
        name: 'Adult',
        price: 11,
        priceCurrency: 'GBP',
      },
      {
        '@type': 'Offer',
        '@id': 'https://x.example/openactive/session-series/1#/offers/payg-1',
        name: 'Junior',
        price: 6,
        priceCurrency: 'GBP',
      },
      {
        '@type': 'Offer',
        '@id': 'https://x.example/openactive/session-series/1#/offers/member',
        name: 'Member',
        description: 'The price for members.',
        price: 5.5,
        priceCurrency: 'GBP',
      },
    ]);
  });
});
