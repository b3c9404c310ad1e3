import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCamelKey, toCamelKeys, toSnakeKey, toSnakeKeys } from './wire-case';

describe('wire case', () => {
  it.each([
    ['themeAppPrimaryColour', 'theme_app_primary_colour'],
    ['format24Hour', 'format_24_hour'],
    ['activitiesV2Enabled', 'activities_v2_enabled'],
    ['addressLine1', 'address_line_1'],
    ['membershipUserId', 'membership_user_id'],
    ['id', 'id'],
  ])('%s <-> %s', (camel, snake) => {
    expect(toSnakeKey(camel)).toBe(snake);
    expect(toCamelKey(snake)).toBe(camel);
  });

  it('converts nested objects and arrays, leaving values alone', () => {
    const wire = {
      data: [{ starts_at: { format_24_hour: '19:00' }, venue_name: 'snake_value' }],
      total: null,
    };
    const code = toCamelKeys(wire);
    expect(code).toEqual({
      data: [{ startsAt: { format24Hour: '19:00' }, venueName: 'snake_value' }],
      total: null,
    });
    expect(toSnakeKeys(code)).toEqual(wire);
  });

  it('round-trips any camelCase key', () => {
    const camelKey = fc.stringMatching(/^[a-z]{1,6}([A-Z][a-z]{1,6}|[0-9]{1,2}[A-Z][a-z]{1,4}){0,4}$/);
    fc.assert(fc.property(camelKey, (key) => toCamelKey(toSnakeKey(key)) === key));
  });

  it('leaves dates and class instances untouched', () => {
    const at = new Date(0);
    expect(toSnakeKeys({ createdAt: at })).toEqual({ created_at: at });
  });
});
