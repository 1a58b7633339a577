import { commentCalls } from '@signage/shared/calls/comments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** Whose comments: a company (network or location) or a device. Kept here: commentSearch has both optional, the web states exactly one (as commentCreate's refine demands). */
export type CommentTarget = { guidCompany: string; guidDevice?: never } | { guidDevice: string; guidCompany?: never };

/** POST /v1/comments/search */
export const searchComments = (target: CommentTarget) => call(commentCalls.search, { body: target });

export const commentsQueryOptions = (target: CommentTarget) =>
  queryOptions({ queryKey: ['comments', target], queryFn: () => searchComments(target) });

export const useComments = (target: CommentTarget) => useQuery(commentsQueryOptions(target));
