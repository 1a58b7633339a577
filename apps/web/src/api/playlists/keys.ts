import { resourceKeys } from '../query-keys';

/** The query keys of playlists. */
export const playlistKeys = {
  ...resourceKeys('playlists'),
  /** A device's loop, under its playlist's detail key so that changing the playlist refreshes it. */
  deviceLoop: (playlist: string, device: string) => ['playlists', 'detail', playlist, 'device', device] as const,
};
