/** Zod-free constants of the desk (foh-desk.ts), for the web to import as values. */

/** Tenders put against the desk basket (PUT …/payments). */
export const deskTenderTypes = ['cash', 'cheque', 'offline-voucher', 'credit'] as const;
export type DeskTenderType = (typeof deskTenderTypes)[number];
/** What the pay call takes: those, and a card authorised through the gateway (POST …/card-payment). */
export const deskPayTenderTypes = [...deskTenderTypes, 'card'] as const;
export type DeskPayTenderType = (typeof deskPayTenderTypes)[number];
/** How the card reached the gateway at the desk: in its reader, or its details typed by staff. */
export const cardPresences = ['present', 'keyed'] as const;
export type CardPresence = (typeof cardPresences)[number];

/** Tenders that need a reference (a cheque's number, a voucher's code) to be paid with. */
export const referencedTenderTypes: readonly DeskTenderType[] = ['cheque', 'offline-voucher'];

export const minCustomerQueryLength = 3;

/** Where the web's print view and the PDF of a desk order's receipt live. */
export const deskReceiptPrintPath = (orderId: number) => `/foh/orders/${orderId}/receipt`;
export const deskReceiptPdfPath = (orderId: number) => `/api/foh/orders/${orderId}/receipt.pdf`;
export const takingsCsvPath = '/api/foh/reports/takings.csv';
