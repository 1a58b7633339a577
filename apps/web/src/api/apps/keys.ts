import { resourceKeys } from '../query-keys';

/** The query keys of apps. */
export const appKeys = resourceKeys('apps');
