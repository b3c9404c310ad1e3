import type { StaffAuditEvent } from '@leisure/contracts/foh-auth';
import type { Pagination } from '@leisure/contracts/guest-passes';
import type { Executor } from '../../platform/db/client';
import { addDays, startOfLocalDay } from '../../platform/local-time';
import { createStaffRepository } from './staff.repository';
import type { StaffContext } from './staff-guard';

const perPage = 50;

export type StaffAuditQuery = { venueId?: number; date?: string; page: number };
export type StaffAuditList = (
  staff: StaffContext,
  query: StaffAuditQuery,
) => Promise<{ data: StaffAuditEvent[]; pagination: Pagination }>;

/**
 * The audit as a manager reads it (decision 052): a venue manager's venues (and the sign-ins of the staff
 * working there), an operator admin's every venue; one local day when asked, newest first.
 */
export async function listStaffAudit(
  db: Executor,
  staff: StaffContext,
  query: StaffAuditQuery,
): Promise<{ data: StaffAuditEvent[]; pagination: Pagination }> {
  const venueIds = query.venueId !== undefined ? [query.venueId] : staff.venueIds;
  const range = query.date
    ? {
        from: startOfLocalDay(query.date),
        to: new Date(startOfLocalDay(addDays(query.date, 1)).getTime() - 1),
      }
    : {};
  const offset = (query.page - 1) * perPage;
  const { rows, total } = await createStaffRepository(db).auditPage(
    staff.clientId,
    { venueIds, ...range },
    { limit: perPage, offset },
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      staff: { id: r.staffId, name: `${r.staffFirstName} ${r.staffLastName}` },
      customer:
        r.customerId === null
          ? null
          : {
              id: r.customerId,
              name: `${r.customerFirstName} ${r.customerLastName}`,
              reference: r.customerReference ?? '',
            },
      venue: r.venueId === null ? null : { id: r.venueId, name: r.venueName ?? '' },
      action: r.action,
      amount: r.amount,
      detail: r.detail,
    })),
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(total / perPage),
      totalRecords: total,
      firstRecordOnCurrentPage: rows.length === 0 ? 0 : offset + 1,
      lastRecordOnCurrentPage: rows.length === 0 ? 0 : offset + rows.length,
    },
  };
}
