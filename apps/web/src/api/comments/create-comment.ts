import type { CommentAction } from '@signage/shared';
import { commentCalls } from '@signage/shared/calls/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { commentKeys } from './keys';
import type { CommentTarget } from './search-comments';

export type CommentCreate = CommentTarget & { action: CommentAction; subject: string; comment: string };

/** POST /v1/comments: the server sanitises the HTML. */
export const createComment = (body: CommentCreate) => call(commentCalls.create, { body });

/** The dialog shows field errors itself. */
export const useCreateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
};
