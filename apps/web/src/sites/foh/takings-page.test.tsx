import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { staffMeKey } from '@/features/staff/api/get-staff-me';
import type { StaffMe } from '@/features/staff/api/staff-types';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { Component as TakingsPage } from './takings-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('fohOffice');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const money = (raw: number) => ({
  raw,
  decimal: (raw / 100).toFixed(2),
  formatted: `£${(raw / 100).toFixed(2)}`,
});

const morgan: StaffMe = {
  id: 2,
  firstName: 'Morgan',
  lastName: 'Hale',
  staffRole: 'venue_manager',
  venues: [
    { id: 1, name: 'Manchester Central' },
    { id: 2, name: 'Leeds Riverside' },
  ],
  deskVenueId: 2,
  idleTimeoutSeconds: 900,
};

const takings = {
  venue: { id: 2, name: 'Leeds Riverside' },
  date: '2026-11-26',
  order_count: 3,
  total: money(4690),
  by_tender: [
    { tender_type: 'cash', amount: money(2690), count: 2 },
    { tender_type: 'offline-voucher', amount: money(2000), count: 1 },
  ],
  by_staff: [
    {
      staff: { id: 1, name: 'Sky Parker' },
      amount: money(2690),
      by_tender: [{ tender_type: 'cash', amount: money(2690), count: 2 }],
    },
    {
      staff: { id: 2, name: 'Morgan Hale' },
      amount: money(2000),
      by_tender: [{ tender_type: 'offline-voucher', amount: money(2000), count: 1 }],
    },
  ],
  change_given: money(655),
};

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(staffMeKey, morgan);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/foh/takings" element={<TakingsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the takings page', () => {
  it('shows the desk venue’s day by tender and staff member, with its CSV', async () => {
    fetchMock.mockResolvedValue(json(200, { data: takings }));
    show('/foh/takings?date=2026-11-26');
    expect(await screen.findByText('£46.90')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/foh/reports/takings?venue_id=2&date=2026-11-26');
    expect(screen.getByText('£6.55')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/foh/reports/takings.csv?venue_id=2&date=2026-11-26');
    expect(csv.hasAttribute('download')).toBe(true);
    const byTender = screen.getByRole('table', { name: 'By tender' });
    expect(within(byTender).getByRole('row', { name: /Voucher/ }).textContent).toContain('£20.00');
    const byStaff = screen.getByRole('table', { name: 'By staff member' });
    // Each tender of the day is a column; a tender a staff member did not take reads £0.00.
    const morganRow = within(byStaff).getByRole('row', { name: /Morgan Hale/ });
    expect(morganRow.textContent).toContain('£0.00');
    expect(morganRow.textContent).toContain('£20.00');
    expect(document.title).toBe('Takings');
  });

  it('reports on a venue of theirs named in the address, never on another', async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: { ...takings, venue: { id: 1, name: 'Manchester Central' } } }),
    );
    show('/foh/takings?venue=1&date=2026-11-20');
    await screen.findByText('£46.90');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/foh/reports/takings?venue_id=1&date=2026-11-20');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/foh/reports/takings.csv?venue_id=1&date=2026-11-20',
    );
  });

  it('says so when nothing was taken', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          ...takings,
          order_count: 0,
          total: money(0),
          by_tender: [],
          by_staff: [],
          change_given: money(0),
        },
      }),
    );
    show('/foh/takings?venue=99&date=2026-11-26');
    expect(await screen.findByText('Nothing was taken at the desk that day.')).toBeTruthy();
    // Venue 99 is not theirs: the desk's is used.
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/foh/reports/takings?venue_id=2&date=2026-11-26');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
