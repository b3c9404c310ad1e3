import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { LinkedUsers } from './linked-users';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('account');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mia = {
  id: 30,
  reference: 'C100030',
  first_name: 'Mia',
  last_name: 'Morgan',
  date_of_birth: '2016-06-18',
  relationship: 'Daughter',
};

/** Answers the list with the given members, and the delete call with `removal`. */
function serve(removal: Response, members: unknown[] = [mia]) {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'DELETE' ? removal : json(200, { data: members }),
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LinkedUsers />
    </QueryClientProvider>,
  );
  return client;
}

async function removeMia() {
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Mia Morgan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove family member' });
  const [confirm] = [...dialog.querySelectorAll('button')].filter((b) => b.textContent === 'Remove');
  fireEvent.click(confirm!);
}

describe('LinkedUsers', () => {
  it('removes a family member after the confirmation and says so', async () => {
    serve(new Response(null, { status: 204 }));
    show();
    await removeMia();
    await vi.waitFor(() =>
      expect(toasts).toEqual([{ type: 'success', content: 'Mia Morgan has been removed.' }]),
    );
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe('/api/my-account/user/linked-users/30');
  });

  it("shows the server's words when the removal is refused, and keeps the member listed", async () => {
    const refusal = 'Mia has upcoming bookings. Cancel them before removing Mia.';
    serve(json(409, { message: refusal }));
    show();
    await removeMia();
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'danger', content: refusal }]));
    expect(screen.getByRole('button', { name: 'Remove Mia Morgan' })).toBeTruthy();
  });
});
