import type { OperatorAccessPage, TokenCreated, TokenRecord } from '@signage/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

const TOKENS = ['operator', 'tokens'] as const;

/** GET /v1/operator/tokens: the signed-in operator user's own access keys (never the key itself). */
export const useOperatorTokens = () =>
  useQuery({ queryKey: TOKENS, queryFn: () => api.get<TokenRecord[]>('/v1/operator/tokens') });

/** POST /v1/operator/tokens, DELETE /v1/operator/tokens/:id: a new key (its answer shows the key once), a revocation. */
export function useOperatorTokenChanges() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: TOKENS });
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post<TokenCreated>('/v1/operator/tokens', { name }),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (guid: string) => apiRequest(`/v1/operator/tokens/${guid}`, { method: 'DELETE' }),
      onSettled,
    }),
  };
}

/** GET /v1/operator/accesses: the requests of the operator's own users and keys (its administrator only). */
export const useOwnAccesses = (page: number, itemsPerPage: number) =>
  useQuery({
    queryKey: ['operator', 'accesses', page, itemsPerPage] as const,
    queryFn: () => api.get<OperatorAccessPage>(`/v1/operator/accesses?page=${page}&itemsPerPage=${itemsPerPage}`),
    placeholderData: keepPreviousData,
  });
