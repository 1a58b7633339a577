import { resourceKeys } from '../query-keys';

/** The query keys of rights. */
export const rightKeys = resourceKeys('rights');
