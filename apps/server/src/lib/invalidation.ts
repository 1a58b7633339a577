/**
 * The player's in-process invalidation bus, one per app (AppContext.invalidation). Code that changes what
 * a screen plays calls it after its transaction commits; every player cache registered on this app drops
 * what depends on it. (Other server processes on the same PostgreSQL notice changes through the periodic
 * version check.)
 */
export interface PlayerCaches {
  playlistsChanged(guids?: readonly string[]): void;
  mediaChanged(guids?: readonly string[]): void;
  devicesChanged(guids?: readonly string[]): void;
}

/** What changed, by kind: some guids, or `true` for "all of them". */
export interface Changed {
  playlists?: readonly string[] | true;
  media?: readonly string[] | true;
  devices?: readonly string[] | true;
}

export class InvalidationBus implements PlayerCaches {
  private readonly live = new Set<PlayerCaches>();

  register(caches: PlayerCaches): () => void {
    this.live.add(caches);
    return () => this.live.delete(caches);
  }

  /** Items or settings of these playlists changed (created, edited, reordered, deleted, linked, unlinked). */
  playlistsChanged(guids?: readonly string[]): void {
    for (const c of this.live) c.playlistsChanged(guids);
  }

  /** Media rows changed (conversion finished or failed, file replaced, deleted); no argument = all. */
  mediaChanged(guids?: readonly string[]): void {
    for (const c of this.live) c.mediaChanged(guids);
  }

  /**
   * Devices changed (settings, playlist assignment, network, state, secret); no argument = all, e.g. after
   * a network's deviceSecretRequired switch, moving locations between networks, or a new default app version.
   */
  devicesChanged(guids?: readonly string[]): void {
    for (const c of this.live) c.devicesChanged(guids);
  }

  /** Several kinds at once; an empty list changes nothing, `true` means all of that kind. */
  notify(changed: Changed): void {
    const pass = (value: readonly string[] | true | undefined, fn: (guids?: readonly string[]) => void) => {
      if (value === true) fn();
      else if (value && value.length > 0) fn(value);
    };
    pass(changed.playlists, (g) => this.playlistsChanged(g));
    pass(changed.media, (g) => this.mediaChanged(g));
    pass(changed.devices, (g) => this.devicesChanged(g));
  }
}
