import { resourceKeys } from '../query-keys';

/** The query keys of mail. */
export const mailKeys = resourceKeys('mail');
