import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { joiningTermsQueryOptions } from '@/features/terms/api/get-terms';
import { fullUserQueryOptions } from '@/features/user/api/get-user';
import type { MembershipRouteState } from '@/lib/paths';
import { type Session, SessionContext, type SessionStatus } from '@/shell/session/session-context';
import { Component as ChangePage } from './change-membership-page';
import { Component as RenewPage } from './renew-membership-page';

/** The change and renew pages' tests: their routes, a member (or nobody), fetch answered by each test. */

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const money = (decimal: string) => ({ formatted: `£${decimal}`, decimal });

export const fromList: MembershipRouteState = {
  fromPage: 'Memberships',
  isChangeMembership: true,
  expiresAt: null,
  venue: 'manchester-central',
};

const sessionOf = (status: SessionStatus) =>
  ({
    status,
    user: status === 'signed-in' ? { id: 1, firstName: 'Riley', lastName: 'Shaw' } : null,
    leaving: false,
    signedIn: vi.fn(),
    logOut: vi.fn(),
  }) as unknown as Session;

/** Riley, a member: his details are on record, so the details step only asks him to continue. */
const riley = {
  id: 1,
  reference: 'C-0001',
  firstName: 'Riley',
  lastName: 'Shaw',
  email: 'riley.shaw@example.com',
  memberships: [{ id: 5, name: 'Gold Monthly', status: 'active' }],
  hasInstruction: true,
  hasBillingDate: true,
};

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}`}</p>;
}

type Answer = Response | ((init: RequestInit | undefined) => Response);

/** Answers fetch by 'METHOD /path' (the query left out); anything else is a 500. */
export function answerFetch(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  answers: Record<string, Answer>,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer) return json(500, { message: 'not answered' });
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
}

export function showManagePage(
  path: string,
  {
    state = fromList,
    status = 'signed-in',
  }: { state?: MembershipRouteState | null; status?: SessionStatus } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(fullUserQueryOptions().queryKey, riley as never);
  // No terms to tick: the terms boxes have tests of their own.
  client.setQueryData(joiningTermsQueryOptions().queryKey, []);
  return render(
    <QueryClientProvider client={client}>
      <SessionContext value={sessionOf(status)}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="/join/memberships/change/:membershipId" element={<ChangePage />} />
            <Route
              path="/join/memberships/renew/:membershipId/:membershipSlug/:paymentType"
              element={<RenewPage />}
            />
            <Route path="/account/memberships" element={<Where name="memberships" />} />
            <Route path="/account/login" element={<Where name="login" />} />
            <Route path="/basket/checkout" element={<Where name="checkout" />} />
            <Route path="/booking-confirmed/:orderId" element={<Where name="confirmed" />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}
