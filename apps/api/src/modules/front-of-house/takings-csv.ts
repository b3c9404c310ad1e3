import type { Takings } from '@leisure/contracts/foh-desk';
import { tenderName } from './desk-receipt-pdf';

/**
 * A cell of RFC 4180 CSV that a spreadsheet will not run: text starting with = + - @ (or a tab or carriage
 * return, which some read past) is prefixed with ', and a cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const takingsCsvHeader = ['Venue', 'Date', 'Staff', 'Tender', 'Count', 'Amount'];

/** The takings as the cash-up sheet: each staff member's tenders, then every staff's, the total and change. */
export function takingsCsv(takings: Takings): string {
  const { venue, date } = takings;
  const rows = [csvRow(takingsCsvHeader)];
  const line = (staff: string, tender: string, count: number | string, amount: string) =>
    rows.push(csvRow([venue.name, date, staff, tender, count, amount]));
  for (const person of takings.byStaff) {
    for (const t of person.byTender)
      line(person.staff.name, tenderName(t.tenderType), t.count, t.amount.decimal);
    line(person.staff.name, 'Total', '', person.amount.decimal);
  }
  for (const t of takings.byTender) line('All staff', tenderName(t.tenderType), t.count, t.amount.decimal);
  line('All staff', 'Total', takings.orderCount, takings.total.decimal);
  line('All staff', 'Change given', '', takings.changeGiven.decimal);
  return rows.join('');
}
