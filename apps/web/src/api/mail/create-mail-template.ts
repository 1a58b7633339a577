import { mailCalls } from '@signage/shared/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/mail: an empty template owned by the signed-in user, language de (SPEC §4/§9). */
export const createMailTemplate = () => call(mailCalls.create, { body: { language: 'de' } });

export const useCreateMailTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'templates'] }),
  });
};
