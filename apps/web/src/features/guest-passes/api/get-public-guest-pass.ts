import type { PublicGuestPass } from '@leisure/contracts/guest-passes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { PublicGuestPass };

/** GET /api/guest-passes/{code}: the pass as its guest sees it, with no sign-in. */
export const publicGuestPassQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['guest-pass', code] as const,
    queryFn: () =>
      http<{ data: PublicGuestPass }>(`/api/guest-passes/${encodeURIComponent(code)}`).then((r) => r.data),
    retry: false,
    meta: { keepOnSignOut: true },
  });

export const usePublicGuestPass = (code: string) => useQuery(publicGuestPassQueryOptions(code));

/** The QR image of the pass's code, drawn by the API. */
export const guestPassQrSrc = (code: string) => `/api/guest-passes/${encodeURIComponent(code)}/qr.svg`;
