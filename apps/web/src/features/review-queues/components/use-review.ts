import { useRef, useState } from 'react';

/**
 * Which row's decision is being confirmed, and where focus goes once it is made: the queue's heading, as
 * the row (and the button that opened the dialog) leaves the list. A cancelled dialog gives focus back to
 * its button instead.
 */
export function useReview<Item, Decision extends string>() {
  const [open, setOpen] = useState<{ item: Item; decision: Decision } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    open,
    heading,
    returnFocusTo,
    start: (item: Item, decision: Decision) => {
      returnFocusTo.current = null;
      setOpen({ item, decision });
    },
    cancel: () => setOpen(null),
    done: () => {
      returnFocusTo.current = heading.current;
      setOpen(null);
    },
  };
}
