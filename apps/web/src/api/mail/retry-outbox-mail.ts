import { mailCalls } from '@signage/shared/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/mail/outbox/{guid}/retry: puts a waiting or failed mail back in line. */
export const retryOutboxMail = (guid: string) => call(mailCalls.retry, { params: { id: guid } });

export const useRetryOutboxMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
};
