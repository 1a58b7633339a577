import type { OutboxMail } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/mail/outbox/{guid}/retry: puts a waiting or failed mail back in line. */
export const retryOutboxMail = (guid: string) =>
  api.post<OutboxMail>(`/v1/mail/outbox/${encodeURIComponent(guid)}/retry`, {});

export const useRetryOutboxMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
};
