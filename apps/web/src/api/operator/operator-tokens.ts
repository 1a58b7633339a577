import { operatorPortalCalls } from '@signage/shared/calls/operator-portal';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

const TOKENS = ['operator', 'tokens'] as const;

/** GET /v1/operator/tokens: the signed-in operator user's own access keys (never the key itself). */
export const useOperatorTokens = () => useQuery({ queryKey: TOKENS, queryFn: () => call(operatorPortalCalls.tokens) });

/** POST /v1/operator/tokens, DELETE /v1/operator/tokens/:id: a new key (its answer shows the key once), a revocation. */
export function useOperatorTokenChanges() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: TOKENS });
  return {
    create: useMutation({
      mutationFn: (name: string) => call(operatorPortalCalls.createToken, { body: { name } }),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (guid: string) => call(operatorPortalCalls.revokeToken, { params: { id: guid } }),
      onSettled,
    }),
  };
}

/** GET /v1/operator/accesses: the requests of the operator's own users and keys (its administrator only). */
export const useOwnAccesses = (page: number, itemsPerPage: number) =>
  useQuery({
    queryKey: ['operator', 'accesses', page, itemsPerPage] as const,
    queryFn: () => call(operatorPortalCalls.accesses, { query: { page, itemsPerPage } }),
    placeholderData: keepPreviousData,
  });
