import { resourceKeys } from '../query-keys';

/** The query keys of playlists. */
export const playlistKeys = {
  ...resourceKeys('playlists'),
  /** A device's loop, under its playlist's detail key so that changing the playlist refreshes it. */
  stats: (guid: string) => ['playlists', 'stats', guid] as const,
  deletionImpact: (guid: string | null) => ['playlists', 'deletion-impact', guid] as const,
  /** Items of a library playlist (media library dialog). */
  items: (guid: string) => ['playlists', 'items', guid] as const,
  globalLibraries: () => ['playlists', 'globalLibraries'] as const,
  deviceLoop: (playlist: string, device: string) => ['playlists', 'detail', playlist, 'device', device] as const,
};
