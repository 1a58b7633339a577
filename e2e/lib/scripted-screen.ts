// A scripted screen speaking the player protocol as a device does: it polls GET /api/playlist, shows each item of
// the last answer for its duration (real time), keeps its own log of every showing (item, start, seconds, and the
// SHA-256 of the file it showed) and reports the ended showings in batches through POST /api/plays.
import { createHash, randomUUID } from 'node:crypto';

export interface ScriptItem {
  guid: string;
  name: string;
  duration: number;
  localAbsoluteFileName: string | null;
}

export interface ScriptShowing {
  item: string;
  name: string;
  start: number;
  seconds: number;
  /** SHA-256 (hex) of the file shown. */
  fileSha256: string;
}

export interface ScriptPoll {
  at: number;
  names: string[];
}

export interface ScriptedScreen {
  key: string;
  log: ScriptShowing[];
  polls: ScriptPoll[];
  /** Plays the server refused (POST /api/plays answered other than 200), with its answer. */
  refused: Array<{ status: number; body: string }>;
  /** Stops after the showing on screen has ended and every ended showing was reported. */
  stop(): Promise<void>;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export function startScriptedScreen(
  baseURL: string,
  key: string,
  options: { pollMs?: number; batchMs?: number } = {},
): ScriptedScreen {
  const pollMs = options.pollMs ?? 2000;
  const batchMs = options.batchMs ?? 10_000;
  const log: ScriptShowing[] = [];
  const polls: ScriptPoll[] = [];
  const refused: ScriptedScreen['refused'] = [];
  const files = new Map<string, string>();
  let loop: ScriptItem[] = [];
  let unsent: ScriptShowing[] = [];
  let running = true;

  const poll = async () => {
    try {
      const res = await fetch(`${baseURL}/api/playlist?key=${key}&version=e2e-script`);
      if (res.status !== 200) return;
      const body = (await res.json()) as { items: ScriptItem[] };
      loop = body.items;
      polls.push({ at: Date.now(), names: loop.map((i) => i.name) });
    } catch {
      // the server is busy or restarting: the screen keeps its loop
    }
  };
  const fileOf = async (url: string) => {
    const known = files.get(url);
    if (known) return known;
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    const hash = sha256(Buffer.from(await res.arrayBuffer()));
    files.set(url, hash);
    return hash;
  };
  const send = async () => {
    if (unsent.length === 0) return;
    const batch = unsent;
    unsent = [];
    const plays = batch.map((s) => ({ item: s.item, start: s.start, seconds: s.seconds, name: s.name }));
    const res = await fetch(`${baseURL}/api/plays?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ batchId: randomUUID(), plays }),
    });
    if (res.status !== 200) refused.push({ status: res.status, body: await res.text() });
  };

  const poller = setInterval(poll, pollMs);
  const sender = setInterval(() => void send(), batchMs);
  const player = (async () => {
    await poll();
    let n = 0;
    while (running) {
      if (loop.length === 0) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      const item = loop[n % loop.length] as ScriptItem;
      n += 1;
      const fileSha256 = item.localAbsoluteFileName ? await fileOf(item.localAbsoluteFileName) : '';
      const start = Date.now();
      await new Promise((r) => setTimeout(r, item.duration * 1000));
      const seconds = Math.round((Date.now() - start) / 100) / 10;
      const showing = {
        item: item.guid,
        name: item.name,
        start,
        seconds: Math.min(seconds, item.duration),
        fileSha256,
      };
      log.push(showing);
      unsent.push(showing);
    }
  })();

  return {
    key,
    log,
    polls,
    refused,
    async stop() {
      running = false;
      clearInterval(poller);
      clearInterval(sender);
      await player;
      await send();
    },
  };
}
