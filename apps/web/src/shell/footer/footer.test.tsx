import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, footerLatestMs } from './footer';

const footerAnswer = () =>
  new Response(JSON.stringify({ data: { html: '<p>Footer words</p>' } }), {
    headers: { 'content-type': 'application/json' },
  });

/** A page whose one call is answered when the test says. */
function Page({ answer }: { answer: Promise<string> }) {
  const page = useQuery({ queryKey: ['page'], queryFn: () => answer });
  return <main>{page.data ?? 'Loading'}</main>;
}

function show(answer: Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Page answer={answer} />
      <Footer venue={null} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it("comes once the page's own call is answered, not before", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => footerAnswer());
    vi.stubGlobal('fetch', fetchMock);
    let answerPage: (words: string) => void = () => {};
    show(new Promise<string>((resolve) => (answerPage = resolve)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Footer words')).toBeNull();

    answerPage('The page');
    expect(await screen.findByText('Footer words')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('comes anyway when the page is still loading after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => footerAnswer()),
    );
    show(new Promise<string>(() => {}));
    await act(() => vi.advanceTimersByTimeAsync(footerLatestMs));
    expect(await screen.findByText('Footer words')).toBeTruthy();
  });
});
