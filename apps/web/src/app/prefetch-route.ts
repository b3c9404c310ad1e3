import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { queryClient } from '@/lib/query-client';

// Any query's options: the calls of one page differ in what they answer.
// biome-ignore lint/suspicious/noExplicitAny: each call keeps its own types where it is made
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A route's static loader that starts the calls its page will make, from the address alone, while the
 * page's chunk is still on its way: on a phone the page otherwise asked a round trip or two after its
 * code arrived (issue 13). It waits for none of them and answers nothing; the page's own queries find
 * the calls in flight or answered, under the same keys, and a failed call is theirs to show.
 */
export function prefetching(calls: (params: Params) => AnyQuery[]): LoaderFunction {
  return ({ params }) => {
    for (const options of calls(params)) void queryClient.prefetchQuery(options);
    return null;
  };
}
