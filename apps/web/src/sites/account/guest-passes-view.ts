import { useOutletContext } from 'react-router';

/** What the guest-passes page gives the view nested in it. */
export type GuestPassesView = { userId: number };

export const useGuestPassesView = () => useOutletContext<GuestPassesView>();
