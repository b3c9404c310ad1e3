import { describe, expect, it } from 'vitest';
import type { AddItem, BasketLine, LineType } from './line-type';
import { createLineTypes, notInBasketsMessage, unknownLineMessage } from './line-types';

const type = (name: string, addTypes: string[], cartableTypes: string[]): LineType => ({
  name,
  addTypes,
  cartableTypes,
  add: async () => {},
  show: async () => new Map(),
  checkAtPay: async () => ({ stale: [], fulfil: async () => ({}) }),
  orderItem: () => ({ type: name, purchasedForUserId: null }),
  reverse: async () => [],
});
const course = type('course', ['av2BookingBundle'], ['av2BookingBundle', 'av2Booking']);
const session = type('session', ['activity', 'activityTicket'], ['activity', 'activityTicket']);
const item = (t: string) => ({ id: '1', type: t }) as AddItem;
const line = (id: number, cartableType: string) => ({ id, cartableType }) as BasketLine;

describe('the line types registry', () => {
  it('groups an add by type, in the order types lock in, keeping each group in its own order', () => {
    const types = createLineTypes([course, session]);
    const groups = types.addGroups([item('activity'), item('av2BookingBundle'), item('activityTicket')]);
    expect(groups.map((g) => [g.type.name, g.things.map((i) => i.type)])).toEqual([
      ['course', ['av2BookingBundle']],
      ['session', ['activity', 'activityTicket']],
    ]);
  });

  it('refuses an item no type takes with a 422, before anything is written', () => {
    const types = createLineTypes([session]);
    expect(() => types.addGroups([item('activity'), item('penalty')])).toThrow(
      expect.objectContaining({ statusCode: 422, message: notInBasketsMessage }),
    );
  });

  it('finds the type of a child line, and refuses to pay for a line no type owns', () => {
    const types = createLineTypes([course, session]);
    expect(types.ofLine(line(2, 'av2Booking'))).toBe(course);
    const lines = [line(1, 'activity'), line(2, 'membershipRenewal')];
    expect(types.lineGroups(lines, { strict: false }).map((g) => g.type.name)).toEqual(['session']);
    expect(() => types.lineGroups(lines, { strict: true })).toThrow(unknownLineMessage);
  });

  it('refuses two types writing the same kind of line', () => {
    expect(() => createLineTypes([session, type('other', [], ['activity'])])).toThrow(/Two line types/);
  });
});
