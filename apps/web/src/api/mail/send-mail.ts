import type { MailSendEntry, OutboxMail } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface MailSendResult {
  success: true;
  queued: OutboxMail[];
  /** Networks that got no mail, with the server's reason. */
  skipped: Array<{ guidCompany: string; companyName: string; reason: string }>;
}

export interface SingleMail {
  to: string;
  subject: string;
  message: string;
}

/** POST /v1/mail/send: one mail {to, subject, message}, or the list form (one mail per network contact). */
export const sendMail = (body: SingleMail | MailSendEntry[]) => api.post<MailSendResult>('/v1/mail/send', body);

/** The dialogs show the server's errors themselves. */
export const useSendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
};
