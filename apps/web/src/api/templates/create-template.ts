import type { Template } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { templateKeys } from './keys';

/** POST /v1/templates: a new template with the default layout; in a network context it belongs to it. */
export const createTemplate = (body: { guidParent?: string }) => api.post<Template>('/v1/templates', body);

export const useCreateTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
};
