import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import type { AccountMembership } from '../api/get-memberships';
import { FreezeMembershipModal } from './freeze-membership-modal';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('memberships');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const membership = {
  id: 19,
  reference: 'M100019',
  status: 'active',
  managementEnabled: true,
  membershipType: { id: 5, name: 'Gym & Swim', coverage: 'local', eligibilityCriterion: null },
} as unknown as AccountMembership;

const types = {
  data: {
    freeze_types: [
      {
        id: 1,
        reason: 'Injury or illness',
        time_periods: { '1': '1 month', '2': '2 months' },
        proof_of_eligibility: { description: 'A note from your doctor.', document_type: "Doctor's note" },
      },
      {
        id: 2,
        reason: 'Travel',
        time_periods: { '3': '3 months', '1': '1 month' },
        proof_of_eligibility: null,
      },
    ],
    min_freeze_start_date: { raw: '2026-11-26' },
    max_freeze_start_date: { raw: '2027-02-26' },
  },
};

function show() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FreezeMembershipModal membership={membership} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, client };
}

const fileOf = (size: number, name = 'note.pdf') => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const submit = () => screen.getByRole('button', { name: 'Submit freeze request' });
const reason = () => screen.getByRole('combobox', { name: /Reason for freezing/ });
const period = () => screen.getByRole('combobox', { name: /Time period you would like to freeze for:/ });

describe('FreezeMembershipModal', () => {
  it('asks for proof when the reason does, clears the period and file on a new reason, and sends the request', async () => {
    fetchMock.mockResolvedValueOnce(json(200, types));
    const { client } = show();
    expect(await screen.findByRole('heading', { name: 'Freeze your membership' })).toBeTruthy();
    expect(screen.getByText('Membership no. 19')).toBeTruthy();
    await screen.findByRole('option', { name: 'Select reason' });
    expect((period() as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Freeze start date/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(reason(), { target: { value: '1' } });
    expect(screen.getByText('Proof of eligibility required')).toBeTruthy();
    expect(screen.getByText('A note from your doctor.')).toBeTruthy();
    fireEvent.change(period(), { target: { value: '2' } });
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Document file/), { target: { files: [fileOf(20_000_001)] } });
    expect(screen.getByText('File size exceeds 20mb.')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Document file/), { target: { files: [fileOf(1000)] } });
    expect((submit() as HTMLButtonElement).disabled).toBe(false);

    // A new reason: no period, no file, no proof box; its periods in order of months.
    fireEvent.change(reason(), { target: { value: '2' } });
    expect((period() as HTMLSelectElement).value).toBe('');
    expect(screen.queryByText('Proof of eligibility required')).toBeNull();
    expect([...(period() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select time period',
      '1 month',
      '3 months',
    ]);
    fireEvent.change(period(), { target: { value: '3' } });
    fetchMock.mockResolvedValueOnce(json(201, { data: { id: 9, status: 'pending_approval' } }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(submit());
    expect(await screen.findByText(/processed within 5 working days/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/my-account/user/memberships/19/freeze');
    const form = (init as RequestInit).body as FormData;
    expect([
      form.get('freeze_type_id'),
      form.get('active_from'),
      form.get('months'),
      form.get('file'),
    ]).toEqual(['2', '2026-11-26', '3', null]);
    expect(invalidate).toHaveBeenCalled();
  });

  it("shows the server's messages under their fields", async () => {
    fetchMock.mockResolvedValueOnce(json(200, types));
    show();
    await screen.findByRole('option', { name: 'Travel' });
    fireEvent.change(reason(), { target: { value: '2' } });
    fireEvent.change(period(), { target: { value: '1' } });
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          active_from: ['Choose a start date between 26 November 2026 and 26 February 2027.'],
          membership_id: ['A freeze of this membership is already waiting.'],
        },
      }),
    );
    fireEvent.click(submit());
    expect(await screen.findByText('A freeze of this membership is already waiting.')).toBeTruthy();
    expect(
      screen.getByText('Choose a start date between 26 November 2026 and 26 February 2027.'),
    ).toBeTruthy();
  });
});
