import { QueryClient } from '@tanstack/react-query';

/** The app's one cache of server state. Failures surface at once: the http client already decided. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { keepOnSignOut?: boolean };
  }
}
