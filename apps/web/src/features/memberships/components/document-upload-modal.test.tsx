import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import type { AccountMembership } from '../api/get-memberships';
import { DocumentUploadModal } from './document-upload-modal';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('memberships');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const membership = {
  id: 41,
  reference: 'M100075',
  status: 'active',
  managementEnabled: true,
  membershipType: {
    id: 5,
    name: 'Student Gym',
    coverage: 'national',
    eligibilityCriterion: {
      id: 3,
      documentTypes: [
        { id: 7, name: 'Student card' },
        { id: 8, name: 'Letter from a college or university' },
      ],
    },
  },
  document: null,
} as unknown as AccountMembership;

function show() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DocumentUploadModal membership={membership} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, client };
}

const fileOf = (size: number, name = 'card.pdf') => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const submit = () => screen.getByRole('button', { name: 'Submit document' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(/^Document file/), { target: { files: [file] } });
const pickType = () =>
  fireEvent.change(screen.getByRole('combobox', { name: /Document type/ }), { target: { value: '8' } });

describe('DocumentUploadModal', () => {
  it("enables 'Submit document' only with a type and a file, sends the form, and shows the success view", async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 1, status: 'pending' } }));
    const { client } = show();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    pickType();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    choose(fileOf(1_000));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Document submitted' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/my-account/eligibility/document');
    const body = init?.body as FormData;
    expect(body.get('eligibility_document_type_id')).toBe('8');
    expect(body.get('membership_id')).toBe('41');
    expect(body.get('eligibility_criterion_id')).toBe('3');
    expect((body.get('document') as File).name).toBe('card.pdf');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-account', 'memberships'] });
  });

  it("refuses a file over 20,000,000 bytes in the browser: 'File size exceeds 20mb.'", () => {
    show();
    pickType();
    choose(fileOf(20_000_001));
    expect(screen.getByText('File size exceeds 20mb.')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    choose(fileOf(20_000_000));
    expect(screen.queryByText('File size exceeds 20mb.')).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for the document under the file name", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'The given data was invalid.',
        errors: { document: ['The document must be a JPEG, PNG or PDF file.'] },
      }),
    );
    show();
    pickType();
    choose(fileOf(500, 'virus.pdf'));
    fireEvent.click(submit());
    const message = await screen.findByText('The document must be a JPEG, PNG or PDF file.');
    expect(screen.getByText('virus.pdf').compareDocumentPosition(message)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("toasts 'There was a problem uploading your eligibility document' on a 500", async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Server Error' }));
    show();
    pickType();
    choose(fileOf(500));
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        { type: 'danger', content: 'There was a problem uploading your eligibility document' },
      ]),
    );
  });
});
