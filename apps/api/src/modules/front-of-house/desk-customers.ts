import type { DeskCustomer, DeskCustomerProfile } from '@leisure/contracts/foh-desk';
import type { Pagination } from '@leisure/contracts/guest-passes';
import { notFound } from '../../platform/http/errors';
import type { StaffContext } from '../staff/staff-guard';
import { type CustomerCardRow, createCustomerSearch } from '../users/customer-search';
import type { DeskDeps } from './desk.ports';

export const customerNotFoundMessage = 'Customer not found.';

const card = ({ phone: _, ...row }: CustomerCardRow): DeskCustomer => row;

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  const last = total === 0 ? 0 : Math.min(total, page * perPage);
  return {
    currentPage: page,
    totalPages: Math.ceil(total / perPage),
    totalRecords: total,
    firstRecordOnCurrentPage: first > last ? 0 : first,
    lastRecordOnCurrentPage: first > last ? 0 : last,
  };
}

/** Finding a customer at the desk and reading their account: any staff member of the operator. */
export function createDeskCustomers(deps: DeskDeps) {
  const customers = createCustomerSearch(deps.db);
  return {
    async search(staff: StaffContext, q: string, page: number, perPage: number) {
      const { rows, total } = await customers.page(staff.clientId, q, page, perPage);
      return { data: rows.map(card), pagination: paginationOf(page, perPage, total) };
    },

    async profile(staff: StaffContext, customerId: number): Promise<DeskCustomerProfile> {
      const { clientId } = staff;
      const holder = await customers.holder(clientId, customerId);
      if (!holder) throw notFound(customerNotFoundMessage);
      const [family, bookings, memberships, fees] = await Promise.all([
        customers.family(clientId, customerId),
        deps.upcomingBookings(clientId, customerId),
        deps.memberships(clientId, customerId),
        deps.unpaidFees(clientId, customerId),
      ]);
      return {
        customer: { ...card(holder), phone: holder.phone },
        family: family.map(({ relationship: _, ...member }) => member),
        upcomingBookings: bookings.map((b) => ({
          id: b.id,
          name: b.name,
          startsAt: b.startsAt.raw,
          endsAt: b.endsAt?.raw ?? null,
          venueName: b.venueName,
          attendeeName: null,
          status: b.status,
        })),
        memberships: memberships.map((m) => ({
          id: m.id,
          name: m.membershipType.name,
          status: m.status,
          memberName: m.holder.name,
          startDate: m.startDate.date.raw,
          endDate: m.expiresAt?.raw ?? null,
        })),
        unpaidFees: fees.data.map((f) => ({
          id: f.id,
          name: f.description,
          amount: f.feeAmount,
          createdAt: f.incurredAt,
          user: f.user,
        })),
      };
    },
  };
}
