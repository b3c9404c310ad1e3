import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { Component as CheckoutPage } from './checkout-page';

const visitor: Session = {
  status: 'anonymous',
  user: null,
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
};

beforeAll(() => loadNamespaces('bookings', 'account'));

describe('the checkout page', () => {
  it('asks a visitor to sign in, with the login modal or the login page coming back here', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={visitor}>
          <MemoryRouter>
            <CheckoutPage />
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('Please sign in to check out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe(
      '/account/login?redirect=%2Fbasket%2Fcheckout',
    );
    // A visitor's basket is not priced for checkout.
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
