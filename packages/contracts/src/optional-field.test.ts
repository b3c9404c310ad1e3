import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as account from './account';
import * as auth from './auth';
import * as bookings from './bookings';
import * as cart from './cart';
import * as checkout from './checkout';
import { fieldWithDefault, optionalField } from './optional-field';
import * as waitlists from './waitlists';
import * as waivers from './waivers';

/** Every request body of the contracts (named `…Request` or `…Body`, and a basket line). */
const requestBodies = Object.entries({
  ...account,
  ...auth,
  ...bookings,
  ...cart,
  ...checkout,
  ...waitlists,
  ...waivers,
})
  .filter(
    ([name, schema]) =>
      (/(Request|Body)$/.test(name) || name === 'cartAddItem') && schema instanceof z.ZodObject,
  )
  .map(([name, schema]) => [name, schema as z.ZodObject] as const);

describe('optional request fields', () => {
  it('reads null as absent, and a default stands in for either', () => {
    const schema = z.object({
      id: optionalField(z.number()),
      tags: fieldWithDefault(z.array(z.string()), () => []),
    });
    expect(schema.parse({})).toEqual({ tags: [] });
    expect(schema.parse({ id: null, tags: null })).toEqual({ id: undefined, tags: [] });
    expect(schema.parse({ id: 3, tags: ['a'] })).toEqual({ id: 3, tags: ['a'] });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    const first = schema.parse({});
    first.tags.push('kept?');
    expect(schema.parse({}).tags).toEqual([]);
  });

  it('takes null wherever a request body’s field may be left out (outside tools send null for absent)', () => {
    expect(requestBodies.length).toBeGreaterThan(10);
    for (const [name, schema] of requestBodies) {
      for (const [key, field] of Object.entries(schema.shape)) {
        const absent = field.safeParse(undefined);
        if (!absent.success) continue;
        const nulled = field.safeParse(null);
        expect(nulled.success, `${name}.${key}`).toBe(true);
        expect(nulled.data, `${name}.${key}`).toEqual(absent.data);
      }
    }
  });
});
