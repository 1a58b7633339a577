import type { User } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /v1/people: creates an empty user (SPEC §4); the edit page opens next. */
export const createUser = (body: { guidParent?: string | null; guidRole?: string }) =>
  api.post<User>('/v1/people', body);

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists() }),
  });
};
