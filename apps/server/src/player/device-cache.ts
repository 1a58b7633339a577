import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema.js';
import { announcementsFor, loadAnnouncements, type ScreenAnnouncement } from './announcements.js';
import { selectPlayerDevices } from './device-query.js';
import { type DeviceSettings, type PlaylistView, type Rendered, renderDevice } from './payload.js';
import type { ResolvedPlaylist } from './resolve.js';
import { placeOf, type ScreenPlace } from './screen-place.js';

export interface DeviceRecord extends DeviceSettings {
  deviceState: string;
  isArchived: number;
  guidPlaylist: string | null;
  secretHash: string | null;
  secretRequired: boolean;
}

export interface DeviceEntry {
  record: DeviceRecord;
  rendered: Rendered;
  /** Its location's hours and zone and its on-time. */
  place: ScreenPlace;
  /** Its announcements that had not ended when it was loaded. */
  announcements: ScreenAnnouncement[];
  /** Last computed ETag, the playlist and view it was computed for, and the stretch it holds for. */
  memo: { resolved: ResolvedPlaylist; view: PlaylistView; etag: string; from: number; till: number } | null;
  /** The view last written to the served items (play_served) and when (player/served-log.ts). */
  served?: { view: PlaylistView; at: number };
}

const BATCH = 500;

interface Waiter {
  resolve(entry: DeviceEntry | null): void;
  reject(err: unknown): void;
}

/**
 * Player-side copy of the devices that poll. Misses that arrive together are loaded in one query
 * (`guid in (…)`), so a cold cache under load does not mean one query per request.
 */
export class DeviceCache {
  private entries = new Map<string, DeviceEntry>();
  private waiting = new Map<string, Waiter[]>();
  private scheduled = false;
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly defaultApp: () => Promise<string | null>,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number,
  ) {}

  peek(guid: string): DeviceEntry | undefined {
    return this.entries.get(guid);
  }

  /**
   * The device's entry, null for an unknown key. A failed look-up (the database out of reach) rejects: it is no
   * answer on the key, so the player routes answer 503 for it rather than 404 'unknown device'.
   */
  load(guid: string): Promise<DeviceEntry | null> {
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      const list = this.waiting.get(guid);
      if (list) list.push(waiter);
      else this.waiting.set(guid, [waiter]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.run());
      }
    });
  }

  invalidate(guids?: readonly string[]): void {
    this.epoch++;
    if (!guids) this.entries.clear();
    else for (const g of guids) this.entries.delete(g.toLowerCase());
  }

  get size(): number {
    return this.entries.size;
  }

  private async run(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    const epoch = this.epoch;
    const keys = [...batch.keys()];
    const found = new Map<string, DeviceEntry>();
    try {
      const app = await this.defaultApp();
      for (let i = 0; i < keys.length; i += BATCH) {
        const rows = await selectPlayerDevices(this.db, inArray(devices.guid, keys.slice(i, i + BATCH)));
        const networks = [...new Set(rows.flatMap((r) => (r.network ? [r.network] : [])))];
        const announced = await loadAnnouncements(this.db, networks, this.now());
        for (const { power, place, network, location, ...record } of rows) {
          found.set(record.guid, {
            record,
            rendered: renderDevice(record, app),
            place: placeOf(place, power),
            announcements: network ? announcementsFor(announced.get(network), { guid: record.guid, location }) : [],
            memo: null,
          });
        }
      }
    } catch (err) {
      this.onError(err);
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      return;
    }
    for (const [guid, waiters] of batch) {
      const entry = found.get(guid) ?? null;
      if (entry && epoch === this.epoch) this.entries.set(guid, entry);
      for (const w of waiters) w.resolve(entry);
    }
  }
}
