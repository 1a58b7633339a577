import type { AppContext } from '../../context.js';
import type { PlayerCaches } from '../../lib/invalidation.js';
import { memoKey } from '../../lib/memo.js';
import { deviceFactsOfMany } from '../device-records/lists.js';
import { tourOperatorsOf } from '../offers/operators.js';
import { itemFactsOf } from '../playlists/item-facts.js';

/** What a rollup keeps of an item (so its plays outlive it). */
export interface ItemFacts {
  name: string;
  offerId: string | null;
  tourOperator: string | null;
}

/** Where a screen stands when it plays. */
export interface ScreenPlace {
  location: string | null;
  network: string | null;
}

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 200_000;

interface Entry<T> {
  value: T;
  at: number;
}

/**
 * The items' and screens' facts the ingest writes into the rollups, read from their owners and kept in memory
 * (thousands of screens report every minute, mostly the same items). Dropped on the player's change notices
 * (an item renamed, a screen moved) and after five minutes.
 */
export class PlayFacts implements PlayerCaches {
  private readonly items = new Map<string, Entry<ItemFacts | null>>();
  private readonly places = new Map<string, Entry<ScreenPlace>>();

  constructor(private readonly ctx: AppContext) {}

  playlistsChanged(): void {
    this.items.clear();
  }

  mediaChanged(): void {}

  devicesChanged(guids?: readonly string[]): void {
    if (!guids) this.places.clear();
    else for (const g of guids) this.places.delete(g.toLowerCase());
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string, now: number): Entry<T> | undefined {
    const entry = map.get(key);
    return entry && now - entry.at < TTL_MS ? entry : undefined;
  }

  private keep<T>(map: Map<string, Entry<T>>, key: string, value: T, now: number) {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, at: now });
  }

  /** Facts of the items that exist (a deleted item is missing from the map). */
  async itemFacts(guids: readonly string[]): Promise<Map<string, ItemFacts>> {
    const now = this.ctx.clock.now();
    const result = new Map<string, ItemFacts>();
    const missing: string[] = [];
    for (const guid of guids) {
      const entry = this.fresh(this.items, guid, now);
      if (!entry) missing.push(guid);
      else if (entry.value) result.set(guid, entry.value);
    }
    if (missing.length) {
      const rows = await itemFactsOf(this.ctx.db, missing);
      const offers = [...new Set(rows.flatMap((r) => (r.offerId ? [r.offerId] : [])))];
      const operators = await tourOperatorsOf(this.ctx.db, offers);
      const found = new Map(rows.map((r) => [r.guid, r]));
      for (const guid of missing) {
        const row = found.get(guid);
        const facts = row
          ? {
              name: row.name,
              offerId: row.offerId,
              tourOperator: row.offerId ? (operators.get(row.offerId) ?? null) : null,
            }
          : null;
        this.keep(this.items, guid, facts, now);
        if (facts) result.set(guid, facts);
      }
    }
    return result;
  }

  /** The screen's location (its company, when that is not the network itself) and network. */
  async placeOf(device: string): Promise<ScreenPlace> {
    const now = this.ctx.clock.now();
    const cached = this.fresh(this.places, device, now);
    if (cached) return cached.value;
    const [row] = await deviceFactsOfMany(this.ctx.db, [device]);
    const place = {
      network: row?.network ?? null,
      location: row?.company && row.company !== row.network ? row.company : null,
    };
    this.keep(this.places, device, place, now);
    return place;
  }
}

const FACTS = memoKey<PlayFacts>('play-facts');

/** One per app, told of changes through the player's invalidation bus. */
export const playFacts = (ctx: AppContext): PlayFacts =>
  ctx.memo(FACTS, () => {
    const facts = new PlayFacts(ctx);
    ctx.invalidation.register(facts);
    return facts;
  });
