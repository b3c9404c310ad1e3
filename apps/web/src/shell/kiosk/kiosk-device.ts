import type { ThisKiosk } from '@leisure/contracts/foh-kiosk';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * Whether this browser is an enrolled kiosk, and of which centre (decision 054); null when it is not.
 * Only asked in kiosk mode. Kept across sign-outs: it is the device's, not the customer's.
 */
export function useKioskDevice(enabled: boolean) {
  return useQuery({
    queryKey: ['kiosk', 'device'],
    queryFn: async () => (await http<{ data: ThisKiosk | null }>('/api/kiosk/device')).data,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { keepOnSignOut: true },
  });
}

/** 'Need help?': a call shown on the desk screens of the kiosk's venue. */
export function callForHelp(): Promise<void> {
  return http<void>('/api/kiosk/help-calls', { method: 'POST', body: {} });
}
