import type { MailTemplate, MailTemplateUpdate } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** PUT /v1/mail/{guid}; the server turns line breaks of the body into <br>. */
export const updateMailTemplate = ({ guid, body }: { guid: string; body: MailTemplateUpdate }) =>
  apiRequest<MailTemplate>(`/v1/mail/${encodeURIComponent(guid)}`, { method: 'PUT', body });

/** The form shows field errors itself. */
export const useUpdateMailTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailTemplate,
    meta: { silent: true, saved: true },
    onSuccess: (template) => {
      queryClient.setQueryData(['mail', 'template', template.guid], template);
      return queryClient.invalidateQueries({ queryKey: ['mail', 'templates'] });
    },
  });
};
