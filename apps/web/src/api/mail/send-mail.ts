import type { MailSendEntry, MailSendResponse, MailSendSingle } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/mail/send: one mail {to, subject, message}, or the list form (one mail per network contact). */
export const sendMail = (body: MailSendSingle | MailSendEntry[]) => api.post<MailSendResponse>('/v1/mail/send', body);

/** The dialogs show the server's errors themselves. */
export const useSendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
};
