import { formatMoney } from '@/lib/money';
import type { Takings } from '../api/get-takings';

/** The tenders taken that day, in the report's order: the staff table's columns. */
export function tenderTypesOf(takings: Takings): string[] {
  return takings.byTender.map((row) => row.tenderType);
}

/** What one staff member took in one tender: nothing reads as £0.00, not a blank a cash-up could misread. */
export function staffTenderAmount(row: Takings['byStaff'][number], type: string): string {
  return row.byTender.find((tender) => tender.tenderType === type)?.amount.formatted ?? formatMoney(0);
}
