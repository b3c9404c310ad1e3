import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { calls, json, showPayments } from './payments-test-kit';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('payments');

const card = {
  id: 5,
  card_holder_name: 'C Evans',
  last_four_digits: '4242',
  expiry_date: '12/30',
  recently_expired: false,
  brand: 'visa',
  first_name: 'Chris',
  last_name: 'Evans',
  address_line_1: '1 High Street',
  address_line_2: null,
  city: 'Manchester',
  post_code: 'M1 1AA',
};

function answer(update?: Response, remove?: Response) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    if (path === '/api/my-account/saved-cards') return json(200, { data: [card] });
    if (path === '/api/my-account/saved-cards/5/update' && method === 'PUT') {
      return update ?? json(200, { data: { ...card, ...JSON.parse(String(init?.body)) } });
    }
    if (path === '/api/my-account/saved-cards/5/remove' && method === 'DELETE') {
      return remove ?? json(200, { message: 'Card deleted successfully' });
    }
    if (path.startsWith('/api/my-account/user/penalties')) {
      return json(200, { data: [], total_fees: { raw: 0, formatted: '£0.00' } });
    }
    if (path === '/api/activities/cart') return json(200, { data: { items: [] } });
    return json(200, { data: [] });
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('manage card', () => {
  it('shows the card read-only and the billing address to correct', async () => {
    answer();
    showPayments('/account/payments/manage-card');
    expect(await screen.findByRole('heading', { name: 'Manage card', level: 1 })).toBeTruthy();
    await screen.findByLabelText('Card number');
    expect(field('Card number').readOnly).toBe(true);
    expect(field('Card number').value).toBe('•••• •••• •••• 4242');
    expect(field('Expiry date').value).toBe('12/30');
    expect(field('Cardholder name').readOnly).toBe(true);
    expect(field('First name').value).toBe('Chris');
    expect(field('Postcode').value).toBe('M1 1AA');
    expect(screen.getByRole('link', { name: 'Back to Payments summary' })).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("says '{label} is required.' and 'Please enter a valid postcode', and saves only once valid", async () => {
    answer();
    showPayments('/account/payments/manage-card');
    await screen.findByLabelText('First name');
    fireEvent.input(field('First name'), { target: { value: '' } });
    fireEvent.blur(field('First name'));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(field('First name'), { target: { value: 'Chris' } });
    fireEvent.input(field('Postcode'), { target: { value: 'NOT A CODE' } });
    fireEvent.blur(field('Postcode'));
    expect(await screen.findByText('Please enter a valid postcode')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
    fireEvent.input(field('Postcode'), { target: { value: 'SW1A 1AA' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/my-account/saved-cards/5/update'));
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/update'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      first_name: 'Chris',
      last_name: 'Evans',
      address_line_1: '1 High Street',
      address_line_2: '',
      city: 'Manchester',
      post_code: 'SW1A 1AA',
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.content)).toContain('Your billing address has been saved.'),
    );
  });

  it("shows the server's 422 under its field, without the generic message", async () => {
    answer(
      json(422, {
        message: 'The given data was invalid.',
        errors: { post_code: ['Please enter a valid postcode'] },
      }),
    );
    showPayments('/account/payments/manage-card');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Please enter a valid postcode')).toBeTruthy();
    expect(screen.queryByText('Uh oh, something went wrong')).toBeNull();
  });

  it("says 'Uh oh, something went wrong' when saving fails", async () => {
    answer(json(500, { message: 'boom' }));
    showPayments('/account/payments/manage-card');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Uh oh, something went wrong');
  });

  it("deletes after a confirm, then shows 'Card deleted successfully' on the summary", async () => {
    answer();
    showPayments('/account/payments/manage-card');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved card' });
    expect(dialog.textContent).toContain('Visa ending in 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted successfully')).toBeTruthy();
    expect(calls(fetchMock)).toContain('DELETE /api/my-account/saved-cards/5/remove');
  });

  it("keeps the card and toasts the server's words when the delete is refused", async () => {
    answer(undefined, json(404, { message: 'Saved card not found.' }));
    showPayments('/account/payments/manage-card');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(toasts.map((toast) => toast.content)).toContain('Saved card not found.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Manage card', level: 1 })).toBeTruthy();
  });
});
