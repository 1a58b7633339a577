import { resourceKeys } from '../query-keys';

/** The query keys of channels. */
export const channelKeys = resourceKeys('channels');
