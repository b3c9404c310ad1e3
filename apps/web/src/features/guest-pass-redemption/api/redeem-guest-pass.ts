import type { GuestPass } from '@leisure/contracts/guest-passes';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The pass as redeemed, with whose it is (contracts/guest-passes.ts redeemedGuestPassResponse). */
export type RedeemedGuestPass = GuestPass & { memberName: string; memberReference: string };

export type RedeemInput = { code: string; venueId: number };

/** POST /api/foh/guest-passes/{code}/redeem: once, at the desk's venue, within the pass's dates. */
export function redeemGuestPass({ code, venueId }: RedeemInput): Promise<RedeemedGuestPass> {
  return http<{ data: RedeemedGuestPass }>(`/api/foh/guest-passes/${encodeURIComponent(code)}/redeem`, {
    method: 'POST',
    body: { venueId },
  }).then((r) => r.data);
}

export const useRedeemGuestPass = () => useMutation({ mutationFn: redeemGuestPass });
