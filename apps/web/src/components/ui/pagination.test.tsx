import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from './pagination';

const hrefOf = (page: number) => `/account/guest-passes?page=${page}`;
const labels = {
  label: 'Pagination',
  showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

function show(currentPage: number, totalPages: number, totalRecords: number) {
  const first = totalRecords === 0 ? 0 : (currentPage - 1) * 10 + 1;
  const last = Math.min(currentPage * 10, totalRecords);
  render(
    <MemoryRouter>
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        totalRecords={totalRecords}
        firstRecordOnCurrentPage={first}
        lastRecordOnCurrentPage={last}
        hrefOf={hrefOf}
        labels={labels}
      />
    </MemoryRouter>,
  );
}

describe('the page numbers offered', () => {
  it('are all of them when few, else the ends and the current page with its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows the page instead.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the pagination', () => {
  it("says 'Showing x–y of z' and links each page, the current one marked", () => {
    show(3, 3, 25);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 21–25 of 25')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(hrefOf(1));
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(hrefOf(2));
    // No page after the last: 'Next' is there but leads nowhere.
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(nav).getByText('Next').getAttribute('aria-disabled')).toBe('true');
  });

  it('on the first page offers no previous page', () => {
    show(1, 3, 25);
    expect(screen.getByText('Showing 1–10 of 25')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(hrefOf(2));
  });

  it('with one page says how many and offers no pages; with none, nothing', () => {
    show(1, 1, 4);
    expect(screen.getByText('Showing 1–4 of 4')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    screen.getByText('Showing 1–4 of 4').remove();
    show(1, 0, 0);
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
