import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { prefetching } from './prefetch-route';

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: undefined }) as LoaderFunctionArgs;

describe("a route's prefetching loader", () => {
  it("starts the page's calls from the address and waits for none of them", async () => {
    let answer: (value: string) => void = () => undefined;
    const day = (venue: string) =>
      queryOptions({
        queryKey: ['prefetch-test', venue],
        queryFn: () =>
          new Promise<string>((resolve) => {
            answer = resolve;
          }),
      });
    const loader = prefetching(({ venue = '' }) => [day(venue)]);

    expect(await loader(args({ venue: 'leeds' }))).toBeNull();
    expect(queryClient.getQueryState(['prefetch-test', 'leeds'])?.fetchStatus).toBe('fetching');

    answer('Monday');
    await expect.poll(() => queryClient.getQueryData(['prefetch-test', 'leeds'])).toBe('Monday');
  });

  it('keeps a failed call for the page to show, without failing the route', async () => {
    const loader = prefetching(() => [
      queryOptions({
        queryKey: ['prefetch-test', 'broken'],
        queryFn: () => Promise.reject<string>(new Error('503')),
      }),
    ]);
    expect(await loader(args({}))).toBeNull();
    await expect.poll(() => queryClient.getQueryState(['prefetch-test', 'broken'])?.status).toBe('error');
  });
});
