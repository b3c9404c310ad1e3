import type { Order } from '@leisure/contracts/checkout';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A one-page A4 receipt: who sold, when, what, and how it was paid. */
export async function receiptPdf(order: Order, operatorName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${order.uuid}`);
  pdf.setProducer(operatorName);
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
  line(operatorName, 18, bold);
  y -= 28;
  line('Receipt', 14, bold);
  y -= 20;
  line(`Order ${order.id} (${order.uuid})`);
  y -= 16;
  line(`Date: ${order.createdAt}`);
  y -= 16;
  line(`Paid by: ${order.paymentType}`);
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
