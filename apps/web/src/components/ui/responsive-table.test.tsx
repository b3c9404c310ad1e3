import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from './responsive-table';

// The stylesheet itself: the test environment applies no media queries, so the rule is read as written.
const css = readFileSync(`${import.meta.dirname}/responsive-table.css`, 'utf8');

type Line = { id: string; item: string; price: string };
const columns: TableColumn<Line>[] = [
  { key: 'item', header: 'Item', cell: (line) => line.item, primary: true },
  { key: 'price', header: 'Price', cell: (line) => line.price, align: 'end' },
];
const rows: Line[] = [
  { id: 'a', item: 'Pilates', price: '£8.00' },
  { id: 'b', item: 'Zumba', price: '£6.50' },
];

describe('ResponsiveTable', () => {
  it('is a real table with a caption, column headers and a row per item', () => {
    render(<ResponsiveTable caption="Order items" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Price']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Pilates', 'Price£8.00', 'Zumba', 'Price£6.50']);
  });

  it("labels each cell with its column's name for the card layout, hidden from screen readers", () => {
    render(<ResponsiveTable caption="Order items" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const [, price] = screen.getAllByRole('cell');
    const label = price?.querySelector('.rtable__label');
    expect(label?.textContent).toBe('Price');
    expect(label?.getAttribute('aria-hidden')).toBe('true');
    // The primary cell is the card's heading: it needs no label.
    expect(screen.getAllByRole('cell')[0]?.querySelector('.rtable__label')).toBeNull();
  });

  it('is cards by default and a table from 640 px, where the labels hide', () => {
    const wide = css.slice(css.indexOf('@media (min-width: 640px)'));
    expect(css.indexOf('@media (min-width: 640px)')).toBeGreaterThan(0);
    expect(css.slice(0, css.indexOf('@media'))).toMatch(/\.rtable__row \{[^}]*display: grid/);
    expect(wide).toMatch(/\.rtable__row \{[^}]*display: table-row/);
    expect(wide).toMatch(/\.rtable__label \{[^}]*display: none/);
  });
});
