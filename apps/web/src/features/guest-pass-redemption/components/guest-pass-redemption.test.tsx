import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { GuestPassRedemption } from './guest-pass-redemption';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('fohOffice');
const code = 'Ab3_-xYz0123456789QRst';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GuestPassRedemption venueId={5} />
    </QueryClientProvider>,
  );
}

const typeAndRedeem = (value: string) => {
  typeInto(screen.getByRole('textbox', { name: /Pass code/ }), value);
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
};

describe('redeeming a guest pass at the desk', () => {
  it('checks a typed code’s shape and sends nothing until it is one', () => {
    show();
    typeAndRedeem('');
    expect(screen.getByText('Type the pass code.')).toBeTruthy();
    typeAndRedeem(code.slice(1));
    expect(screen.getByText('A pass code is 22 characters long.')).toBeTruthy();
    typeAndRedeem(`${code.slice(1)}!`);
    expect(screen.getByText('A pass code has only letters, digits, - and _.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Pass code/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redeems at the desk’s venue and shows the pass as redeemed', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          id: 9,
          guest_name: 'Jo Guest',
          guest_email: 'jo@example.com',
          status: 'redeemed',
          valid_from: '2026-11-26T10:00:00Z',
          valid_to: '2026-12-03T00:00:00Z',
          redeemed_at: '2026-11-26T12:00:00Z',
          created_at: '2026-11-26T10:00:00Z',
          venue: { id: 5, name: 'Manchester Central' },
          member_name: 'Hannah Price',
          member_reference: 'C100090',
        },
      }),
    );
    show();
    typeAndRedeem(` ${code.slice(0, 10)} ${code.slice(10)} `);
    const result = await screen.findByRole('region', { name: 'Redeemed' });
    expect(result.textContent).toContain('GuestJo Guest');
    expect(result.textContent).toContain('MemberHannah Price (C100090)');
    expect(result.textContent).toContain('VenueManchester Central');
    expect(result.textContent).toContain('Valid until2 Dec 2026 at 23:59');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/foh/guest-passes/${code}/redeem`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ venue_id: 5 });
  });

  it.each([
    [409, guestPassMessages.alreadyRedeemed, 'Already redeemed'],
    [422, guestPassMessages.otherVenue, 'For another venue'],
    [422, guestPassMessages.expired, 'Expired'],
    [422, guestPassMessages.notYetValid, 'Not valid yet'],
    [404, guestPassMessages.notFound, 'Not found'],
  ])('shows a %i refusal clearly: %s', async (status, message, heading) => {
    fetchMock.mockResolvedValue(json(status, { message }));
    show();
    typeAndRedeem(code);
    const refusal = await screen.findByRole('region', { name: heading });
    expect(refusal.textContent).toContain(message);
    expect(screen.queryByRole('region', { name: 'Redeemed' })).toBeNull();
  });
});
