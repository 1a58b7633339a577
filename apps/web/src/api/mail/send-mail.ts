import type { MailSendEntry, MailSendSingle } from '@signage/shared';
import { mailCalls } from '@signage/shared/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/mail/send: one mail {to, subject, message}, or the list form (one mail per network contact). */
export const sendMail = (body: MailSendSingle | MailSendEntry[]) => call(mailCalls.send, { body });

/** The dialogs show the server's errors themselves. */
export const useSendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
};
