import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, footerLatestMs, footerQuietMs } from './footer';

const footerAnswer = () =>
  new Response(JSON.stringify({ data: { html: '<p>Footer words</p>' } }), {
    headers: { 'content-type': 'application/json' },
  });

/** A page whose one call is answered when the test says. */
function Page({ answer }: { answer: Promise<string> }) {
  const page = useQuery({ queryKey: ['page'], queryFn: () => answer });
  return <main>{page.data ?? 'Loading'}</main>;
}

/** A page that asks in two steps, with a moment between them when nothing is in flight (a chunk loading). */
function SteppedPage({ day }: { day: Promise<string> }) {
  const first = useQuery({ queryKey: ['categories'], queryFn: async () => 'Classes' });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!first.data) return;
    const timer = setTimeout(() => setReady(true), footerQuietMs / 2);
    return () => clearTimeout(timer);
  }, [first.data]);
  const second = useQuery({ queryKey: ['day'], queryFn: () => day, enabled: ready });
  return <main>{second.data ?? 'Loading'}</main>;
}

function show(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {page}
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
    show(<Page answer={new Promise<string>((resolve) => (answerPage = resolve))} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Footer words')).toBeNull();

    answerPage('The page');
    expect(await screen.findByText('Footer words')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('waits through the moment between the calls of a page that asks in steps', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => footerAnswer());
    vi.stubGlobal('fetch', fetchMock);
    let answerDay: (words: string) => void = () => {};
    show(<SteppedPage day={new Promise<string>((resolve) => (answerDay = resolve))} />);
    // Past the gap and long enough for a footer asked for in it to have been shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, footerQuietMs * 2)));
    expect(fetchMock).not.toHaveBeenCalled();

    answerDay('Yoga Flow');
    expect(await screen.findByText('Footer words')).toBeTruthy();
    expect(screen.getByText('Yoga Flow')).toBeTruthy();
  });

  it('comes anyway when the page is still loading after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => footerAnswer()),
    );
    show(<Page answer={new Promise<string>(() => {})} />);
    await act(() => vi.advanceTimersByTimeAsync(footerLatestMs));
    expect(await screen.findByText('Footer words')).toBeTruthy();
  });
});
