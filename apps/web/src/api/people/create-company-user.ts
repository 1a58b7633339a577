import type { User } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /v1/people {guidParent}: an empty user of the network or location; its edit page opens next. */
export const createCompanyUser = (guidParent: string) => api.post<User>('/v1/people', { guidParent });

export const useCreateCompanyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists() }),
  });
};
