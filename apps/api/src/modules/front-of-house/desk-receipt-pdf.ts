import type { DeskReceipt } from '@leisure/contracts/foh-desk';

const mm = 72 / 25.4;
const width = 80 * mm;
const margin = 4 * mm;

/** An 80 mm till receipt as a PDF, as long as its lines need: the same content as the print view. */
export async function deskReceiptPdf(receipt: DeskReceipt): Promise<Uint8Array> {
  // Loaded on the first receipt, as the order receipts load it: pdf-lib is heavy to parse at start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.uuid}`);
  pdf.setProducer(receipt.operator.name);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts encode WinAnsi only: anything else is replaced rather than failing the receipt.
  const safe = (text: string) => text.replace(/[^\x20-\x7e£€\u00a0-\u00ff]/g, '?');

  type Row = { left: string; right?: string; size?: number; strong?: boolean };
  const rows: Row[] = [
    { left: receipt.operator.name, size: 11, strong: true },
    ...(receipt.operator.address ? [{ left: receipt.operator.address, size: 7 }] : []),
    ...(receipt.operator.vatNumber ? [{ left: `VAT number: ${receipt.operator.vatNumber}`, size: 7 }] : []),
    ...(receipt.venue ? [{ left: receipt.venue.name, size: 8 }] : []),
    { left: '' },
    { left: `Date: ${receipt.createdAtLocal}` },
    { left: `Order: ${receipt.uuid.slice(0, 8)}` },
    ...(receipt.seller ? [{ left: `Served by: ${receipt.seller.name}` }] : []),
    {
      left: `Customer: ${receipt.customer.name}${receipt.customer.reference ? ` (${receipt.customer.reference})` : ''}`,
    },
    { left: '' },
    ...receipt.lines.flatMap((line) => [
      { left: line.name, right: line.amount.formatted },
      ...(line.when || line.attendeeName
        ? [{ left: [line.when, line.attendeeName].filter(Boolean).join(', '), size: 7 }]
        : []),
    ]),
    { left: '' },
    { left: 'Total', right: receipt.total.formatted, strong: true },
    { left: 'Includes VAT', right: receipt.vat.formatted, size: 7 },
    { left: '' },
    ...receipt.tenders.map((t) => ({
      left: `${tenderName(t.tenderType)}${t.reference ? ` ${t.reference}` : ''}${t.card ? ` ${cardLabel(t.card)}` : ''}`,
      right: t.tendered.formatted,
    })),
    { left: 'Change', right: receipt.changeDue.formatted, strong: true },
  ];

  const lineHeight = (row: Row) => (row.size ?? 8) + 4;
  const height = rows.reduce((sum, row) => sum + lineHeight(row), 0) + 2 * margin;
  const page = pdf.addPage([width, height]);
  const ink = rgb(0, 0, 0);
  let y = height - margin;
  for (const row of rows) {
    const size = row.size ?? 8;
    const f = row.strong ? bold : font;
    y -= lineHeight(row);
    const right = row.right ? safe(row.right) : '';
    const rightWidth = right ? f.widthOfTextAtSize(right, size) : 0;
    const room = width - 2 * margin - rightWidth - (right ? 4 : 0);
    let left = safe(row.left);
    while (left && f.widthOfTextAtSize(left, size) > room) left = left.slice(0, -1);
    page.drawText(left, { x: margin, y, size, font: f, color: ink });
    if (right) page.drawText(right, { x: width - margin - rightWidth, y, size, font: f, color: ink });
  }
  return pdf.save();
}

const tenderNames: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  'offline-voucher': 'Voucher',
  credit: 'Account credit',
};
export const tenderName = (type: string) => tenderNames[type] ?? type;

/** 'Visa ending 4242': a card tender's card as the receipt names it. */
export const cardLabel = (card: { brand: string; lastFour: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.lastFour}`;
