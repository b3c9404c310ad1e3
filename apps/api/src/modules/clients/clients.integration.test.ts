import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/client and /api/client/config', () => {
  const t = useTestApp({ JOIN_URL: 'https://join.everyday-leisure.example' });

  it('answers the operator’s id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/client' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), name: 'Everyday Leisure' } });
  });

  it('answers currency, every feature flag and the sub-site addresses', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/client/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Everyday Leisure',
      currency: 'GBP',
      credits_enabled: true,
      direct_debit_provider: 'sandbox',
      collect_direct_debit_billing_address: true,
      online_joining_enabled: true,
      online_joining_map_enabled: true,
      online_guest_passes_enabled: true,
      activities_v2_enabled: true,
      map_style_url: '',
      urls: { bookings: '/', account: '/account', join: 'https://join.everyday-leisure.example' },
    });
  });
});
