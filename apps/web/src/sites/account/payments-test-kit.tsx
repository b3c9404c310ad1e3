import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { Component as ManageCardPage } from './manage-card-page';
import { Component as OrderHistoryPage } from './order-history-page';
import { Component as CreditPage } from './payments-credit-page';
import { Component as CreditRedirect } from './payments-credit-redirect';
import { Component as PaymentsLayout } from './payments-layout';
import { Component as SummaryPage } from './payments-summary-page';

/** The payments pages' tests: their routes as routes.ts nests them, a signed-in customer, fetch answered by each test. */

export const customer = {
  status: 'signed-in',
  user: { id: 1, firstName: 'Chris', lastName: 'Evans' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

export function showPayments(path: string, config: { creditsEnabled?: boolean } = {}, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(clientConfigQueryOptions().queryKey, {
    name: 'Everyday Leisure',
    creditsEnabled: config.creditsEnabled ?? true,
  } as never);
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/payments" element={<PaymentsLayout />}>
              <Route index element={<SummaryPage />} />
              <Route path="credit" element={<CreditRedirect />} />
              <Route path="credit/:list" element={<CreditPage />} />
              <Route path="order-history" element={<OrderHistoryPage />} />
            </Route>
            <Route path="/account/payments/manage-card" element={<ManageCardPage />} />
            <Route path="/account/payments/order-history/:orderId" element={<Where name="order page" />} />
            <Route path="/basket/checkout" element={<Where name="checkout" />} />
          </Routes>
          {extra}
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
  return client;
}

export const price = (raw: number) => ({
  raw,
  decimal: (raw / 100).toFixed(2),
  formatted: `£${(raw / 100).toFixed(2)}`,
});

export function cartWith(items: { id: number; cartableId: number; type?: string }[]) {
  return {
    data: {
      cart_id: 1,
      uuid: 'c1',
      items: items.map((item) => ({
        id: item.id,
        name: 'Fee',
        price: price(500),
        quantity: 1,
        cartable_type: item.type ?? 'penalty',
        cartable_id: item.cartableId,
        cartable_resource: { name: 'Fee' },
        child_items: [],
      })),
      totals: { item_count: items.length },
      credits: {},
      payments: [],
    },
  };
}

export const calls = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
