import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { emptyBankDetails } from '../lib/bank-details';
import { type BankDetails, DirectDebitStep, type DirectDebitStepProps } from './direct-debit-step';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('joining');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Shown = Partial<Omit<DirectDebitStepProps, 'value' | 'onChange'>> & { value?: BankDetails };
type PageProps = Shown & { onContinue: DirectDebitStepProps['onContinue'] };

/** The page's part: it keeps the details and passes them back. */
function Page({ value: initial, ...over }: PageProps) {
  const [value, setValue] = useState(initial ?? emptyBankDetails);
  return (
    <DirectDebitStep
      collectBillingAddress={false}
      provider="sandbox"
      ddTermsAccepted
      {...over}
      value={value}
      onChange={setValue}
    />
  );
}

function show(props: Shown = {}) {
  const onContinue = vi.fn();
  const view = render(<Page onContinue={onContinue} {...props} />);
  return {
    onContinue,
    rerender: (over: Shown) => view.rerender(<Page onContinue={onContinue} {...props} {...over} />),
  };
}

const named = (label: string) =>
  screen.getByLabelText(label, {
    normalizer: (text) => text.replace(/\s*\*$/, '').trim(),
  }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

function fillIn(details: Partial<Record<'holder' | 'number' | 'sortCode', string>> = {}) {
  typeInto(named('Account holder name'), details.holder ?? 'Alex Smith');
  typeInto(named('Account number'), details.number ?? '1234 5678');
  typeInto(named('Sort code'), details.sortCode ?? '08-99-99');
}

const authorise = () =>
  fireEvent.click(
    screen.getByRole('checkbox', {
      name: 'I am the account holder and the only person needed to authorise debits from this account',
    }),
  );

describe('DirectDebitStep', () => {
  it('asks for the bank details with a numeric keypad and nothing offered back by the browser', () => {
    show();
    for (const label of ['Account holder name', 'Account number', 'Sort code']) {
      expect(named(label).getAttribute('autocomplete')).toBe('off');
      expect(named(label).getAttribute('aria-required')).toBe('true');
    }
    expect(named('Account number').getAttribute('inputmode')).toBe('numeric');
    expect(named('Sort code').getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
    expect(screen.queryByRole('link', { name: /privacy notice/ })).toBeNull();
  });

  it('holds Continue until the details are valid, the box is ticked and the terms accepted', () => {
    const { rerender } = show({ ddTermsAccepted: false });
    expect(continueButton().disabled).toBe(true);
    fillIn({ number: '1234567' });
    authorise();
    rerender({ ddTermsAccepted: true });
    expect(continueButton().disabled).toBe(true);
    typeInto(named('Account number'), '1234 5678');
    expect(continueButton().disabled).toBe(false);
    authorise();
    expect(continueButton().disabled).toBe(true);
  });

  it("says what a field's rule wants once the customer leaves it", () => {
    show();
    const number = named('Account number');
    typeInto(number, '123');
    expect(number.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.blur(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(number)).toEqual(['Enter an account number of at least 8 digits.']);
    typeInto(number, '12345678');
    expect(number.hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks for the billing address in its own group when the operator collects it', () => {
    show({ collectBillingAddress: true });
    const address = screen.getByRole('group', { name: 'Billing address' });
    expect(address.tagName).toBe('FIELDSET');
    expect(named('Billing address line 1').getAttribute('aria-required')).toBe('true');
    expect(named('Billing address line 2').hasAttribute('aria-required')).toBe(false);
    expect(named('Town or city').getAttribute('autocomplete')).toBe('billing address-level2');
    expect(named('Postcode').hasAttribute('aria-required')).toBe(false);
    fillIn();
    authorise();
    expect(continueButton().disabled).toBe(true);
    typeInto(named('Billing address line 1'), '1 High Street');
    typeInto(named('Town or city'), 'Leeds');
    expect(continueButton().disabled).toBe(false);
  });

  it("links GoCardless's privacy notice when GoCardless collects the payments", () => {
    show({ provider: 'gocardless' });
    const link = screen.getByRole('link', { name: /GoCardless privacy notice/ });
    expect(link.getAttribute('href')).toBe('https://gocardless.com/privacy/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('has the API check the account, sending digits only, and goes on with what it answers', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { account_number_ending: '78', sort_code: '089999' } }));
    const { onContinue } = show();
    fillIn();
    authorise();
    fireEvent.click(continueButton());
    await vi.waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith({ accountNumberEnding: '78', sortCode: '089999' }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/online-joining/direct-debit/validate');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ account_number: '12345678', sort_code: '089999' });
  });

  it("marks both numbers with the API's word on the pair until one of them is changed", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'Invalid',
        errors: {
          account_details: ['This account number and sort code do not belong together. Please check them.'],
        },
      }),
    );
    const { onContinue } = show();
    fillIn();
    authorise();
    fireEvent.click(continueButton());
    const message = 'This account number and sort code do not belong together. Please check them.';
    await screen.findByText(message);
    const number = named('Account number');
    const sortCode = named('Sort code');
    for (const field of [number, sortCode]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(field)).toContain(message);
    }
    expect(document.activeElement).toBe(number);
    expect(continueButton().disabled).toBe(true);
    expect(onContinue).not.toHaveBeenCalled();

    typeInto(sortCode, '08-99-98');
    expect(screen.queryByText(message)).toBeNull();
    expect(number.hasAttribute('aria-invalid')).toBe(false);
    expect(continueButton().disabled).toBe(false);
  });

  it("shows the submit's messages on their fields until each field is edited", () => {
    show({
      value: {
        ...emptyBankDetails,
        accountHolder: 'Alex Smith',
        accountNumber: '12345678',
        sortCode: '089999',
        authorised: true,
      },
      serverErrors: {
        'accountDetails.accountNumber': 'Enter an account number of 8 digits.',
        accountHolder: 'Enter the name on the account.',
      },
    });
    const number = named('Account number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(number)).toEqual(['Enter an account number of 8 digits.']);
    expect(named('Account holder name').getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);

    typeInto(number, '87654321');
    expect(number.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Enter an account number of 8 digits.')).toBeNull();
    // The other field keeps its message until it, too, is changed.
    expect(named('Account holder name').getAttribute('aria-invalid')).toBe('true');
    typeInto(named('Account holder name'), 'Alex J Smith');
    expect(continueButton().disabled).toBe(false);
  });

  it('says so when the check cannot be made (too many tries)', async () => {
    fetchMock.mockResolvedValue(json(429, { message: 'Too many requests' }));
    const { onContinue } = show();
    fillIn();
    authorise();
    fireEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(onContinue).not.toHaveBeenCalled();
    expect(continueButton().disabled).toBe(false);
  });
});
