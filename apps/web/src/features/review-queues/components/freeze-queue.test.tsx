import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { DocumentQueue } from './document-queue';
import { FreezeQueue } from './freeze-queue';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('fohOffice');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const leo = {
  id: 7,
  membership_id: 3,
  reason: 'Injury or illness',
  active_from: '2026-12-01',
  months: 2,
  ends_on: '2027-01-31',
  status: 'pending_approval',
  has_proof: false,
  rejection_reason: null,
  member_name: 'Leo Grant',
  membership_reference: 'M000018',
  membership_name: 'Gym & Swim',
  proof_document_type: null,
  proof_content_type: null,
  requested_at: '2026-11-25T10:00:00Z',
};

const umar = {
  id: 11,
  status: 'pending',
  uploaded_at: '2026-11-25T09:00:00Z',
  content_type: 'application/pdf',
  size_bytes: 20480,
  expires_on: null,
  rejection_reason: null,
  type: { id: 2, name: 'Student card' },
  customer: { id: 73, reference: 'C100073', name: 'Umar Khan' },
  membership: { id: 9, reference: 'M000073', name: 'Student Gym' },
};

/** The API: each queue answers what `queue` holds now; a decision empties it. */
function api(path: string, row: object) {
  let queue = [row];
  const posts: { url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    const address = String(url);
    if (init?.method === 'POST') {
      posts.push({ url: address, body: JSON.parse(String(init.body)) });
      queue = [];
      return json(200, { data: row });
    }
    if (address.startsWith(path)) return json(200, { data: queue });
    throw new Error(`unexpected call ${address}`);
  });
  return posts;
}

function show(queue: 'freezes' | 'documents') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {queue === 'freezes' ? <FreezeQueue /> : <DocumentQueue />}
    </QueryClientProvider>,
  );
}

describe('the freeze queue', () => {
  it('rejects only with a reason, confirmed in a dialog, and the request leaves the list', async () => {
    const posts = api('/api/staff/freezes?status=pending_approval', leo);
    show('freezes');
    const item = await screen.findByRole('listitem', { name: 'Leo Grant' });
    expect(item.textContent).toContain('Gym & Swim (M000018)');
    expect(item.textContent).toContain('01/12/2026 to 31/01/2027 (2 months)');
    fireEvent.click(within(item).getByRole('button', { name: 'Reject the freeze of Leo Grant' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this freeze?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject freeze' }));
    expect(within(dialog).getByText('Say why, for the member.')).toBeTruthy();
    expect(posts).toEqual([]);
    typeInto(within(dialog).getByRole('textbox', { name: /Reason/ }), '  No note from a doctor.  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject freeze' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { url: '/api/staff/freezes/7/reject', body: { reason: 'No note from a doctor.' } },
    ]);
    expect(toasts.map((toast) => toast.content)).toEqual(['The freeze of Leo Grant was rejected.']);
    expect(await screen.findByText('No freeze requests are waiting.')).toBeTruthy();
  });

  it('shows the server’s refusal inside the dialog and keeps it open', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(409, { message: 'This freeze request has already been decided.' })
        : json(200, { data: [leo] }),
    );
    show('freezes');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the freeze of Leo Grant' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this freeze?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve freeze' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This freeze request has already been decided.',
    );
  });
});

describe('the document queue', () => {
  it('links the file to the staff download route and approves until the day given', async () => {
    const posts = api('/api/staff/eligibility-documents?status=pending', umar);
    show('documents');
    const item = await screen.findByRole('listitem', { name: 'Umar Khan' });
    const file = within(item).getByRole('link', { name: /Open file/ });
    expect(file.getAttribute('href')).toBe('/api/staff/eligibility-documents/11/file');
    expect(file.hasAttribute('download')).toBe(true);
    expect(file.textContent).toContain('application/pdf, 20 KB');
    fireEvent.click(within(item).getByRole('button', { name: 'Approve the document of Umar Khan' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this document?' });
    const validUntil = within(dialog).getByLabelText(/Valid until/) as HTMLInputElement;
    expect(validUntil.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    typeInto(validUntil, '2099-08-31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { url: '/api/staff/eligibility-documents/11/approve', body: { expires_on: '2099-08-31' } },
    ]);
    expect(await screen.findByText('No documents are waiting.')).toBeTruthy();
  });

  it('offers no link for a document recorded without its file', async () => {
    api('/api/staff/eligibility-documents?status=pending', { ...umar, size_bytes: null });
    show('documents');
    const item = await screen.findByRole('listitem', { name: 'Umar Khan' });
    expect(item.textContent).toContain('No file was kept');
    expect(within(item).queryByRole('link')).toBeNull();
  });
});
