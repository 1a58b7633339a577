import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Changed, EVERYTHING, type InvalidationBus } from '../lib/invalidation.js';
import type { Db } from './client.js';

export const CHANNEL = 'signage_changes';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; longer lists become "all of that kind". */
export const MAX_PAYLOAD_BYTES = 7900;
export const RECONNECT_MIN_MS = 250;
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'signage-listen';
export const RECONNECT_MAX_MS = 5000;

interface Notice extends Changed {
  /** The sending app, so that it ignores its own notices. */
  from: string;
}

/** The notice as JSON under the size limit: the longest guid lists are replaced by `true` until it fits. */
export function encodeNotice(from: string, changed: Changed): string {
  const notice: Notice = { from, ...changed };
  let text = JSON.stringify(notice);
  const kinds = (['playlists', 'media', 'devices'] as const).filter((k) => Array.isArray(notice[k]));
  kinds.sort((a, b) => JSON.stringify(notice[b]).length - JSON.stringify(notice[a]).length);
  for (const kind of kinds) {
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) break;
    notice[kind] = true;
    text = JSON.stringify(notice);
  }
  return text;
}

function decodeNotice(text: string): Notice | null {
  try {
    const value = JSON.parse(text) as Notice;
    return typeof value?.from === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Passes the invalidation bus's changes between server processes on one PostgreSQL: each change of this
 * app goes out with pg_notify (after the writer's commit, as the bus is called after it); a dedicated
 * connection LISTENs and applies the other processes' changes. A lost listening connection is opened
 * again; since notices may have been missed meanwhile, every player cache is dropped then.
 */
export class ChangeNotices {
  readonly id = randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly bus: InvalidationBus,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Listens (the first connection must succeed) and relays this app's changes from now on. */
  async start(): Promise<void> {
    await this.listen();
    this.bus.setRelay((changed) => this.publish(changed));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.bus.setRelay(null);
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Whether the listening connection is up (tests, health). */
  get listening(): boolean {
    return this.client !== null;
  }

  private publish(changed: Changed): void {
    const payload = encodeNotice(this.id, changed);
    this.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch(this.onError);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_NAME });
    client.on('notification', (msg) => {
      const notice = msg.channel === CHANNEL && msg.payload ? decodeNotice(msg.payload) : null;
      if (notice && notice.from !== this.id) this.bus.apply(notice);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (err) this.onError(err);
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private reconnectLater(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.listen().then(
        () => {
          this.retryMs = RECONNECT_MIN_MS;
          // Whatever changed while nobody listened is unknown: start over.
          this.bus.apply(EVERYTHING);
        },
        (err) => {
          this.onError(err);
          this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.timer.unref();
  }
}
