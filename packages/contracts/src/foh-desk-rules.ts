/** Zod-free constants of the desk (foh-desk.ts), for the web to import as values. */

export const deskTenderTypes = ['cash', 'cheque', 'offline-voucher', 'credit'] as const;
export type DeskTenderType = (typeof deskTenderTypes)[number];

/** Tenders that need a reference (a cheque's number, a voucher's code) to be paid with. */
export const referencedTenderTypes: readonly DeskTenderType[] = ['cheque', 'offline-voucher'];

export const minCustomerQueryLength = 3;

/** Where the web's print view and the PDF of a desk order's receipt live. */
export const deskReceiptPrintPath = (orderId: number) => `/foh/orders/${orderId}/receipt`;
export const deskReceiptPdfPath = (orderId: number) => `/api/foh/orders/${orderId}/receipt.pdf`;
export const takingsCsvPath = '/api/foh/reports/takings.csv';
