import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { typeInto } from '@/test/type-into';
import { TenderForm } from './tender-form';

beforeAll(() => loadNamespaces('foh'));

function renderForm(total: number, maxCredit = 0, terms: { id: number; title: string }[] = []) {
  const onPay = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TenderForm
        customerId={1}
        total={total}
        maxCredit={maxCredit}
        paying={false}
        terms={terms}
        onPay={onPay}
      />
    </QueryClientProvider>,
  );
  return onPay;
}

describe('the tenders of a desk sale', () => {
  it('shows the change for £20 cash on £13.45 and pays with it', () => {
    const onPay = renderForm(1345);
    expect(screen.getByTestId('desk-balance').textContent).toContain('£13.45');
    typeInto(screen.getByLabelText(/Cash handed over/), '20');
    expect(screen.getByTestId('desk-balance').textContent).toContain('£0.00');
    expect(screen.getByTestId('desk-change').textContent).toContain('£6.55');
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).toHaveBeenCalledWith([{ tenderType: 'cash', amount: 1345, tendered: 2000 }], []);
  });

  it('will not take payment while something is left to pay, and says how much', () => {
    const onPay = renderForm(1345);
    typeInto(screen.getByLabelText(/Cash handed over/), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('£3.45 is still to pay.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Cash handed over/));
  });

  it('needs a voucher’s code, caps credit, and splits a voucher and credit', () => {
    const onPay = renderForm(1345, 500);
    typeInto(screen.getByLabelText(/Credit to use/), '6');
    expect(screen.getByText('The most credit that can be used is £5.00')).toBeTruthy();
    typeInto(screen.getByLabelText(/Credit to use/), '5');
    typeInto(screen.getByLabelText(/Voucher amount/), '8.45');
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/Voucher code/));
    typeInto(screen.getByLabelText(/Voucher code/), 'GIFT-1');
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).toHaveBeenCalledWith(
      [
        { tenderType: 'credit', amount: 500 },
        { tenderType: 'offline-voucher', amount: 845, reference: 'GIFT-1' },
      ],
      [],
    );
  });

  it('fills in the exact cash', () => {
    renderForm(1345);
    fireEvent.click(screen.getByRole('button', { name: 'Exact cash' }));
    expect((screen.getByLabelText(/Cash handed over/) as HTMLInputElement).value).toBe('13.45');
    expect(screen.getByTestId('desk-change').textContent).toContain('£0.00');
  });

  it('asks for the customer’s agreement to the terms, and sends them with the payment', () => {
    const onPay = renderForm(900, 0, [{ id: 3, title: 'Booking terms' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Exact cash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).not.toHaveBeenCalled();
    const agree = screen.getByLabelText('The customer agrees to: Booking terms');
    expect(document.activeElement).toBe(agree);
    fireEvent.click(agree);
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onPay).toHaveBeenCalledWith([{ tenderType: 'cash', amount: 900, tendered: 900 }], [3]);
  });

  it('keeps the tenders with the basket as staff leave a field, cheques with their number', () => {
    const onSync = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TenderForm
          customerId={1}
          total={1345}
          maxCredit={0}
          paying={false}
          onPay={vi.fn()}
          onSync={onSync}
        />
      </QueryClientProvider>,
    );
    typeInto(screen.getByLabelText(/Cheque amount/), '5');
    typeInto(screen.getByLabelText(/Cheque number/), '000123');
    fireEvent.blur(screen.getByLabelText(/Cheque number/));
    expect(onSync).toHaveBeenLastCalledWith([
      { tenderType: 'credit', amount: 0 },
      { tenderType: 'offline-voucher', amount: 0 },
      { tenderType: 'cheque', amount: 500, reference: '000123' },
      { tenderType: 'cash', amount: 0 },
    ]);
  });

  it('starts from the tenders the basket kept', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TenderForm
          customerId={1}
          total={1345}
          maxCredit={0}
          paying={false}
          onPay={vi.fn()}
          synced={[
            {
              tenderType: 'cash',
              amount: { raw: 1345, decimal: '13.45', formatted: '£13.45' },
              tendered: { raw: 2000, decimal: '20.00', formatted: '£20.00' },
              change: { raw: 655, decimal: '6.55', formatted: '£6.55' },
              reference: null,
              card: null,
            },
          ]}
        />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText(/Cash handed over/) as HTMLInputElement).value).toBe('20.00');
    expect(screen.getByTestId('desk-change').textContent).toContain('£6.55');
  });

  it('offers a card, present or keyed, for no more than is left', () => {
    renderForm(1345);
    expect(screen.getByRole('radio', { name: 'Card present' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Keyed' })).toBeTruthy();
    typeInto(screen.getByLabelText(/Card amount/), '20');
    fireEvent.click(screen.getByRole('button', { name: 'Take card' }));
    expect(screen.getByRole('alert').textContent).toContain('only cash gives change');
  });
});
