import type { KeyboardEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { DeskCustomer } from '../api/desk-customers';

type Props = {
  customers: DeskCustomer[];
  label: string;
  hrefOf: (customer: DeskCustomer) => string;
  /** Up from the first result: back to the search box. */
  onLeaveTop: () => void;
};

/** Moves between the results with the arrow keys as well as Tab: staff go down a list fast. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) onLeaveTop();
  else links[Math.min(next, links.length - 1)]?.focus();
}

/** Search results: each customer a link to their page, with what tells two namesakes apart. */
export function CustomerResults({ customers, label, hrefOf, onLeaveTop }: Props) {
  return (
    <ul className="desk-results" aria-label={label} onKeyDown={(event) => moveFocus(event, onLeaveTop)}>
      {customers.map((customer) => (
        <li key={customer.id} className="desk-results__item">
          <AppLink href={hrefOf(customer)} className="desk-results__link">
            <span className="desk-results__name">
              {customer.firstName} {customer.lastName}
            </span>
            <span className="desk-results__facts">
              {[customer.reference, customer.email, customer.postcode, customer.dateOfBirth]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
