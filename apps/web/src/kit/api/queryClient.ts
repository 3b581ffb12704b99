import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. Errors are already reported by the API client, so queries do not retry
 * (a retry would toast twice) and do not refetch on focus (the spec's polling periods rule).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});
