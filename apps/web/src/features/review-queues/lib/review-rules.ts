/** The longest reason the API takes (contracts: rejectFreezeRequest, rejectDocumentRequest). */
export const maxReasonLength = 500;

/** Why a rejection's reason cannot be sent, or null when it may: the member is told it, so it must say something. */
export function reasonProblem(reason: string): 'empty' | 'long' | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > maxReasonLength) return 'long';
  return null;
}

/** The document's file through the staff download route: a link, so the browser saves it and never shows it as our page. */
export function documentFileHref(documentId: number): string {
  return `/api/staff/eligibility-documents/${documentId}/file`;
}

/** YYYY-MM-DD of a local calendar day. */
function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The last valid day offered for an approved document: a year less a day from today, as a student card or
 * a concession letter usually runs; the reviewer changes it to the date on the document.
 */
export function defaultExpiry(today: Date): string {
  const end = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate() - 1);
  return isoDay(end);
}

/** Why an expiry date cannot be sent: missing, not a date, or already past. */
export function expiryProblem(value: string, today: Date): 'empty' | 'invalid' | 'past' | null {
  if (value === '') return 'empty';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return 'invalid';
  return value < isoDay(today) ? 'past' : null;
}
