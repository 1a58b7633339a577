// The machinery of the differential test over every write route (player/every-write*.test.ts): before each case the
// world is built, every screen polled (warming the app's caches) and connected to GET /api/push; after the case's
// write, every screen's cached answer is compared with the answer of a second app on the same database whose player
// caches are dropped first (computed from nothing), and the push streams with the change of each answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Harness, testConfig } from './harness.js';
import { baseOf, openPush, type PushClient } from './push-client.js';
import { waitUntil } from './wait.js';
import { buildWorld, type World } from './write-world.js';

type Actor = Parameters<Harness['call']>[0];

/** What a case gets: the world, and calls that fail the case unless the write succeeded (2xx). */
export interface WriteContext {
  h: Harness;
  w: World;
  ok(as: Actor, options: InjectOptions): Promise<LightMyRequestResponse>;
  post(as: Actor, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(as: Actor, url: string): Promise<LightMyRequestResponse>;
  /** Runs the background jobs the write queued (conversion, imports) until none is due (the runner is stopped). */
  drainJobs(): Promise<void>;
}

/** A real 1×1 PNG for the uploads of the cases. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A write and whether it must move at least one screen's answer ('change') or none ('same'). */
export interface WriteCase {
  /** Which variant of the route's writes (several cases may share a route). */
  name: string;
  screens: 'change' | 'same';
  /** Data the write needs beyond the world, made before the screens poll (e.g. a failed mail to retry). */
  prepare?(c: WriteContext): Promise<void>;
  run(c: WriteContext): Promise<void>;
}

interface Answer {
  status: number;
  etag: string | undefined;
  body: string;
}

const poll = (app: FastifyInstance, key: string): Promise<Answer> =>
  app
    .inject({ method: 'GET', url: `/api/playlist?key=${key}`, remoteAddress: '203.0.113.5' })
    .then((r) => ({ status: r.statusCode, etag: r.headers.etag as string | undefined, body: r.body }));

/** Where two answers part beyond their ETags, for the failure message. */
function firstDifference(cached: string, fresh: string): string {
  const withoutEtag = (body: string) => body.replace(/"etag":"(?:[^"\\]|\\.)*",?/, '');
  const [a, b] = [withoutEtag(cached), withoutEtag(fresh)];
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 60);
  return `cached …${a.slice(from, at + 60)}… / fresh …${b.slice(from, at + 60)}…`;
}

export interface WriteCheck {
  /**
   * Prepares the case, warms the caches (every screen polls and connects to GET /api/push), makes the write and
   * returns every difference between cached and fresh answers, and every wrong push (empty: all held).
   */
  run(c: WriteCase): Promise<string[]>;
}

/** Sets up the second app, the listening first one and the per-case world; call after useHarness. */
export function useWriteCheck(h: Harness): WriteCheck {
  let fresh: FastifyInstance;
  let dataDir = '';
  let base = '';
  let world: World;
  let before = new Map<string, Answer>();
  let clients = new Map<string, PushClient>();
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'signage-fresh-'));
    fresh = await buildApp({ config: testConfig(dataDir), db: h.database.db, clock: h.clock, logger: false });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    // Listening starts the job runner: stopped, so that a case runs the jobs it needs itself (runOnce).
    await h.app.jobs.stop();
    base = baseOf(h.app.server);
  });
  beforeEach(async () => {
    world = await buildWorld(h);
    before = new Map();
    clients = new Map();
  });

  async function warm(): Promise<void> {
    // The world was written behind the app's back (factories): what a running server holds starts here.
    h.app.ctx.player.reset();
    for (const guid of Object.values(world.screens)) before.set(guid, await poll(h.app, guid));
    for (const guid of Object.values(world.screens)) clients.set(guid, await openPush(base, `key=${guid}`));
    await h.app.ctx.player.push.idle();
  }
  afterEach(() => {
    for (const client of clients.values()) client.close();
  });
  afterAll(async () => {
    await fresh?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const ok = async (as: Actor, options: InjectOptions) => {
    const res = await h.call(as, options);
    expect(res.statusCode, `${options.method} ${options.url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res;
  };
  const context = (): WriteContext => ({
    h,
    w: world,
    ok,
    post: (as, url, payload = {}) => ok(as, { method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    get: (as, url) => ok(as, { method: 'GET', url }),
    drainJobs: async () => {
      while ((await h.app.jobs.runOnce()) > 0) {}
    },
  });

  /** Waits until the hub has judged the change and every stream has delivered what it was sent (or has ended). */
  async function settle(): Promise<void> {
    const hub = h.app.ctx.player.push;
    await hub.idle();
    const marks = new Map([...clients].map(([guid, c]) => [guid, c.comments]));
    hub.ping();
    for (const [guid, client] of clients) {
      const mark = marks.get(guid) ?? 0;
      await waitUntil(() => client.isEnded() || client.comments > mark, `the push stream of ${guid}`, 10_000);
    }
  }

  async function verify(c: WriteCase): Promise<string[]> {
    await settle();
    const names = new Map(Object.entries(world.screens).map(([name, guid]) => [guid, name]));
    const problems: string[] = [];
    let changed = 0;
    // The second app's player caches are filled anew from the database as it stands after the write.
    fresh.ctx.player.reset();
    for (const [guid, old] of before) {
      const name = names.get(guid);
      const truth = await poll(fresh, guid);
      const cached = await poll(h.app, guid);
      if (cached.status !== truth.status || cached.etag !== truth.etag || cached.body !== truth.body) {
        problems.push(
          `${name}: cached ${cached.status} ${cached.etag} ≠ fresh ${truth.status} ${truth.etag}; ` +
            firstDifference(cached.body, truth.body),
        );
      }
      const moved = old.status !== truth.status || old.etag !== truth.etag;
      if (moved) changed++;
      const client = clients.get(guid);
      const told = Boolean(client && (client.messages.length > 0 || client.isEnded()));
      if (moved && !told)
        problems.push(`${name}: its answer changed (${old.etag} → ${truth.etag}) but it was not pushed`);
      if (!moved && told) problems.push(`${name}: pushed 'changed' though its answer stayed ${old.etag}`);
    }
    if (c.screens === 'change' && changed === 0) problems.push('the write changed no screen’s answer');
    if (c.screens === 'same' && changed > 0) problems.push(`the write changed ${changed} screens’ answers`);
    return problems;
  }

  return {
    async run(c) {
      const ctx = context();
      await c.prepare?.(ctx);
      await warm();
      await c.run(ctx);
      return verify(c);
    },
  };
}

/** The cases of the routes, by 'METHOD /path' as the OpenAPI document names them. */
export type RouteCases = Record<string, WriteCase[]>;
type Run = WriteCase['run'];
/** A write that must change at least one screen's answer. */
export const change = (name: string, run: Run, prepare?: Run): WriteCase => ({ name, screens: 'change', run, prepare });
/** A write that must change no screen's answer. */
export const same = (name: string, run: Run, prepare?: Run): WriteCase => ({ name, screens: 'same', run, prepare });

/** One test per case of every route of the group. */
export function describeWrites(check: WriteCheck, cases: RouteCases): void {
  for (const [route, list] of Object.entries(cases)) {
    describe(route, () => {
      for (const c of list) {
        it(`${c.name}: every screen's cached answer is the fresh one, and exactly the changed ones are pushed`, async () => {
          expect(await check.run(c)).toEqual([]);
        });
      }
    });
  }
}
