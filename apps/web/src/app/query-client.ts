import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorBus } from '../lib/error-bus';
import { shouldRetry } from '../lib/retry-rules';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows the error itself; the global snackbar stays quiet. */
    queryMeta: { silent?: boolean };
    /** saved: a form's save; its success shows the global 'Gespeichert.' snackbar. */
    mutationMeta: { silent?: boolean; saved?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) errorBus.publish(error);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.saved) errorBus.saved();
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) errorBus.publish(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
