import { resourceKeys } from '../query-keys';

/** The query keys of users (the server's /v1/people calls). */
export const userKeys = resourceKeys('users');
