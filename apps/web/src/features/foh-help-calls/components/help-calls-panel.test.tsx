import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { HelpCallsPanel } from './help-calls-panel';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('fohOffice');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const call = {
  id: 4,
  venue: { id: 2, name: 'Leeds Riverside' },
  kiosk: { id: 9, name: 'Reception left' },
  created_at: '2026-11-26T13:05:00Z',
  answered_at: null,
  answered_by: null,
};

function show() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <HelpCallsPanel venueId={2} />
    </QueryClientProvider>,
  );
}

describe('kiosks’ help calls at the desk', () => {
  it('reads out how many kiosks are calling, and answers one with ‘On my way’', async () => {
    let open = [call];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        open = [];
        return json(200, { data: { ...call, answered_at: '2026-11-26T13:06:00Z' } });
      }
      return json(200, { data: open });
    });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('A kiosk is asking for help.'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/foh/help-calls?venue_id=2');
    // A background poll: the server does not count it as someone at the desk (idle sign-out).
    const pollHeaders = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(pollHeaders['x-background-poll']).toBe('1');
    expect(screen.getByText(/Reception left asked for help at \d\d:\d\d\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'On my way to Reception left' }));
    await waitFor(() => expect(status.textContent).toBe('No kiosk is asking for help.'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/foh/help-calls/4/answer')).toBe(true);
    expect(toasts.map((toast) => toast.content)).toEqual(['The kiosk is told someone is on the way.']);
    expect(screen.queryByRole('button', { name: /On my way/ })).toBeNull();
  });

  it('keeps quiet when a poll fails: no scroll, no reload, nothing shown', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'down' }));
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(status.textContent).toBe('No kiosk is asking for help.');
    const { scrollToTop, reloadPage } = await import('@/lib/browser');
    expect(scrollToTop).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
