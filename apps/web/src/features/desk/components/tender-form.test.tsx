import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { typeInto } from '@/test/type-into';
import { TenderForm } from './tender-form';

beforeAll(() => loadNamespaces('foh'));

function renderForm(total: number, maxCredit = 0, terms: { id: number; title: string }[] = []) {
  const onPay = vi.fn();
  render(<TenderForm total={total} maxCredit={maxCredit} paying={false} terms={terms} onPay={onPay} />);
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
});
