import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;

/** The text a PDF draws: pdf-lib writes each line as a hex string shown with Tj, in flate streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      lines.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe('GET /api/my-account/orders/:uuid/receipt', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Record<string, string>;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
  }, 120_000);

  async function receiptOf(uuid: string) {
    const res = await t.inject({
      method: 'GET',
      url: `/api/my-account/orders/${uuid}/receipt`,
      headers: alex,
    });
    expect(res.statusCode).toBe(200);
    return pdfText(Buffer.from(res.json().data.contents, 'base64'));
  }

  it('names the seller with its address and VAT number, the card that paid, and the order’s reference', async () => {
    await f.basketWith(alex, await f.session());
    const { paid } = await f.checkoutByCard(alex, `receipt-${Date.now()}`);
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    const order = (
      await t.inject({ method: 'GET', url: `/api/my-account/orders/${orderId}`, headers: alex })
    ).json().data;

    const text = await receiptOf(order.uuid);
    expect(text).toContain('Everyday Leisure');
    expect(text).toContain('1 Example Street');
    expect(text).toContain('M1 1AA');
    expect(text).toContain('VAT number: GB 123 4567 89');
    expect(text).toContain(`Paid by: Visa ending ${cards.succeeds.slice(-4)}`);
    expect(text).toContain(`Order reference: ${order.uuid}`);
    // The internal numeric id is not the customer's reference.
    expect(text).not.toMatch(new RegExp(`Order ${orderId}\\b`));
  });

  it('leaves out the VAT line when the operator has no VAT number', async () => {
    await t.sql("update clients set vat_number = ''");
    const [order] = (await t.inject({ method: 'GET', url: '/api/my-account/orders', headers: alex })).json()
      .data;
    const text = await receiptOf(order.uuid);
    expect(text).not.toContain('VAT number');
    expect(text).toContain('Everyday Leisure');
  });
});
