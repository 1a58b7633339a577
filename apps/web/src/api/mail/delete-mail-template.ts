import { mailCalls } from '@signage/shared/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** DELETE /v1/mail/{guid} */
export const deleteMailTemplate = (guid: string) => call(mailCalls.delete, { params: { id: guid } });

export const useDeleteMailTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailTemplate,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: ['mail', 'template', guid] });
      return queryClient.invalidateQueries({ queryKey: ['mail', 'templates'] });
    },
  });
};
