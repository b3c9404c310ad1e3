import { type RefObject, useEffect, useRef } from 'react';
import { useOutletContext } from 'react-router';

/** What the guest-passes page gives the view nested in it. */
export type GuestPassesView = {
  userId: number;
  /** The member moved between the page's views (not the page's first load): focus goes to the view. */
  moved: boolean;
};

export const useGuestPassesView = () => useOutletContext<GuestPassesView>();

/** The view's heading takes the focus when the member moves to it, so a screen reader starts there. */
export function useViewHeading<T extends HTMLElement>(): RefObject<T | null> {
  const { moved } = useGuestPassesView();
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the view arrives
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, []);
  return ref;
}
