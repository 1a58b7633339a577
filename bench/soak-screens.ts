// The scripted screens of bench/stale-soak.ts: each polls GET /api/playlist as a player does (gzip, If-None-Match
// with its last ETag, keeping the last answer it got); some also hold GET /api/push open as the web player does and
// poll at once on `changed`.
import { setMaxListeners } from 'node:events';

export interface Answer {
  etag: string;
  body: Record<string, unknown>;
}

export interface ScreenCounts {
  polls: number;
  answers200: number;
  answers304: number;
  failed: Record<string, number>;
  /** `changed` messages received on push streams. */
  pushes: number;
}

/** The ETag without the weak prefix a gzip answer's has (the same value). */
export const strongEtag = (etag: string) => etag.replace(/^W\//, '');

export class Screen {
  last: Answer | null = null;
  /** When the last poll that got an answer (200 or 304) was sent, epoch ms. */
  lastAnsweredAt = 0;
  private polling: Promise<void> | null = null;
  private again = false;

  constructor(
    readonly key: string,
    private readonly base: string,
    private readonly counts: ScreenCounts,
  ) {}

  /** One poll; a poll asked for while one runs is made right after it (as the web player coalesces). */
  poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.pollOnce().finally(() => {
      this.polling = null;
      if (this.again) {
        this.again = false;
        void this.poll();
      }
    });
    return this.polling;
  }

  /** Resolves when no poll is running or queued. */
  async settled(): Promise<void> {
    while (this.polling) await this.polling;
  }

  private async pollOnce(): Promise<void> {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (this.last) headers['if-none-match'] = `W/${this.last.etag}`;
    this.counts.polls++;
    const sentAt = Date.now();
    try {
      const res = await fetch(`${this.base}/api/playlist?key=${this.key}&version=4.2.0`, { headers });
      if (res.status === 304 || res.ok) this.lastAnsweredAt = sentAt;
      if (res.status === 304) {
        this.counts.answers304++;
        await res.arrayBuffer();
      } else if (res.ok) {
        this.counts.answers200++;
        this.last = { etag: strongEtag(res.headers.get('etag') ?? ''), body: (await res.json()) as Answer['body'] };
      } else {
        this.fail(String(res.status));
        await res.arrayBuffer();
      }
    } catch (error) {
      this.fail((error as Error).message);
    }
  }

  private fail(reason: string) {
    this.counts.failed[reason] = (this.counts.failed[reason] ?? 0) + 1;
  }

  /** Holds the push stream until `signal` aborts; polls on every `changed`. */
  async holdPush(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const res = await fetch(`${this.base}/api/push?key=${this.key}`, {
          headers: { accept: 'text/event-stream' },
          signal,
        });
        if (!res.ok || !res.body) throw new Error(`push ${res.status}`);
        const decoder = new TextDecoder();
        let text = '';
        for await (const chunk of res.body) {
          text += decoder.decode(chunk as Uint8Array, { stream: true });
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            const message = text.slice(0, end);
            text = text.slice(end + 2);
            if (message.startsWith('data: ') && message.includes('"changed"')) {
              this.counts.pushes++;
              void this.poll();
            }
            end = text.indexOf('\n\n');
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        this.fail(`push: ${(error as Error).message}`);
        // The web player reconnects after a pause too; without it a refusing server would be asked in a busy loop.
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}

/** The player's poll interval: resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The screens: each polls every `pollMs` (spread over the interval); every `pushEvery`-th holds push. */
export function runScreens(base: string, keys: readonly string[], pollMs: number, pushEvery: number) {
  const counts: ScreenCounts = { polls: 0, answers200: 0, answers304: 0, failed: {}, pushes: 0 };
  const screens = keys.map((key) => new Screen(key, base, counts));
  const stop = new AbortController();
  // Every screen waits on it, and the push streams' requests listen to it too.
  setMaxListeners(4 * keys.length + 10, stop.signal);
  const loops = screens.map(async (screen, i) => {
    await screen.poll();
    const push = i % pushEvery === 0 ? screen.holdPush(stop.signal) : Promise.resolve();
    // Screen i polls i/n of an interval after the first: the polls are spread as real screens' are.
    await pause((pollMs * i) / keys.length, stop.signal);
    while (!stop.signal.aborted) {
      await screen.poll();
      await pause(pollMs, stop.signal);
    }
    await push;
  });
  return {
    counts,
    screens,
    /** Ends polling and push; then every screen polls once more, so each holds the answer of this moment. */
    async stop(): Promise<void> {
      stop.abort();
      await Promise.all(loops);
      await Promise.all(screens.map((s) => s.settled()));
      await Promise.all(screens.map((s) => s.poll()));
    },
  };
}
