import { templateCalls } from '@signage/shared/calls/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { templateKeys } from './keys';

/** GET /v1/templates/{guid}/delete */
export const deleteTemplate = (guid: string) => call(templateCalls.delete, { params: { id: guid } });

export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
};
