import { resourceKeys } from '../query-keys';

/** The query keys of roles. */
export const roleKeys = resourceKeys('roles');
