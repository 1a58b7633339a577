import { templateCalls } from '@signage/shared/calls/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { templateKeys } from './keys';

/** POST /v1/templates: a new template with the default layout; in a network context it belongs to it. */
export const createTemplate = (body: { guidParent?: string }) => call(templateCalls.create, { body });

export const useCreateTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
};
