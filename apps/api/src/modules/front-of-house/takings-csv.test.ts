import { describe, expect, it } from 'vitest';
import { sumTakings } from './takings';
import { csvCell, csvRow } from './takings-csv';

describe('takings', () => {
  it('adds up orders by tender and by staff member, with the change cash handed back', () => {
    const sums = sumTakings({
      orders: [
        { id: 1, total: 1345, staffUserId: 7 },
        { id: 2, total: 650, staffUserId: 8 },
        { id: 3, total: 0, staffUserId: 7 },
      ],
      tenders: [
        { orderId: 1, tenderType: 'cash', amount: 1345, tendered: 2000 },
        { orderId: 2, tenderType: 'offline-voucher', amount: 450, tendered: 450 },
        { orderId: 2, tenderType: 'credit', amount: 200, tendered: 200 },
      ],
    });
    expect(sums).toEqual({
      orderCount: 3,
      total: 1995,
      byTender: [
        { tenderType: 'cash', amount: 1345, count: 1 },
        { tenderType: 'offline-voucher', amount: 450, count: 1 },
        { tenderType: 'credit', amount: 200, count: 1 },
      ],
      byStaff: [
        { staffUserId: 7, amount: 1345, byTender: [{ tenderType: 'cash', amount: 1345, count: 1 }] },
        {
          staffUserId: 8,
          amount: 650,
          byTender: [
            { tenderType: 'offline-voucher', amount: 450, count: 1 },
            { tenderType: 'credit', amount: 200, count: 1 },
          ],
        },
      ],
      changeGiven: 655,
    });
  });

  it('counts a card tender apart, after cash, with no change from it', () => {
    const sums = sumTakings({
      orders: [{ id: 4, total: 1000, staffUserId: 7 }],
      tenders: [
        { orderId: 4, tenderType: 'card', amount: 800, tendered: 800 },
        { orderId: 4, tenderType: 'cash', amount: 200, tendered: 500 },
      ],
    });
    expect(sums.byTender).toEqual([
      { tenderType: 'cash', amount: 200, count: 1 },
      { tenderType: 'card', amount: 800, count: 1 },
    ]);
    expect(sums.changeGiven).toBe(300);
  });

  it('writes RFC 4180 cells a spreadsheet will not run', () => {
    expect(csvCell('Sky Parker')).toBe('Sky Parker');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Parker, Sky')).toBe('"Parker, Sky"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(`'`) || csvCell(`${start}1+1`).startsWith(`"'`)).toBe(true);
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
