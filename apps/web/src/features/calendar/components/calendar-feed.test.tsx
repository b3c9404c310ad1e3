import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { CalendarFeedSection } from './calendar-feed';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const feed = (token: string) => ({
  data: {
    url: `https://example.test/calendar/${token}.ics`,
    webcal_url: `webcal://example.test/calendar/${token}.ics`,
  },
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarFeedSection />
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespaces('account'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_url, init) =>
    json(200, feed(init?.method === 'POST' ? 'new' : 'old')),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the calendar feed section', () => {
  it('shows the subscribe link and the feed’s address', async () => {
    show();
    const section = screen.getByRole('region', { name: 'Calendar feed' });
    const subscribe = await within(section).findByRole('link', { name: 'Subscribe in your calendar app' });
    expect(subscribe.getAttribute('href')).toBe('webcal://example.test/calendar/old.ics');
    expect((screen.getByLabelText('Calendar feed link') as HTMLInputElement).value).toBe(
      'https://example.test/calendar/old.ics',
    );
  });

  it('copies the link and says so, or says it could not', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://example.test/calendar/old.ics');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link could not be copied. Select it and copy it instead.',
    );
  });

  it('resets the link only after the customer confirms, and shows the new one', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset calendar feed link' });
    expect(within(dialog).getByText(/The old link stops working straight away/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Reset calendar feed link' })).getByRole('button', {
        name: 'Reset link',
      }),
    );
    expect(await screen.findByText('Your calendar feed link has been reset.')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(posted?.[0]).toBe('/api/my-account/calendar-feed/reset');
    await waitFor(() =>
      expect((screen.getByLabelText('Calendar feed link') as HTMLInputElement).value).toBe(
        'https://example.test/calendar/new.ics',
      ),
    );
  });
});
