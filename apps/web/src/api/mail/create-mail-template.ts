import type { MailTemplate } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/mail: an empty template owned by the signed-in user, language de (SPEC §4/§9). */
export const createMailTemplate = () => api.post<MailTemplate>('/v1/mail', { language: 'de' });

export const useCreateMailTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'templates'] }),
  });
};
