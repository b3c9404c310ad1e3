import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { LoginForm } from './login-form';

const { fetchMock, toasts } = stubFetchAndCollectToasts('account');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(onSignedIn = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('LoginForm', () => {
  it('says which fields are required, sends nothing, and lets a message go once its field is filled', async () => {
    show();
    await submit();
    expect(screen.getByText('Email address or customer ID is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(field('Email address or customer ID').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email address or customer ID'));
    expect(fetchMock).not.toHaveBeenCalled();
    typeInto(field('Email address or customer ID'), 'alex.morgan@example.com');
    expect(screen.queryByText('Email address or customer ID is required.')).toBeNull();
    expect(screen.getByText('Password is required.')).toBeTruthy();
  });

  it('signs in with what was typed', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { token: 't' } }));
    const onSignedIn = show();
    typeInto(field('Email address or customer ID'), 'alex.morgan@example.com');
    typeInto(field('Password'), 'Everyday-Leisure-2026');
    await submit();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'alex.morgan@example.com',
      password: 'Everyday-Leisure-2026',
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("shows the server's 422 beside its field, and a refused sign-in as a toast", async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The given data was invalid.',
        errors: { username: ['Enter an email address.'] },
      }),
    );
    const onSignedIn = show();
    typeInto(field('Email address or customer ID'), 'alex');
    typeInto(field('Password'), 'x');
    await submit();
    expect(screen.getByText('Enter an email address.')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'These credentials do not match our records.' }));
    await submit();
    expect(screen.queryByText('Enter an email address.')).toBeNull();
    expect(toasts.at(-1)).toMatchObject({
      type: 'danger',
      content: 'These credentials do not match our records.',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
