import type { Pagination } from '@leisure/contracts/guest-passes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

type Named = { id: number; name: string };

/** One staff action as GET /api/foh/audit answers it (contracts: foh-auth.ts staffAuditEvent), camel-cased. */
export type StaffAuditEvent = {
  id: number;
  createdAt: string;
  staff: Named;
  customer: (Named & { reference: string }) | null;
  venue: Named | null;
  action: string;
  /** Minor units, where money moved. */
  amount: number | null;
  detail: Record<string, unknown>;
};
export type AuditPage = { data: StaffAuditEvent[]; pagination: Pagination };

export type AuditFilter = { venueId: number | null; date: string; page: number };

/** GET /api/foh/audit: staff actions of a venue's day, newest first, a page at a time. */
export const auditQueryOptions = ({ venueId, date, page }: AuditFilter) =>
  queryOptions({
    queryKey: ['foh', 'reports', 'audit', venueId, date, page] as const,
    queryFn: () => http<AuditPage>('/api/foh/audit', { query: { venueId, date, page } }),
    retry: false,
  });

/** The page being left stays on screen while the next loads, so the table does not jump. */
export const useAudit = (filter: AuditFilter) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
