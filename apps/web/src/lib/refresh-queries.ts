import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches the queries under each key after a write. A fetch still in flight is cancelled first:
 * TanStack Query only cancels in-flight fetches of queries that already have data; a first fetch
 * would be reused, and its answer may have been read before the write (a list opened just before
 * an upload would then never show the new file).
 */
export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
