/**
 * The player's invalidation bus, one per app (AppContext.invalidation). Only the write unit's hooks call it
 * (player/table-map.ts: after a unit's commit, what its recorded writes change); every player cache registered on
 * this app drops what depends on it. No module sends a notice by hand (architecture.test.ts). On PostgreSQL a relay (db/change-notices.ts) also passes each change to the other server
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

export class InvalidationBus {
  private readonly live = new Set<PlayerCaches>();
  private relay: ((changed: Changed) => void) | null = null;
  private heard = new Set<keyof Changed>();

  register(caches: PlayerCaches): () => void {
    this.live.add(caches);
    return () => this.live.delete(caches);
  }

  /** Where this process's changes go besides its own caches (other processes); null: nowhere. */
  setRelay(relay: ((changed: Changed) => void) | null): void {
    this.relay = relay;
  }

  /** Several kinds at once; an empty list changes nothing, `true` means all of that kind. */
  notify(changed: Changed): void {
    if (!this.apply(changed)) return;
    this.relay?.(changed);
  }

  /** The kinds of change applied (sent or received) since the last call (the revalidation's check). */
  takeHeard(): ReadonlySet<keyof Changed> {
    const heard = this.heard;
    this.heard = new Set();
    return heard;
  }

  /** Drops what the change touches in this app's caches only (also for changes of other processes). */
  apply(changed: Changed): boolean {
    let any = false;
    const pass = (
      kind: keyof Changed,
      value: readonly string[] | true | undefined,
      fn: (c: PlayerCaches, g?: readonly string[]) => void,
    ) => {
      if (value !== true && !value?.length) return;
      any = true;
      this.heard.add(kind);
      for (const c of this.live) fn(c, value === true ? undefined : value);
    };
    pass('playlists', changed.playlists, (c, g) => c.playlistsChanged(g));
    pass('media', changed.media, (c, g) => c.mediaChanged(g));
    pass('devices', changed.devices, (c, g) => c.devicesChanged(g));
    return any;
  }
}
