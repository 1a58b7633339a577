import type { ConsentInput, ConsentRecord, OperatorAccessPage, OperatorInput, OperatorRecord } from '@signage/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

const OPERATORS = ['operators'] as const;
const consentKey = (company: string) => ['operator-consents', company] as const;

/** GET /v1/operators: every operator with codes and users (administrators). */
export const useOperators = () =>
  useQuery({ queryKey: OPERATORS, queryFn: () => api.get<OperatorRecord[]>('/v1/operators') });

/**
 * POST /v1/operators, PUT|DELETE /v1/operators/:id, POST /v1/operators/:id/users, DELETE /v1/operators/:id/users/:user:
 * a new operator, a change, its deletion, a new user of one and a user's deletion.
 */
export function useOperatorChanges() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: OPERATORS });
  return {
    create: useMutation({
      mutationFn: (input: OperatorInput) => api.post<OperatorRecord>('/v1/operators', input),
      onSettled,
    }),
    addUser: useMutation({
      mutationFn: ({ guid, ...body }: { guid: string; username: string; password: string; admin: boolean }) =>
        api.post<OperatorRecord>(`/v1/operators/${guid}/users`, body),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ guid, input }: { guid: string; input: OperatorInput }) =>
        apiRequest<OperatorRecord>(`/v1/operators/${guid}`, { method: 'PUT', body: input }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (guid: string) => apiRequest(`/v1/operators/${guid}`, { method: 'DELETE' }),
      onSettled,
    }),
    removeUser: useMutation({
      mutationFn: ({ guid, user }: { guid: string; user: string }) =>
        apiRequest<OperatorRecord>(`/v1/operators/${guid}/users/${user}`, { method: 'DELETE' }),
      onSettled,
    }),
  };
}

export interface ConsentList {
  operators: Array<{ guid: string; name: string }>;
  consents: ConsentRecord[];
  mayDecide: string[];
}

/** GET /v1/companies/:id/operator-consents: 'Nachweise freigeben' of a network or location. */
export const useConsents = (company: string) =>
  useQuery({
    queryKey: consentKey(company),
    queryFn: () => api.get<ConsentList>(`/v1/companies/${company}/operator-consents`),
  });

/** PUT /v1/companies/:id/operator-consents/:operator: give, change or revoke (at once). */
export function useSetConsent(company: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operator, input }: { operator: string; input: ConsentInput }) =>
      apiRequest<ConsentList>(`/v1/companies/${company}/operator-consents/${operator}`, { method: 'PUT', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: consentKey(company) }),
  });
}

/** GET /v1/companies/:id/operator-accesses: 'Zugriffe der Veranstalter' (newest first, a page of them). */
export const useOperatorAccesses = (company: string, page: number, itemsPerPage: number) =>
  useQuery({
    queryKey: ['operator-accesses', company, page, itemsPerPage] as const,
    queryFn: () =>
      api.get<OperatorAccessPage>(
        `/v1/companies/${company}/operator-accesses?page=${page}&itemsPerPage=${itemsPerPage}`,
      ),
    placeholderData: keepPreviousData,
  });
