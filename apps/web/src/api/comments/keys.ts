import { resourceKeys } from '../query-keys';

/** The query keys of comments. */
export const commentKeys = resourceKeys('comments');
