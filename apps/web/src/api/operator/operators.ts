import type { ConsentInput, ConsentRecord, OperatorInput, OperatorRecord } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

const OPERATORS = ['operators'] as const;
const consentKey = (company: string) => ['operator-consents', company] as const;

/** GET /v1/operators: every operator with codes and users (administrators). */
export const useOperators = () =>
  useQuery({ queryKey: OPERATORS, queryFn: () => api.get<OperatorRecord[]>('/v1/operators') });

/** POST /v1/operators, POST /v1/operators/:id/users: a new operator, a new user of one. */
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
    remove: useMutation({
      mutationFn: (guid: string) => apiRequest(`/v1/operators/${guid}`, { method: 'DELETE' }),
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

export interface AccessPage {
  count: number;
  items: Array<{
    at: number;
    operatorName: string;
    username: string;
    via: string;
    method: string;
    path: string;
    status: string;
  }>;
}

/** GET /v1/companies/:id/operator-accesses: 'Zugriffe der Veranstalter'. */
export const useOperatorAccesses = (company: string) =>
  useQuery({
    queryKey: ['operator-accesses', company] as const,
    queryFn: () => api.get<AccessPage>(`/v1/companies/${company}/operator-accesses`),
  });
