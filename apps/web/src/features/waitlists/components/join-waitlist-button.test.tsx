import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { JoinWaitlistButton, type WaitlistableSession } from './join-waitlist-button';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('bookings');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pilates: WaitlistableSession = {
  id: '31',
  name: 'Pilates',
  startsAt: { format24Hour: '13:00' },
  waitlistId: null,
};

function show(props: Partial<Parameters<typeof JoinWaitlistButton>[0]> = {}) {
  const onSignInWanted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <JoinWaitlistButton session={pilates} signedIn onSignInWanted={onSignInWanted} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSignInWanted, client };
}

describe('JoinWaitlistButton', () => {
  it("joins the queue with the session's id as given, toasts, and becomes 'On waitlist'", async () => {
    fetchMock.mockResolvedValue(
      json(201, { message: 'You have joined the waitlist', data: { id: 7, status: 'waiting' } }),
    );
    const { client } = show();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' }));
    const onList = await screen.findByRole('link', {
      name: 'On waitlist for Pilates at 13:00: view your entry',
    });
    expect(onList.getAttribute('href')).toBe('/account/bookings/7');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/my-account/waitlist');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ occurrence_id: '31' });
    expect(toasts).toEqual([{ type: 'success', content: 'You have joined the waitlist' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['activities'] });
  });

  it('joins for a family member when one is chosen', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'You have joined the waitlist', data: { id: 8 } }));
    show({ userId: 12 });
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' }));
    await screen.findByRole('link', { name: /On waitlist/ });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      occurrence_id: '31',
      user_id: 12,
    });
  });

  it("shows the server's message when joining is refused, and stays a button", async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'You are already on the waitlist for this session.' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' }));
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        { type: 'danger', content: 'You are already on the waitlist for this session.' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' })).toBeTruthy();
  });

  it('links to the entry when the timetable says the customer is already waiting', () => {
    show({ session: { ...pilates, waitlistId: 5 } });
    expect(screen.getByRole('link', { name: /On waitlist/ }).getAttribute('href')).toBe(
      '/account/bookings/5',
    );
  });

  it('asks a visitor to sign in instead of calling the server', () => {
    const { onSignInWanted } = show({ signedIn: false, session: { ...pilates, waitlistId: 5 } });
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' }));
    expect(onSignInWanted).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('joins by itself once the visitor who pressed it has signed in, and only once', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'You have joined the waitlist', data: { id: 9 } }));
    const onResumed = vi.fn();
    show({ resume: true, onResumed });
    await screen.findByRole('link', { name: 'On waitlist for Pilates at 13:00: view your entry' });
    expect(onResumed).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ type: 'success', content: 'You have joined the waitlist' }]);
  });

  it('waits for the sign-in before a resumed join', () => {
    show({ signedIn: false, resume: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' })).toBeTruthy();
  });
});
