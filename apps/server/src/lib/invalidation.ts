/**
 * The player's invalidation bus, one per app (AppContext.invalidation). Code that changes what a screen
 * plays calls it after its transaction commits; every player cache registered on this app drops what
 * depends on it. On PostgreSQL a relay (db/change-notices.ts) also passes each change to the other server
 * processes, and hands their changes to `apply`.
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

export const EVERYTHING: Changed = { playlists: true, media: true, devices: true };

export class InvalidationBus implements PlayerCaches {
  private readonly live = new Set<PlayerCaches>();
  private relay: ((changed: Changed) => void) | null = null;

  register(caches: PlayerCaches): () => void {
    this.live.add(caches);
    return () => this.live.delete(caches);
  }

  /** Where this process's changes go besides its own caches (other processes); null: nowhere. */
  setRelay(relay: ((changed: Changed) => void) | null): void {
    this.relay = relay;
  }

  /** Items or settings of these playlists changed (created, edited, reordered, deleted, linked, unlinked). */
  playlistsChanged(guids?: readonly string[]): void {
    this.notify({ playlists: guids ?? true });
  }

  /** Media rows changed (conversion finished or failed, file replaced, deleted); no argument = all. */
  mediaChanged(guids?: readonly string[]): void {
    this.notify({ media: guids ?? true });
  }

  /**
   * Devices changed (settings, playlist assignment, network, state, secret); no argument = all, e.g. after
   * a network's deviceSecretRequired switch, moving locations between networks, or a new default app version.
   */
  devicesChanged(guids?: readonly string[]): void {
    this.notify({ devices: guids ?? true });
  }

  /** Several kinds at once; an empty list changes nothing, `true` means all of that kind. */
  notify(changed: Changed): void {
    if (!this.apply(changed)) return;
    this.relay?.(changed);
  }

  /** Drops what the change touches in this app's caches only (also for changes of other processes). */
  apply(changed: Changed): boolean {
    let any = false;
    const pass = (
      value: readonly string[] | true | undefined,
      fn: (c: PlayerCaches, g?: readonly string[]) => void,
    ) => {
      if (value !== true && !value?.length) return;
      any = true;
      for (const c of this.live) fn(c, value === true ? undefined : value);
    };
    pass(changed.playlists, (c, g) => c.playlistsChanged(g));
    pass(changed.media, (c, g) => c.mediaChanged(g));
    pass(changed.devices, (c, g) => c.devicesChanged(g));
    return any;
  }
}
