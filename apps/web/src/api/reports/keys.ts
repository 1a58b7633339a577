import { resourceKeys } from '../query-keys';

export const reportKeys = resourceKeys('reports');
