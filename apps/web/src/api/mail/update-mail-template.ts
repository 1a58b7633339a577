import type { MailTemplateUpdate } from '@signage/shared';
import { mailCalls } from '@signage/shared/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** PUT /v1/mail/{guid}; the server turns line breaks of the body into <br>. */
export const updateMailTemplate = ({ guid, body }: { guid: string; body: MailTemplateUpdate }) =>
  call(mailCalls.update, { params: { id: guid }, body });

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
