/**
 * The player's in-process invalidation bus. Code that changes what a screen plays calls one of these
 * after its transaction commits; every live player cache of this process drops what depends on it.
 * (Other server processes on the same PostgreSQL notice changes through the periodic version check.)
 */
export interface PlayerCaches {
  playlistsChanged(guids?: readonly string[]): void;
  mediaChanged(guids?: readonly string[]): void;
  devicesChanged(guids?: readonly string[]): void;
}

const live = new Set<PlayerCaches>();

export function registerPlayerCaches(caches: PlayerCaches): () => void {
  live.add(caches);
  return () => live.delete(caches);
}

/** Items or settings of these playlists changed (created, edited, reordered, deleted, linked, unlinked). */
export function playlistsChanged(guids?: readonly string[]): void {
  for (const c of live) c.playlistsChanged(guids);
}

export function invalidatePlaylist(guid: string): void {
  playlistsChanged([guid]);
}

/** Media rows changed (conversion finished or failed, file replaced, deleted); no argument = all. */
export function mediaChanged(guids?: readonly string[]): void {
  for (const c of live) c.mediaChanged(guids);
}

/**
 * Devices changed (settings, playlist assignment, network, state, secret); no argument = all, e.g. after
 * a network's deviceSecretRequired switch, moving locations between networks, or a new default app version.
 */
export function devicesChanged(guids?: readonly string[]): void {
  for (const c of live) c.devicesChanged(guids);
}
