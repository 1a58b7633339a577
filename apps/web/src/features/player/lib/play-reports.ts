import { PLAYS_PER_BATCH, type PlayEntry, ROLLUP_MONTHS } from '@signage/shared';
import { callUrl } from '@signage/shared/calls/define';
import { playerCalls } from '@signage/shared/calls/player';

/**
 * Proof of play for the web player: every showing is written to IndexedDB when it starts (item, start, planned seconds)
 * and again when it ends (the seconds it was seen), so a reload, a closed tab or a power cut loses at most the showing
 * on screen. Ended plays are cut into batches with an id (the id is stored with the plays, so a resend after a reload
 * carries the same one and the server counts it once), sent to POST /api/plays with backoff and deleted once the server
 * took them. A showing that was still open when its page died is dropped at the next start. The store is bounded: plays
 * older than the server accepts and the oldest beyond MAX_STORED_PLAYS go. Pure apart from the injected store, sender
 * and timers.
 */

/** One showing as stored: `seconds` is null while it is on screen; `batchId` is set once it is cut into a batch. */
export interface StoredPlay {
  id: string;
  item: string;
  name?: string;
  /** Epoch ms on the server's clock. */
  start: number;
  /** Seconds the item was planned for. */
  planned: number;
  seconds: number | null;
  batchId: string | null;
}

export interface StoredBatch {
  batchId: string;
  plays: PlayEntry[];
}

/** Where the plays live (IndexedDB in the browser, memory in tests). */
export interface PlayStore {
  load(): Promise<StoredPlay[]>;
  /** Writes (inserts or replaces) these plays in one transaction. */
  put(plays: StoredPlay[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
}

/** 'done': the server has it (200) or refused it for good (400: never resend); 'retry': try again later. */
export type SendOutcome = 'done' | 'retry';
export type BatchSender = (batch: StoredBatch) => Promise<SendOutcome>;

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlayReporterOptions {
  store: PlayStore;
  send: BatchSender;
  timers?: Timers;
  /** How often the ended plays become a batch and are sent (default one minute). */
  everyMs?: number;
  newId?: () => string;
  /** At most this many plays are kept (the oldest go first); default MAX_STORED_PLAYS. */
  maxStored?: number;
}

export const REPORT_EVERY_MS = 60_000;
/** About eleven days of 10-second items, some 20 MB: a screen offline for weeks keeps its newest plays. */
export const MAX_STORED_PLAYS = 100_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;

/** The wait before the n-th retry (1, 2, …): doubling from 5 s up to 10 minutes. */
export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));

/** The oldest start the server still accepts (ROLLUP_MONTHS back, as checkPlay): older plays are dropped. */
export function oldestAccepted(now: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - ROLLUP_MONTHS);
  return d.getTime();
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const idOf = (p: StoredPlay | string) => (typeof p === 'string' ? p : p.id);

const entry = (p: StoredPlay): PlayEntry => ({
  item: p.item,
  start: p.start,
  seconds: p.seconds as number,
  ...(p.name === undefined ? {} : { name: p.name }),
});

export class PlayReporter {
  /** Plays on screen now (this page's; the store's open plays of a dead page are dropped at start). */
  private open = new Map<string, StoredPlay>();
  /** Ended plays not yet in a batch, oldest first. */
  private queue: StoredPlay[] = [];
  /** Batches waiting for the server, oldest first. */
  private pending: Array<{ batchId: string; plays: StoredPlay[] }> = [];
  private failures = 0;
  private timer: unknown = null;
  private sending: Promise<void> | null = null;
  /** Store writes run one after another, in the order they were asked for. */
  private writes: Promise<void> = Promise.resolve();
  private readonly timers: Timers;
  private readonly everyMs: number;
  private readonly newId: () => string;
  private readonly maxStored: number;
  private started: Promise<void> | null = null;

  constructor(private readonly options: PlayReporterOptions) {
    this.timers = options.timers ?? browserTimers;
    this.everyMs = options.everyMs ?? REPORT_EVERY_MS;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.maxStored = options.maxStored ?? MAX_STORED_PLAYS;
  }

  /**
   * Loads what a previous page left: open plays (on screen when it died) are dropped, batches keep their ids,
   * ended plays join the queue; too old and too many are dropped; then everything is sent, later every `everyMs`.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      const stored = await this.options.store.load().catch((): StoredPlay[] => []);
      // plays this page wrote before the load (on screen, ended, already in a batch) are known already
      const known = new Set([...this.open.keys(), ...this.queue, ...this.pending.flatMap((b) => b.plays)].map(idOf));
      const dead: string[] = [];
      const batches = new Map<string, StoredPlay[]>();
      const loose: StoredPlay[] = [];
      for (const p of stored) {
        if (known.has(p.id)) continue;
        if (p.seconds === null) dead.push(p.id);
        else if (p.batchId) batches.set(p.batchId, [...(batches.get(p.batchId) ?? []), p]);
        else loose.push(p);
      }
      const byStart = (a: StoredPlay, b: StoredPlay) => a.start - b.start;
      const old = [...batches].map(([batchId, plays]) => ({ batchId, plays: plays.sort(byStart) }));
      old.sort((a, b) => (a.plays[0]?.start ?? 0) - (b.plays[0]?.start ?? 0));
      this.pending = [...old, ...this.pending];
      this.queue = [...loose.sort(byStart), ...this.queue];
      if (dead.length) await this.write(() => this.options.store.remove(dead));
      await this.write(() => this.prune());
      await this.flush();
    })();
    return this.started;
  }

  /** A showing begins: stored at once with its planned seconds; returns its id for `ended`. */
  begun(play: { item: string; name?: string; start: number; planned: number }): string {
    const stored: StoredPlay = {
      id: this.newId(),
      ...play,
      start: Math.round(play.start),
      seconds: null,
      batchId: null,
    };
    this.open.set(stored.id, stored);
    void this.write(() => this.options.store.put([stored]));
    return stored.id;
  }

  /** The showing `id` ended after `seconds` (0 or less: it was no play and is forgotten). */
  ended(id: string, seconds: number): void {
    const play = this.open.get(id);
    if (!play) return;
    this.open.delete(id);
    if (!(seconds > 0)) {
      void this.write(() => this.options.store.remove([id]));
      return;
    }
    play.seconds = seconds;
    this.queue.push(play);
    void this.write(() => this.options.store.put([play]));
    if (this.queue.length >= PLAYS_PER_BATCH) void this.flush();
    else if (this.stored > this.maxStored) void this.write(() => this.prune());
  }

  /** One whole showing at once: its guid, when it started (epoch ms) and for how many seconds it was seen. */
  played(play: PlayEntry): void {
    if (!(play.seconds > 0)) return;
    this.ended(this.begun({ ...play, planned: play.seconds }), play.seconds);
  }

  /** Batches still waiting for the server (tests, diagnostics). */
  get unsent(): readonly StoredBatch[] {
    return this.pending.map((b) => ({ batchId: b.batchId, plays: b.plays.map(entry) }));
  }

  /** Ended plays not yet in a batch. */
  get queued(): number {
    return this.queue.length;
  }

  /** The writes asked for so far are done (tests). */
  settled(): Promise<void> {
    return this.writes;
  }

  /** Cuts the queue into stored batches and sends everything pending, oldest first. */
  async flush(): Promise<void> {
    await this.cut();
    this.sending ??= this.sendPending().finally(() => {
      this.sending = null;
    });
    await this.sending;
  }

  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private get stored(): number {
    return this.queue.length + this.pending.reduce((n, b) => n + b.plays.length, 0);
  }

  private write(run: () => Promise<void>): Promise<void> {
    this.writes = this.writes.then(run).catch(() => undefined);
    return this.writes;
  }

  /** Drops ended plays the server would refuse as too old, and the oldest beyond `maxStored`. */
  private async prune(): Promise<void> {
    const oldest = oldestAccepted(this.timers.now());
    const gone: string[] = [];
    const keep = (p: StoredPlay) => {
      if (p.start >= oldest) return true;
      gone.push(p.id);
      return false;
    };
    for (const b of this.pending) b.plays = b.plays.filter(keep);
    this.queue = this.queue.filter(keep);
    let over = this.stored - this.maxStored;
    while (over > 0 && this.pending.length) {
      const first = this.pending[0] as { plays: StoredPlay[] };
      const cut = first.plays.splice(0, over);
      gone.push(...cut.map((p) => p.id));
      over -= cut.length;
      if (!first.plays.length) this.pending.shift();
    }
    if (over > 0) gone.push(...this.queue.splice(0, over).map((p) => p.id));
    this.pending = this.pending.filter((b) => b.plays.length);
    if (gone.length) await this.options.store.remove(gone).catch(() => undefined);
  }

  private async cut(): Promise<void> {
    while (this.queue.length) {
      const batchId = this.newId();
      const plays = this.queue.splice(0, PLAYS_PER_BATCH);
      for (const p of plays) p.batchId = batchId;
      this.pending.push({ batchId, plays });
      await this.write(() => this.options.store.put(plays));
    }
  }

  private async sendPending(): Promise<void> {
    this.stop();
    while (this.pending.length) {
      const batch = this.pending[0] as { batchId: string; plays: StoredPlay[] };
      const outcome = await this.options
        .send({ batchId: batch.batchId, plays: batch.plays.map(entry) })
        .catch((): SendOutcome => 'retry');
      if (outcome === 'retry') {
        this.failures++;
        this.schedule(retryDelay(this.failures));
        return;
      }
      this.failures = 0;
      if (this.pending[0] === batch) this.pending.shift();
      await this.write(() => this.options.store.remove(batch.plays.map((p) => p.id)));
    }
    this.schedule(this.everyMs);
  }

  private schedule(ms: number): void {
    this.stop();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }
}

/** Sends one batch with fetch: 200 and 400 are final (400 lists refused entries, resending changes nothing). */
export function fetchSender(deviceKey: string, secret: () => string | null, base = ''): BatchSender {
  return async (batch) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const s = secret();
    if (s) headers['x-device-secret'] = s;
    const res = await fetch(`${base}${callUrl(playerCalls.plays, { query: { key: deviceKey } })}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch),
    });
    return res.status === 200 || res.status === 400 ? 'done' : 'retry';
  };
}

/** Version 1 kept whole batches ('batches'); version 2 keeps single plays ('plays', batches become their batchId). */
const DB_VERSION = 2;
const OLD_STORE = 'batches';
const STORE = 'plays';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Creates the plays store; unsent batches of version 1 become plays that keep their batch id. */
function upgrade(db: IDBDatabase, tx: IDBTransaction): void {
  const plays = db.createObjectStore(STORE, { keyPath: 'id' });
  if (!db.objectStoreNames.contains(OLD_STORE)) return;
  const old = tx.objectStore(OLD_STORE);
  old.getAll().onsuccess = (e) => {
    for (const b of (e.target as IDBRequest<StoredBatch[]>).result) {
      for (const [n, p] of b.plays.entries()) {
        plays.put({ ...p, id: `${b.batchId}:${n}`, planned: p.seconds, batchId: b.batchId } satisfies StoredPlay);
      }
    }
    db.deleteObjectStore(OLD_STORE);
  };
}

/**
 * The plays of one device in IndexedDB ('webPlayerPlays:<guid>'), so they survive a reload, a closed browser and
 * offline time. Writes are 'strict' (on disk when they complete), so a power cut keeps them too.
 */
export function indexedDbPlayStore(deviceKey: string, idb: IDBFactory = globalThis.indexedDB): PlayStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open(`webPlayerPlays:${deviceKey.toLowerCase()}`, DB_VERSION);
      req.onupgradeneeded = () => upgrade(req.result, req.transaction as IDBTransaction);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }).catch((error) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const writing = async (run: (store: IDBObjectStore) => void) => {
    const tx = (await open()).transaction(STORE, 'readwrite', { durability: 'strict' });
    run(tx.objectStore(STORE));
    await done(tx);
  };
  return {
    load: async () =>
      (await request((await open()).transaction(STORE, 'readonly').objectStore(STORE).getAll())) as StoredPlay[],
    put: (plays) =>
      writing((s) => {
        for (const p of plays) s.put({ ...p });
      }),
    remove: (ids) =>
      writing((s) => {
        for (const id of ids) s.delete(id);
      }),
  };
}

const reporters = new Map<string, { reporter: PlayReporter; sentFirst: boolean }>();

function reporterOf(device: { key: string; secret?: () => string | null }) {
  let known = reporters.get(device.key);
  if (!known) {
    const reporter = new PlayReporter({
      store: indexedDbPlayStore(device.key),
      send: fetchSender(device.key, device.secret ?? (() => null)),
    });
    known = { reporter, sentFirst: false };
    reporters.set(device.key, known);
    void reporter.start();
  }
  return known;
}

/**
 * What the player loop calls when an item comes on screen: stores the play for this device (its reporter is made
 * and started on first use, with IndexedDB and fetch: what a previous page left is sent then) and returns its id
 * for `reportShownItem`. `secret` gives the device secret where the network requires one.
 */
export function reportShowingStarted(
  device: { key: string; secret?: () => string | null },
  showing: { item: string; name?: string; start: number; planned: number },
): string {
  return reporterOf(device).reporter.begun(showing);
}

/**
 * What the player loop calls when an item leaves the screen: the play `id` (from `reportShowingStarted`; without
 * one a whole play is stored) gets its seconds. The first play of a page is sent at once, then about a minute.
 */
export function reportShownItem(
  device: { key: string; secret?: () => string | null },
  shown: { id?: string; item: string; name?: string; start: number; seconds: number },
): void {
  const known = reporterOf(device);
  const { reporter } = known;
  if (shown.id) reporter.ended(shown.id, shown.seconds);
  else reporter.played({ item: shown.item, start: Math.round(shown.start), seconds: shown.seconds, name: shown.name });
  if (!known.sentFirst && reporter.queued > 0) {
    known.sentFirst = true;
    void reporter.start().then(() => reporter.flush());
  }
}
