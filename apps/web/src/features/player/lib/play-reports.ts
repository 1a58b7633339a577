import { PLAYS_PER_BATCH, type PlayEntry } from '@signage/shared';

/**
 * Proof of play for the web player (issue 27): what was shown is queued, cut into batches with an id, kept in
 * IndexedDB until the server took them (through a reload and offline), and sent to POST /api/plays with
 * backoff. A batch keeps its id when it is sent again, so the server counts it once. Pure apart from the
 * injected store, sender and timers; the player loop calls `reportShownItem` once per shown item.
 */

export interface StoredBatch {
  batchId: string;
  plays: PlayEntry[];
}

/** Where unsent batches live (IndexedDB in the browser, memory in tests). */
export interface PlayBatchStore {
  load(): Promise<StoredBatch[]>;
  save(batch: StoredBatch): Promise<void>;
  remove(batchId: string): Promise<void>;
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
  store: PlayBatchStore;
  send: BatchSender;
  timers?: Timers;
  /** How often the queue becomes a batch and is sent (default one minute). */
  everyMs?: number;
  newId?: () => string;
}

export const REPORT_EVERY_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;

/** The wait before the n-th retry (1, 2, …): doubling from 5 s up to 10 minutes. */
export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class PlayReporter {
  private queue: PlayEntry[] = [];
  private pending: StoredBatch[] = [];
  private failures = 0;
  private timer: unknown = null;
  private sending: Promise<void> | null = null;
  private readonly timers: Timers;
  private readonly everyMs: number;
  private readonly newId: () => string;
  private started: Promise<void> | null = null;

  constructor(private readonly options: PlayReporterOptions) {
    this.timers = options.timers ?? browserTimers;
    this.everyMs = options.everyMs ?? REPORT_EVERY_MS;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  /** Loads the batches a previous page left unsent and sends them; then every `everyMs`. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const stored = await this.options.store.load().catch(() => []);
      const known = new Set(this.pending.map((b) => b.batchId));
      this.pending = [...stored.filter((b) => !known.has(b.batchId)), ...this.pending];
      await this.flush();
    })();
    return this.started;
  }

  /** One shown item: its guid, when it started (epoch ms) and for how many seconds it was seen. */
  played(play: PlayEntry): void {
    if (!(play.seconds > 0)) return;
    this.queue.push(play);
    if (this.queue.length >= PLAYS_PER_BATCH) void this.flush();
  }

  /** Batches still waiting for the server (tests, diagnostics). */
  get unsent(): readonly StoredBatch[] {
    return this.pending;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Cuts the queue into a stored batch and sends everything pending, oldest first. */
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

  private async cut(): Promise<void> {
    while (this.queue.length) {
      const batch = { batchId: this.newId(), plays: this.queue.splice(0, PLAYS_PER_BATCH) };
      this.pending.push(batch);
      await this.options.store.save(batch).catch(() => undefined);
    }
  }

  private async sendPending(): Promise<void> {
    this.stop();
    while (this.pending.length) {
      const batch = this.pending[0] as StoredBatch;
      const outcome = await this.options.send(batch).catch((): SendOutcome => 'retry');
      if (outcome === 'retry') {
        this.failures++;
        this.schedule(retryDelay(this.failures));
        return;
      }
      this.failures = 0;
      this.pending.shift();
      await this.options.store.remove(batch.batchId).catch(() => undefined);
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
    const res = await fetch(`${base}/api/plays?key=${encodeURIComponent(deviceKey)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch),
    });
    return res.status === 200 || res.status === 400 ? 'done' : 'retry';
  };
}

const DB_VERSION = 1;
const STORE = 'batches';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The batches of one device in IndexedDB ('webPlayerPlays:<guid>'), so they survive a reload and offline time. */
export function indexedDbBatchStore(deviceKey: string, idb: IDBFactory = globalThis.indexedDB): PlayBatchStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open(`webPlayerPlays:${deviceKey.toLowerCase()}`, DB_VERSION);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'batchId' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    load: async () => (await request((await store('readonly')).getAll())) as StoredBatch[],
    save: async (batch) => {
      await request((await store('readwrite')).put(batch));
    },
    remove: async (batchId) => {
      await request((await store('readwrite')).delete(batchId));
    },
  };
}

const reporters = new Map<string, PlayReporter>();

/**
 * What the player loop calls per shown item: queues the play for this device (its reporter is made and started
 * on first use, with IndexedDB and fetch); `secret` gives the device secret where the network requires one.
 */
export function reportShownItem(
  device: { key: string; secret?: () => string | null },
  shown: { item: string; name?: string; start: number; seconds: number },
): void {
  let reporter = reporters.get(device.key);
  if (!reporter) {
    reporter = new PlayReporter({
      store: indexedDbBatchStore(device.key),
      send: fetchSender(device.key, device.secret ?? (() => null)),
    });
    reporters.set(device.key, reporter);
    void reporter.start();
  }
  reporter.played({ item: shown.item, start: Math.round(shown.start), seconds: shown.seconds, name: shown.name });
}
