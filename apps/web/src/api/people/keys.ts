import { resourceKeys } from '../query-keys';

/** The query keys of people. */
export const peopleKeys = resourceKeys('people');
