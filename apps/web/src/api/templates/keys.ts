import { resourceKeys } from '../query-keys';

/** The query keys of templates. */
export const templateKeys = resourceKeys('templates');
