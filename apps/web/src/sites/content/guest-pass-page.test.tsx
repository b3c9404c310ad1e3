import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { Component as GuestPassPage } from './guest-pass-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('guestPasses');

const code = 'AbCdEfGhIjKlMnOpQrStUv';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/guest-pass/${code}`]}>
        <Routes>
          <Route path="/guest-pass/:code" element={<GuestPassPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a guest's pass page", () => {
  it("shows who invited them, the venue, the dates on the venue's clock, the status and the QR code", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          guest_name: 'Jo Guest',
          member_first_name: 'Hannah',
          status: 'issued',
          valid_from: '2026-07-01T08:00:00Z',
          valid_to: '2099-07-08T08:00:00Z',
          redeemed_at: null,
          venue: { name: 'Manchester Central', address: '1 Oxford Road, Manchester M1 5QA' },
          time_zone: 'Europe/London',
        },
      }),
    );
    show();
    expect(await screen.findByText('Hannah has invited you')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/guest-passes/${code}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your guest pass' })).toBeTruthy();
    expect(screen.getByText('Jo Guest')).toBeTruthy();
    expect(screen.getByText('1 Oxford Road, Manchester M1 5QA')).toBeTruthy();
    expect(screen.getByText('1 Jul 2026 at 09:00')).toBeTruthy();
    expect(screen.getByText('8 Jul 2099 at 09:00')).toBeTruthy();
    expect(screen.getByText('Issued')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of your guest pass' });
    expect(qr.getAttribute('src')).toBe(`/api/guest-passes/${code}/qr.svg`);
    expect(screen.getByText('Show this code at reception when you arrive.')).toBeTruthy();
    // Typed at a desk whose scanner cannot read the picture.
    expect(screen.getByText(code).tagName).toBe('CODE');
  });

  it('says the pass is not found for a 404', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Guest pass not found.' }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest pass not found' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
