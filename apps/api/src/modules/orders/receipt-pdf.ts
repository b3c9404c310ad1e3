import type { Order } from '@leisure/contracts/checkout';

/** Who sold: a VAT receipt must name the seller, its address and its VAT number. */
export type ReceiptSeller = { name: string; addressLines: string[]; vatNumber: string };
/** The card that paid, as the gateway tells a merchant: never more than the brand and last four. */
export type ReceiptCard = { brand: string; lastFour: string };

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  maestro: 'Maestro',
};

export function cardLine(card: ReceiptCard): string {
  const brand = brandNames[card.brand.toLowerCase()] ?? 'Card';
  return `${brand} ending ${card.lastFour}`;
}

/** A one-page A4 receipt: who sold, when, what, and how it was paid. */
export async function receiptPdf(
  order: Order,
  seller: ReceiptSeller,
  card: ReceiptCard | null,
): Promise<Uint8Array> {
  // Loaded on the first receipt: pdf-lib is the heaviest module a start would otherwise parse.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${order.uuid}`);
  pdf.setProducer(seller.name);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.11, 0.15);
  // The standard fonts only encode WinAnsi: anything else is replaced rather than failing the receipt.
  const safe = (text: string) => text.replace(/[^\x20-\x7e£€\u00a0-\u00ff]/g, '?');
  let y = 790;
  const line = (text: string, size = 11, f = font, x = 50) => {
    page.drawText(safe(text), { x, y, size, font: f, color: ink });
  };
  line(seller.name, 18, bold);
  y -= 18;
  for (const address of seller.addressLines.slice(0, 6)) {
    line(address.slice(0, 90), 10);
    y -= 13;
  }
  if (seller.vatNumber) {
    line(`VAT number: ${seller.vatNumber}`, 10);
    y -= 13;
  }
  y -= 15;
  line('Receipt', 14, bold);
  y -= 20;
  // The uuid is the customer's reference: the numeric id is ours and says how many orders there are.
  line(`Order reference: ${order.uuid}`);
  y -= 16;
  line(`Date: ${order.createdAt}`);
  y -= 16;
  line(`Paid by: ${card ? cardLine(card) : order.paymentType}`);
  y -= 28;
  for (const item of order.items) {
    const when = item.date ? ` - ${item.date} ${item.startTime ?? ''}` : '';
    line(`${item.name}${when}`.slice(0, 80));
    page.drawText(safe(item.price.formatted), { x: 480, y, size: 11, font, color: ink });
    y -= 14;
    const where = [item.venueName, item.locationName, item.attendeeName].filter(Boolean).join(', ');
    if (where) {
      line(where.slice(0, 90), 9);
      y -= 16;
    }
    if (y < 80) break;
  }
  y -= 10;
  line('Total', 12, bold);
  page.drawText(safe(order.total.formatted), { x: 480, y, size: 12, font: bold, color: ink });
  return pdf.save();
}
