import { resourceKeys } from '../query-keys';

/** The query keys of media. */
export const mediaKeys = resourceKeys('media');
