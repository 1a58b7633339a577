import type { TemplateUpdate } from '@signage/shared';
import { templateCalls } from '@signage/shared/calls/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { templateKeys } from './keys';

/** POST /v1/templates/{guid} (name, comment, config); the server checks the config and names its errors. */
export const updateTemplate = ({ guid, body }: { guid: string; body: TemplateUpdate }) =>
  call(templateCalls.update, { params: { id: guid }, body });

/** The editor shows the errors by path itself. */
export const useUpdateTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    meta: { silent: true, saved: true },
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.guid), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
};
