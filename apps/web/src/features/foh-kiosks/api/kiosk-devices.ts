import type { KioskDevice } from '@leisure/contracts/foh-kiosk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { KioskDevice };

const kiosksKey = (venueId: number) => ['foh', 'kiosks', venueId] as const;

/** GET /api/foh/kiosks?venue_id=: the centre's enrolled devices, revoked ones too. */
export const kioskDevicesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: kiosksKey(venueId),
    queryFn: () =>
      http<{ data: KioskDevice[] }>('/api/foh/kiosks', { query: { venueId } }).then((r) => r.data),
  });

export const useKioskDevices = (venueId: number) => useQuery(kioskDevicesQueryOptions(venueId));

/** POST /api/foh/kiosks: enrols this browser; the answer sets its long-lived device cookie. */
export function useEnrolKiosk(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      http<{ data: KioskDevice }>('/api/foh/kiosks', { method: 'POST', body: { venueId, name } }).then(
        (r) => r.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kiosksKey(venueId) }),
  });
}

/** DELETE /api/foh/kiosks/{id}: the device's cookie is no longer honoured. */
export function useRevokeKiosk(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<{ data: KioskDevice }>(`/api/foh/kiosks/${id}`, { method: 'DELETE' }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kiosksKey(venueId) }),
  });
}
