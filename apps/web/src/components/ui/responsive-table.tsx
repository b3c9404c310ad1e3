// biome-ignore-all lint/a11y/noRedundantRoles: CSS turns rows into blocks under 640 px and browsers then drop the table's implicit roles; the explicit ones keep them
import type { ReactNode } from 'react';
import './responsive-table.css';

export type TableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right on a wide screen. */
  align?: 'start' | 'end';
  /** The card's heading on a narrow screen: shown first, without its column label. */
  primary?: boolean;
};

type Props<Row> = {
  caption: ReactNode;
  /** Hide the caption from the eye when a heading above already says it. */
  captionHidden?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
};

/**
 * A real <table> on a wide screen; under 640 px each row becomes a card and each cell shows its column's
 * name beside it, so nothing scrolls sideways. The explicit roles keep the table's meaning for screen
 * readers once CSS turns rows into blocks (browsers drop it from display: block tables).
 */
export function ResponsiveTable<Row>({ caption, captionHidden, columns, rows, rowKey }: Props<Row>) {
  return (
    <table className="rtable" role="table">
      <caption className={captionHidden ? 'visually-hidden' : 'rtable__caption'}>{caption}</caption>
      <thead className="rtable__head" role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="rtable__body" role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className="rtable__row">
            {columns.map((column) => (
              <td key={column.key} role="cell" className={cellClass(column)}>
                {column.primary ? null : (
                  <span className="rtable__label" aria-hidden="true">
                    {column.header}
                  </span>
                )}
                <span className="rtable__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function cellClass<Row>(column: TableColumn<Row>): string {
  return [
    'rtable__cell',
    column.align === 'end' ? 'rtable__cell--end' : '',
    column.primary ? 'rtable__cell--primary' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
