import type { DeskReceipt } from '@leisure/contracts/foh-desk';
import { toPrice } from '@leisure/contracts/money';
import { forbidden, notFound } from '../../platform/http/errors';
import { formatDay, localClock } from '../../platform/local-time';
import { type StaffContext, worksAt } from '../staff/staff-guard';
import type { DeskDeps } from './desk.ports';
import { deskReceiptPdf } from './desk-receipt-pdf';
import { orderTenders } from './desk-sale';

export const saleNotFoundMessage = 'Sale not found.';

/**
 * A desk sale's receipt, for the 80 mm print view and its PDF: the staff of the sale's venue may read it.
 * Prices include any VAT; the operator charges none on top, so the VAT line reads what the total holds.
 */
export function createDeskReceipts(deps: DeskDeps) {
  async function receipt(staff: StaffContext, orderId: number): Promise<DeskReceipt> {
    const { clientId } = staff;
    const sale = await deps.orders.deskSale(clientId, orderId);
    if (!sale) throw notFound(saleNotFoundMessage);
    const { row, order, tenders } = sale;
    if (row.venueId === null || !worksAt(staff, row.venueId)) throw forbidden();
    const [operator, venue, seller, customer] = await Promise.all([
      deps.operatorOf(clientId),
      deps.venueOf(clientId, row.venueId),
      row.staffUserId ? deps.personOf(clientId, row.staffUserId) : null,
      deps.personOf(clientId, row.userId),
    ]);
    const timeZone = venue?.timeZone;
    const money = (raw: number) => toPrice(raw, operator.currency);
    const paid = await orderTenders(deps, clientId, tenders, operator.currency);
    return {
      orderId: row.id,
      uuid: row.uuid,
      createdAt: row.createdAt.toISOString(),
      createdAtLocal: `${formatDay(row.createdAt, timeZone)} ${localClock(row.createdAt, timeZone)}`,
      operator: {
        name: operator.name,
        address: operator.addressLines.length > 0 ? operator.addressLines.join(', ') : null,
        vatNumber: operator.vatNumber || null,
      },
      venue: venue ? { id: venue.id, name: venue.name } : null,
      seller: row.staffUserId && seller ? { id: row.staffUserId, name: seller.name } : null,
      customer: { id: row.userId, name: customer?.name ?? '', reference: customer?.reference ?? null },
      lines: order.items.map((item) => ({
        name: item.name,
        when: item.date ? `${item.date}${item.startTime ? ` ${item.startTime}` : ''}` : null,
        attendeeName: item.attendeeName,
        quantity: 1,
        amount: money(item.price.raw),
      })),
      total: money(row.total),
      vat: money(0),
      tenders: paid.applied,
      changeDue: money(paid.change),
    };
  }

  return {
    receipt,
    async pdf(staff: StaffContext, orderId: number) {
      const data = await receipt(staff, orderId);
      return { bytes: await deskReceiptPdf(data), name: `receipt-${data.uuid}.pdf` };
    },
  };
}
