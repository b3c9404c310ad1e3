import { HttpError } from '../../platform/http/errors';
import type { AddItem, BasketLine, LineType } from './line-type';

export const notInBasketsMessage = 'This item cannot be added to a basket.';
export const unknownLineMessage = 'An item in your basket can no longer be bought. Please remove it.';

/**
 * The line types of the app, built once in services.ts. Their order is the order in which they lock what
 * their lines take, at add and at pay: each type locks its own in id order, and no two types take the same
 * thing (a course's sessions are booked only with the course), so two baskets never wait on each other.
 */
export function createLineTypes(types: LineType[]) {
  const byAddType = new Map<string, LineType>();
  const byCartableType = new Map<string, LineType>();
  for (const type of types) {
    for (const t of type.addTypes) byAddType.set(t, type);
    for (const t of type.cartableTypes) {
      if (byCartableType.has(t)) throw new Error(`Two line types write '${t}' lines`);
      byCartableType.set(t, type);
    }
  }

  /** Groups in registry order, keeping each group's own order. */
  function grouped<T>(things: T[], typeOf: (thing: T) => LineType | undefined) {
    return types.flatMap((type) => {
      const mine = things.filter((thing) => typeOf(thing) === type);
      return mine.length > 0 ? [{ type, things: mine }] : [];
    });
  }

  return {
    all: types,
    /** The type of a line in a basket; undefined for a kind no module registers (any more). */
    ofLine: (line: Pick<BasketLine, 'cartableType'>) => byCartableType.get(line.cartableType),
    /** The add call's items by the type that takes them; an item no type takes is refused (422). */
    addGroups(items: AddItem[]) {
      for (const item of items) {
        if (!byAddType.has(item.type))
          throw new HttpError(422, notInBasketsMessage, { items: [notInBasketsMessage] });
      }
      return grouped(items, (item) => byAddType.get(item.type));
    },
    /** A basket's lines by their type; a line of a kind no type owns cannot be paid for (409). */
    lineGroups(lines: BasketLine[], { strict }: { strict: boolean }) {
      if (strict && lines.some((line) => !byCartableType.has(line.cartableType))) {
        throw new HttpError(409, unknownLineMessage);
      }
      return grouped(lines, (line) => byCartableType.get(line.cartableType));
    },
  };
}
export type LineTypes = ReturnType<typeof createLineTypes>;
