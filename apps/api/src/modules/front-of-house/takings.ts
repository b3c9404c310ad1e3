import type { Takings } from '@leisure/contracts/foh-desk';
import { toPrice } from '@leisure/contracts/money';
import { forbidden, notFound } from '../../platform/http/errors';
import { type StaffContext, worksAt } from '../staff/staff-guard';
import type { DeskDeps } from './desk.ports';

type TenderType = Takings['byTender'][number]['tenderType'];
const tenderOrder: TenderType[] = ['cash', 'card', 'cheque', 'offline-voucher', 'credit'];

export type TakingsFacts = {
  orders: { id: number; total: number; staffUserId: number | null }[];
  tenders: { orderId: number; tenderType: string; amount: number; tendered: number }[];
};

/** Sums in minor units: the day's total, by tender, by staff member, and the cash handed back. */
export function sumTakings({ orders, tenders }: TakingsFacts) {
  const byTender = (ids: Set<number>) => {
    const sums = new Map<TenderType, { amount: number; count: number }>();
    for (const t of tenders) {
      if (!ids.has(t.orderId)) continue;
      const type = t.tenderType as TenderType;
      const sum = sums.get(type) ?? { amount: 0, count: 0 };
      sums.set(type, { amount: sum.amount + t.amount, count: sum.count + 1 });
    }
    return tenderOrder.flatMap((tenderType) => {
      const sum = sums.get(tenderType);
      return sum ? [{ tenderType, ...sum }] : [];
    });
  };
  const staffIds = [...new Set(orders.flatMap((o) => (o.staffUserId === null ? [] : [o.staffUserId])))];
  return {
    orderCount: orders.length,
    total: orders.reduce((sum, o) => sum + o.total, 0),
    byTender: byTender(new Set(orders.map((o) => o.id))),
    byStaff: staffIds.map((staffUserId) => {
      const theirs = orders.filter((o) => o.staffUserId === staffUserId);
      return {
        staffUserId,
        amount: theirs.reduce((sum, o) => sum + o.total, 0),
        byTender: byTender(new Set(theirs.map((o) => o.id))),
      };
    }),
    changeGiven: tenders.reduce((sum, t) => sum + (t.tendered - t.amount), 0),
  };
}

/** The desk's takings at a venue on one of its days, for the cash-up: staff of that venue. */
export function createTakings(deps: DeskDeps) {
  return {
    async of(staff: StaffContext, venueId: number, day: string): Promise<Takings & { venueSlug: string }> {
      const { clientId } = staff;
      const venue = await deps.venueOf(clientId, venueId);
      if (!venue) throw notFound('Venue not found.');
      if (!worksAt(staff, venueId)) throw forbidden();
      const [{ rows, tenders }, operator] = await Promise.all([
        deps.orders.deskSalesOn(clientId, venueId, day, venue.timeZone),
        deps.operatorOf(clientId),
      ]);
      const sums = sumTakings({ orders: rows, tenders });
      const money = (raw: number) => toPrice(raw, operator.currency);
      const tenderRows = (list: ReturnType<typeof sumTakings>['byTender']) =>
        list.map((t) => ({ tenderType: t.tenderType, amount: money(t.amount), count: t.count }));
      const names = await Promise.all(sums.byStaff.map((s) => deps.personOf(clientId, s.staffUserId)));
      return {
        venue: { id: venue.id, name: venue.name },
        venueSlug: venue.slug,
        date: day,
        orderCount: sums.orderCount,
        total: money(sums.total),
        byTender: tenderRows(sums.byTender),
        byStaff: sums.byStaff
          .map((s, i) => ({
            staff: { id: s.staffUserId, name: names[i]?.name ?? '' },
            amount: money(s.amount),
            byTender: tenderRows(s.byTender),
          }))
          .sort((a, b) => a.staff.name.localeCompare(b.staff.name) || a.staff.id - b.staff.id),
        changeGiven: money(sums.changeGiven),
      };
    },
  };
}
