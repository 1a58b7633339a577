import { PUSH_CHANGED, type PushMessage } from '@signage/shared';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PlayerCaches } from '../lib/invalidation.js';
import type { DeviceEntry } from './device-cache.js';
import type { ResolvedPlaylist } from './resolve.js';

/** Open push connections one device may hold; a further one closes its oldest (a reloaded page's old one). */
export const MAX_CONNECTIONS_PER_DEVICE = 3;
/** A comment line this often keeps proxies and NAT from closing an idle connection. */
export const KEEP_ALIVE_MS = 25_000;
/** A client whose socket holds this much unsent data gets nothing more (it has a `changed` pending anyway). */
const MAX_BACKLOG_BYTES = 16 * 1024;

/** One open push connection (the route writes to the HTTP response). */
export interface PushConnection {
  /** The secret the screen connected with: checked again whenever its device changes. */
  readonly secret: string | undefined;
  /** Bytes written but not yet sent. */
  backlog(): number;
  write(text: string): void;
  end(): void;
}

/** What the hub reads from the player's caches. */
export interface PushSources {
  device(guid: string): Promise<DeviceEntry | null>;
  playlist(root: string | null): Promise<ResolvedPlaylist>;
  /** The ETag the device's poll would answer now (from the player's caches, which the change has already dropped). */
  etag(entry: DeviceEntry): Promise<string>;
  /** Throws when the device may not talk to the server (admitDevice). */
  admit(entry: DeviceEntry, secret: string | undefined): void;
  onError(err: unknown): void;
}

interface Watch {
  readonly guid: string;
  /** Oldest first. */
  connections: PushConnection[];
  /** What the device plays (its playlists and media); undefined while unknown: every playlist or media change counts. */
  deps: ResolvedPlaylist | undefined;
  /** The ETag the device's answer had at the last look-up; undefined while unknown. */
  etag: string | undefined;
  /** A change may have touched the device: the next look-up that no change overtakes compares its ETag. */
  suspect: boolean;
  /** Counts changes, so that a look-up that a change overtook is not kept. */
  generation: number;
}

const eventOf = (message: PushMessage) => `data: ${JSON.stringify(message)}\n\n`;

/**
 * The browser screens' push connections (GET /api/push), registered on the invalidation bus like the player's
 * caches: each change is mapped to the connected devices it affects — a device change to those devices, a
 * playlist change to the devices whose loop contains that playlist (directly or linked), a media change to the
 * devices whose loop holds the medium, "all" to all. Such a device is only a suspect: once the look-up after the
 * change has computed its answer's ETag anew (the player's caches were dropped before the hub hears of the change),
 * it is sent `changed` exactly when that ETag differs from the one it had — a change without consequence for a
 * screen (another item's unrelated field, a device list refresh) sends it nothing. Many screens share one resolved
 * playlist and its dependency check; the ETag costs one view and one hash per suspect device, from memory. Changes
 * of other server processes reach it through bus.apply (db/change-notices.ts).
 */
export class PushHub implements PlayerCaches {
  private readonly watches = new Map<string, Watch>();
  private readonly stale = new Set<Watch>();
  private refreshing = false;
  private settled: Promise<void> = Promise.resolve();
  private keepAlive: NodeJS.Timeout | null = null;
  private count = 0;
  private readonly sent: Counter<'type'>;

  constructor(
    private readonly sources: PushSources,
    registry: Registry,
  ) {
    const hub = this;
    new Gauge({
      name: 'signage_push_connections',
      help: 'Open push connections of browser screens (GET /api/push) in this process',
      registers: [registry],
      collect() {
        this.set(hub.count);
      },
    });
    this.sent = new Counter({
      name: 'signage_push_messages_total',
      help: 'Messages sent on push connections, by type',
      labelNames: ['type'] as const,
      registers: [registry],
    });
  }

  /** Open connections (tests, metrics). */
  get size(): number {
    return this.count;
  }

  /** Devices with an open connection. */
  get devices(): number {
    return this.watches.size;
  }

  start(): void {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => this.ping(), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  /** Ends every connection (server shutdown). */
  close(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const watch of [...this.watches.values()]) for (const c of watch.connections) c.end();
    this.watches.clear();
    this.stale.clear();
    this.count = 0;
  }

  /** A connection of an admitted device; returns what to call when it closes. */
  add(device: string, connection: PushConnection): () => void {
    const guid = device.toLowerCase();
    let watch = this.watches.get(guid);
    if (!watch) {
      watch = { guid, connections: [], deps: undefined, etag: undefined, suspect: false, generation: 0 };
      this.watches.set(guid, watch);
      this.refreshLater(watch);
    }
    watch.connections.push(connection);
    this.count++;
    const oldest = watch.connections.length > MAX_CONNECTIONS_PER_DEVICE ? watch.connections[0] : undefined;
    if (oldest) this.drop(guid, oldest);
    return () => this.remove(guid, connection);
  }

  /** Forgets a connection (closed by its client); false when it was not (or no longer) open here. */
  private remove(guid: string, connection: PushConnection): boolean {
    const watch = this.watches.get(guid);
    const at = watch ? watch.connections.indexOf(connection) : -1;
    if (!watch || at < 0) return false;
    watch.connections.splice(at, 1);
    this.count--;
    if (watch.connections.length === 0) {
      this.watches.delete(guid);
      this.stale.delete(watch);
    }
    return true;
  }

  /** Closes a connection from this side. */
  private drop(guid: string, connection: PushConnection): void {
    if (this.remove(guid, connection)) connection.end();
  }

  playlistsChanged(guids?: readonly string[]): void {
    this.changed(guids, (deps, g) => deps.playlists.has(g));
  }

  mediaChanged(guids?: readonly string[]): void {
    this.changed(guids, (deps, g) => deps.media.has(g));
  }

  devicesChanged(guids?: readonly string[]): void {
    if (!guids) {
      this.notify(this.watches.values());
      return;
    }
    const hit: Watch[] = [];
    for (const g of guids) {
      const watch = this.watches.get(g.toLowerCase());
      if (watch) hit.push(watch);
    }
    this.notify(hit);
  }

  /** Sends `changed` to the devices whose loop depends on one of the guids (all without guids). */
  private changed(guids: readonly string[] | undefined, dependsOn: (deps: ResolvedPlaylist, guid: string) => boolean) {
    if (!guids) {
      this.notify(this.watches.values());
      return;
    }
    const wanted = guids.map((g) => g.toLowerCase());
    // Many screens share a loop: each resolved playlist is judged once.
    const judged = new Map<ResolvedPlaylist, boolean>();
    const hit: Watch[] = [];
    for (const watch of this.watches.values()) {
      const deps = watch.deps;
      if (!deps) {
        hit.push(watch);
        continue;
      }
      let affected = judged.get(deps);
      if (affected === undefined) {
        affected = wanted.some((g) => dependsOn(deps, g));
        judged.set(deps, affected);
      }
      if (affected) hit.push(watch);
    }
    this.notify(hit);
  }

  /** Marks the devices for a look-up; it tells them `changed` if their ETag moved (refreshOne). */
  private notify(watches: Iterable<Watch>): void {
    for (const watch of [...watches]) {
      watch.suspect = true;
      // What the device plays may be other now (a new link, another playlist, archived, a new secret).
      watch.generation++;
      watch.deps = undefined;
      this.refreshLater(watch);
    }
  }

  private tell(watch: Watch): void {
    const event = eventOf(PUSH_CHANGED);
    let n = 0;
    for (const c of watch.connections) n += this.send(c, event) ? 1 : 0;
    if (n > 0) this.sent.inc({ type: PUSH_CHANGED.type }, n);
  }

  /** Writes the keep-alive comment line to every stream now (every KEEP_ALIVE_MS; tests use it as a marker). */
  ping(): void {
    for (const watch of this.watches.values()) for (const c of watch.connections) this.send(c, ': \n\n');
  }

  private send(connection: PushConnection, text: string): boolean {
    if (connection.backlog() > MAX_BACKLOG_BYTES) return false;
    connection.write(text);
    return true;
  }

  private refreshLater(watch: Watch): void {
    this.stale.add(watch);
    if (this.refreshing) return;
    this.refreshing = true;
    this.settled = new Promise((done) => setImmediate(() => void this.refresh().then(done)));
  }

  /** Resolves once every pending look-up of what the connected devices play is done (tests). */
  idle(): Promise<void> {
    return this.settled;
  }

  /**
   * Looks up what the stale devices play now and their answer's ETag (from the player's caches, loaded in batches on
   * a miss) and checks their connections again: an unknown, archived or scrapped device, or a secret that no longer
   * fits, is closed.
   */
  private async refresh(): Promise<void> {
    while (this.stale.size > 0) {
      const batch = [...this.stale];
      this.stale.clear();
      await Promise.all(batch.map((watch) => this.refreshOne(watch)));
    }
    this.refreshing = false;
  }

  private async refreshOne(watch: Watch): Promise<void> {
    const generation = watch.generation;
    try {
      const entry = await this.sources.device(watch.guid);
      if (!entry) {
        for (const c of [...watch.connections]) this.drop(watch.guid, c);
        return;
      }
      for (const c of [...watch.connections]) {
        try {
          this.sources.admit(entry, c.secret);
        } catch {
          this.drop(watch.guid, c);
        }
      }
      if (watch.connections.length === 0) return;
      const deps = await this.sources.playlist(entry.record.guidPlaylist);
      const etag = await this.sources.etag(entry);
      // A change overtook this look-up: the one it queued decides.
      if (watch.generation !== generation) return;
      watch.deps = deps;
      if (watch.suspect && etag !== watch.etag) this.tell(watch);
      watch.suspect = false;
      watch.etag = etag;
    } catch (err) {
      // Unknown stays unknown: the device is told now (its answer may have changed) and of every playlist and media
      // change until the next look-up.
      this.sources.onError(err);
      if (watch.generation !== generation) return;
      if (watch.suspect) this.tell(watch);
      watch.suspect = false;
      watch.etag = undefined;
    }
  }
}
