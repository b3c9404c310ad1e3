import { minCustomerQueryLength } from '@leisure/contracts/foh-desk-rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useCustomerSearch } from '@/features/desk/api/desk-customers';
import { CustomerResults } from '@/features/desk/components/customer-results';
import { PageTitle } from '@/shell/page-title';
import { fohPaths } from './foh-paths';
import './foh-desk.css';

const TYPING_PAUSE_MS = 250;

/** The desk's start: find a customer by name, email, reference or postcode, from the third character. */
export function Component() {
  const { t } = useTranslation('foh');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const search = useCustomerSearch(q, page);

  // The address follows the box after a pause in typing: Back returns to a search, not to each letter.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const short = q.length < minCustomerQueryLength;
  const toResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = results.current?.querySelector<HTMLAnchorElement>('a');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const hrefOfPage = (n: number) => `${fohPaths.home}?${new URLSearchParams({ q, page: String(n) })}`;

  return (
    <section className="desk-customers" aria-labelledby="desk-customers-heading">
      <PageTitle title={t('customers.title')} />
      <h1 id="desk-customers-heading">{t('customers.heading')}</h1>
      <search className="desk-customers__search">
        <TextField
          ref={input}
          label={t('customers.search')}
          hint={t('customers.searchHint', { count: minCustomerQueryLength })}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onInput={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={toResults}
        />
      </search>
      <div ref={results} aria-live="polite" aria-busy={search.isFetching}>
        {short ? null : search.isPending ? (
          <Spinner label={t('customers.searching')} />
        ) : search.isError ? (
          <p role="alert">{t('customers.failed')}</p>
        ) : search.data.data.length === 0 ? (
          <p>{t('customers.none', { q })}</p>
        ) : (
          <>
            <p className="desk-customers__count">
              {t('customers.count', { count: search.data.pagination.totalRecords })}
            </p>
            <CustomerResults
              customers={search.data.data}
              label={t('customers.resultsLabel', { q })}
              hrefOf={(customer) => fohPaths.customer(customer.id)}
              onLeaveTop={() => input.current?.focus()}
            />
            <Pagination
              {...search.data.pagination}
              hrefOf={hrefOfPage}
              labels={{
                label: t('customers.pages'),
                showing: (first, last, total) => t('customers.showing', { first, last, total }),
                previous: t('customers.previous'),
                next: t('customers.next'),
                page: (n) => t('customers.page', { page: n }),
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
