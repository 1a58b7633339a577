import { resourceKeys } from '../query-keys';

/** The query keys of devices. */
export const deviceKeys = {
  ...resourceKeys('devices'),
  /** What the player endpoint answers for the device (its tab on the device page). */
  playerAnswer: (guid: string) => ['player', 'answer', guid] as const,
};
