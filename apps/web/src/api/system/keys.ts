import { resourceKeys } from '../query-keys';

/** The query keys of system. */
export const systemKeys = resourceKeys('system');
