import type { ConsentInput, OperatorInput } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import type { CallAnswer } from '@signage/shared/calls/define';
import { operatorCalls } from '@signage/shared/calls/operators';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

const OPERATORS = ['operators'] as const;
const consentKey = (company: string) => ['operator-consents', company] as const;

/** GET /v1/operators: every operator with codes and users (administrators). */
export const useOperators = () => useQuery({ queryKey: OPERATORS, queryFn: () => call(operatorCalls.list) });

/**
 * POST /v1/operators, PUT|DELETE /v1/operators/:id, POST /v1/operators/:id/users, DELETE /v1/operators/:id/users/:user:
 * a new operator, a change, its deletion, a new user of one and a user's deletion.
 */
export function useOperatorChanges() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: OPERATORS });
  return {
    create: useMutation({
      mutationFn: (input: OperatorInput) => call(operatorCalls.create, { body: input }),
      onSettled,
    }),
    addUser: useMutation({
      mutationFn: ({ guid, ...body }: { guid: string; username: string; password: string; admin: boolean }) =>
        call(operatorCalls.addUser, { params: { id: guid }, body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ guid, input }: { guid: string; input: OperatorInput }) =>
        call(operatorCalls.update, { params: { id: guid }, body: input }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (guid: string) => call(operatorCalls.delete, { params: { id: guid } }),
      onSettled,
    }),
    removeUser: useMutation({
      mutationFn: ({ guid, user }: { guid: string; user: string }) =>
        call(operatorCalls.removeUser, { params: { id: guid, user } }),
      onSettled,
    }),
  };
}

/** The consents of a network or location, the operators to choose from and those a location may decide for. */
export type ConsentList = CallAnswer<typeof companyCalls.operatorConsents>;

/** GET /v1/companies/:id/operator-consents: 'Nachweise freigeben' of a network or location. */
export const useConsents = (company: string) =>
  useQuery({
    queryKey: consentKey(company),
    queryFn: () => call(companyCalls.operatorConsents, { params: { id: company } }),
  });

/** PUT /v1/companies/:id/operator-consents/:operator: give, change or revoke (at once). */
export function useSetConsent(company: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operator, input }: { operator: string; input: ConsentInput }) =>
      call(companyCalls.setOperatorConsent, { params: { id: company, operator }, body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: consentKey(company) }),
  });
}

/** GET /v1/companies/:id/operator-accesses: 'Zugriffe der Veranstalter' (newest first, a page of them). */
export const useOperatorAccesses = (company: string, page: number, itemsPerPage: number) =>
  useQuery({
    queryKey: ['operator-accesses', company, page, itemsPerPage] as const,
    queryFn: () => call(companyCalls.operatorAccesses, { params: { id: company }, query: { page, itemsPerPage } }),
    placeholderData: keepPreviousData,
  });
