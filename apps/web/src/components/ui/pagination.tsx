import { AppLink } from './app-link';
import './pagination.css';

export type PageItem = number | 'gap';

/** The page numbers to offer: the first, the last, and the current one with its neighbours; gaps between. */
export function pageItems(current: number, total: number): PageItem[] {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const shown = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

type Props = {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
  firstRecordOnCurrentPage: number;
  lastRecordOnCurrentPage: number;
  /** Each page is an address of its own, so the browser's back button returns to it. */
  hrefOf: (page: number) => string;
  /** The words, from the page's namespace: only the pages that list in pages load them. */
  labels: PaginationLabels;
};

export type PaginationLabels = {
  /** Names the navigation region. */
  label: string;
  showing: (first: number, last: number, total: number) => string;
  previous: string;
  next: string;
  /** A page number's accessible name. */
  page: (page: number) => string;
};

/** 'Showing x–y of z', then previous, the page numbers and next, as links; nothing when one page holds all. */
export function Pagination({
  currentPage,
  totalPages,
  totalRecords,
  firstRecordOnCurrentPage,
  lastRecordOnCurrentPage,
  hrefOf,
  labels,
}: Props) {
  if (totalRecords === 0) return null;
  const showing = labels.showing(firstRecordOnCurrentPage, lastRecordOnCurrentPage, totalRecords);
  if (totalPages <= 1) return <p className="pagination__status">{showing}</p>;
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= totalPages ? (
      <AppLink href={hrefOf(page)} rel={rel} className="pagination__link">
        {label}
      </AppLink>
    ) : (
      <span className="pagination__link" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav aria-label={labels.label} className="pagination">
      <p className="pagination__status">{showing}</p>
      <ul className="pagination__list">
        <li>{step(currentPage - 1, labels.previous, 'prev')}</li>
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                href={hrefOf(item)}
                className="pagination__link"
                aria-label={labels.page(item)}
                aria-current={item === currentPage ? 'page' : undefined}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
        <li>{step(currentPage + 1, labels.next, 'next')}</li>
      </ul>
    </nav>
  );
}
