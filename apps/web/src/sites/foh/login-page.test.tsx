import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { Component as LoginPage } from './login-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('foh');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sky = {
  id: 7,
  first_name: 'Sky',
  last_name: 'Parker',
  staff_role: 'front_of_house',
  venues: [{ id: 1, name: 'Manchester Central' }],
  desk_venue_id: 1,
  idle_timeout_seconds: 900,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(path = '/foh/login?redirect=%2Ffoh%2Fcustomers%2F4') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/foh/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

async function signInWithPassword() {
  typeInto(await screen.findByLabelText(/Email or staff ID/), 'staff@example.com');
  typeInto(screen.getByLabelText(/^Password/), 'Everyday-Leisure-2026');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('the staff sign-in', () => {
  it('asks for the authenticator code after the password, then opens the page asked for', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { second_factor: 'verify' } }));
    renderLogin();
    await signInWithPassword();
    const code = await screen.findByLabelText(/6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Enter your authenticator code' }),
      ),
    );

    typeInto(code, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is 6 digits')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(200, { data: sky }));
    typeInto(code, '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/foh/customers/4'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/foh/auth/second-factor');
    expect(bodyOf(1)).toEqual({ code: '123456' });
  });

  it('takes a recovery code instead', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { second_factor: 'verify' } }));
    renderLogin('/foh/login');
    await signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fetchMock.mockResolvedValueOnce(json(200, { data: sky }));
    typeInto(screen.getByLabelText(/Recovery code/), ' abcde-12345 ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/foh/'));
    expect(bodyOf(1)).toEqual({ recovery_code: 'abcde-12345' });
  });

  it('says when the code is refused, and keeps the step', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { second_factor: 'verify' } }));
    renderLogin();
    await signInWithPassword();
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'The code is not right.', errors: { code: ['x'] } }),
    );
    typeInto(await screen.findByLabelText(/6-digit code/), '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is not right.')).toBeTruthy();
  });

  it('shows the server’s refusal of a customer’s account at the password step', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'This is a customer account.' }));
    renderLogin();
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toContain('This is a customer account.');
  });

  it('enrols on a first sign-in: the QR code and key, a code, then the recovery codes once', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { second_factor: 'enrol' } })).mockResolvedValueOnce(
      json(200, {
        data: {
          otpauth_url: 'otpauth://totp/x',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: 'JBSWY3DPEHPK3PXP',
        },
      }),
    );
    renderLogin('/foh/login');
    await signInWithPassword();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toContain('JBSWY3DPEHPK3PXP');

    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-00000`);
    fetchMock.mockResolvedValueOnce(json(200, { data: { recovery_codes: codes } }));
    typeInto(screen.getByLabelText(/6-digit code/), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);

    fetchMock.mockResolvedValueOnce(json(200, { data: sky }));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/foh/'));
    expect(fetchMock.mock.calls[3]?.[0]).toBe('/api/foh/me');
  });
});
