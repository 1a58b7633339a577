import type { Db } from '../db/client.js';
import { EMPTY_PLAYLIST, type ResolvedPlaylist, resolvePlaylist } from './resolve.js';

/** Resolved playlists by root guid, dropped when a playlist or medium they depend on changes. */
export class PlaylistCache {
  private entries = new Map<string, ResolvedPlaylist>();
  private loading = new Map<string, Promise<ResolvedPlaylist>>();
  private epoch = 0;

  constructor(private readonly db: Db) {}

  peek(guid: string | null): ResolvedPlaylist | undefined {
    return guid === null ? EMPTY_PLAYLIST : this.entries.get(guid);
  }

  get(guid: string | null): Promise<ResolvedPlaylist> {
    const hit = this.peek(guid);
    if (hit) return Promise.resolve(hit);
    const root = guid as string;
    const pending = this.loading.get(root);
    if (pending) return pending;
    const epoch = this.epoch;
    const load = resolvePlaylist(this.db, root).then(
      (resolved) => {
        if (this.loading.get(root) === load) this.loading.delete(root);
        if (epoch === this.epoch) this.entries.set(root, resolved);
        return resolved;
      },
      (err: unknown) => {
        if (this.loading.get(root) === load) this.loading.delete(root);
        throw err;
      },
    );
    this.loading.set(root, load);
    return load;
  }

  /** Drops every resolved playlist that contains one of these playlists (all without argument). */
  playlistsChanged(guids?: readonly string[]): void {
    this.drop(guids, (entry, g) => entry.playlists.has(g));
  }

  mediaChanged(guids?: readonly string[]): void {
    this.drop(guids, (entry, g) => entry.media.has(g));
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(guids: readonly string[] | undefined, dependsOn: (entry: ResolvedPlaylist, guid: string) => boolean) {
    this.epoch++;
    this.loading.clear();
    if (!guids) {
      this.entries.clear();
      return;
    }
    const wanted = guids.map((g) => g.toLowerCase());
    for (const [root, entry] of this.entries) {
      if (wanted.some((g) => dependsOn(entry, g))) this.entries.delete(root);
    }
  }
}
