// Stale answers soak: the product server of a checkout (`--dir`, default this one) with the demo data, 50 scripted
// screens polling GET /api/playlist (If-None-Match, gzip; every third also holds GET /api/push and polls on `changed`)
// and a mix of staff writes through the real API for `--minutes`. At the end: the writes end, every screen polls once
// more, the safety net gets one revalidation interval, `signage_stale_answers_healed_total` is read from /metrics
// ('n/a' where the checkout has no such counter); then the server is restarted on the same data (every cache fresh —
// the staff's 'Aktuelle Playlist' preview reads the same caches as the poll, so it cannot judge them) and each screen's
// last answer is compared with the one the fresh process computes. Run: node --import tsx bench/stale-soak.ts [--dir
// <checkout>] [--minutes 30] [--database-url postgres://…]
//   [--screens 50] [--poll-seconds 10] [--push-every 3] [--write-ms 1000] [--seed 38]
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { checkoutArg, counterSamples, type ProductServer, startProduct } from './product-process.js';
import { type Answer, runScreens, type Screen, strongEtag } from './soak-screens.js';
import { setUpWorld } from './soak-world.js';
import { randomSource, writeMix } from './soak-writes.js';

const argv = process.argv;
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i > 0 ? argv[i + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const dir = checkoutArg(argv, 'dir', fileURLToPath(new URL('..', import.meta.url)));
const minutes = number('minutes', 30);
const screenCount = number('screens', 50);
const pollMs = number('poll-seconds', 10) * 1000;
const pushEvery = number('push-every', 3);
const writeMs = number('write-ms', 1000);
const COUNTER = 'signage_stale_answers_healed_total';
/** One revalidation interval of the safety net (REVALIDATE_SECONDS, default 5) and a second more. */
const SAFETY_NET_MS = 6000;
/** Whatever hangs: the run ends by itself this long after its planned end. */
const WATCHDOG_MS = minutes * 60_000 + 15 * 60_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths (up to two levels, e.g. device.appVersion) where `held` and `fresh` differ. */
function differences(held: unknown, fresh: unknown, path: string, depth: number): string[] {
  if (JSON.stringify(held) === JSON.stringify(fresh)) return [];
  if (depth === 0 || !isRecord(held) || !isRecord(fresh)) return [path];
  const keys = new Set([...Object.keys(held), ...Object.keys(fresh)]);
  return [...keys].flatMap((k) => differences(held[k], fresh[k], path ? `${path}.${k}` : k, depth - 1));
}

/** The answer's parts that differ from `fresh` (serverTime and etag aside, which always do or follow the rest). */
function differingParts(held: Answer, fresh: Answer): string[] {
  const { serverTime: _t, etag: _e, ...heldRest } = held.body;
  const { serverTime: _ft, etag: _fe, ...freshRest } = fresh.body;
  return differences(heldRest, freshRest, '', 2);
}

/** The fresh process's answer for the screen, or the status it refused with. */
async function freshAnswer(base: string, key: string): Promise<Answer | number> {
  const res = await fetch(`${base}/api/playlist?key=${key}&version=4.2.0`, { headers: { 'accept-encoding': 'gzip' } });
  if (!res.ok) {
    await res.arrayBuffer();
    return res.status;
  }
  return { etag: strongEtag(res.headers.get('etag') ?? ''), body: (await res.json()) as Answer['body'] };
}

async function compare(server: ProductServer, screens: readonly Screen[]) {
  await server.restart();
  const mismatches: Array<{ key: string; parts: string[] }> = [];
  let etagOnly = 0;
  let boundaryPassed = 0;
  for (const screen of screens) {
    const fresh = await freshAnswer(server.base, screen.key);
    const held = screen.last;
    if (typeof fresh === 'number') {
      mismatches.push({ key: screen.key, parts: [`(fresh process answers ${fresh})`] });
      continue;
    }
    // A phase that began after the screen's last poll (a schedule or on-time boundary during the restart): the two
    // answers belong to different phases and are not compared.
    const phaseFrom = (fresh.body.upcoming as { from?: number } | undefined)?.from ?? 0;
    if (phaseFrom > screen.lastAnsweredAt) {
      boundaryPassed++;
      continue;
    }
    if (!held) {
      mismatches.push({ key: screen.key, parts: ['(no answer held)'] });
      continue;
    }
    const parts = differingParts(held, fresh);
    if (parts.length) mismatches.push({ key: screen.key, parts });
    else if (held.etag !== fresh.etag) etagOnly++;
  }
  return { mismatches, etagOnly, boundaryPassed };
}

const healedText = (samples: Record<string, number> | null, before: Record<string, number> | null) => {
  if (!samples) return { total: 'n/a', byTable: 'n/a (the checkout has no such counter)' };
  const delta = Object.entries(samples).map(
    ([labels, v]) => [labels || '(none)', v - (before?.[labels] ?? 0)] as const,
  );
  const total = delta.reduce((s, [, v]) => s + v, 0);
  return { total: String(total), byTable: delta.map(([l, v]) => `${l} ${v}`).join(', ') || 'none' };
};

async function main() {
  const started = Date.now();
  const server = await startProduct({ dir, databaseUrl: option('database-url'), database: 'bench_stale_soak' });
  const watchdog = setTimeout(() => {
    console.error(`stale-soak: still running ${WATCHDOG_MS / 60_000} min after its start; stopping`);
    void server.stop().finally(() => process.exit(2));
  }, WATCHDOG_MS);
  try {
    console.log(
      `stale soak, ${new Date().toISOString()}, checkout ${dir}, ${server.kind}; ${minutes} min, ${screenCount} screens ` +
        `polling every ${pollMs / 1000} s, every ${pushEvery}. holding push, a write every ${writeMs} ms; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (server up in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    const world = await setUpWorld(server.base, screenCount);
    const before = await counterSamples(server.base, COUNTER);
    const mix = writeMix(world, randomSource(number('seed', 38)));
    const screens = runScreens(
      server.base,
      world.screens.map((s) => s.key),
      pollMs,
      pushEvery,
    );
    const done: Record<string, number> = {};
    const failed: Record<string, number> = {};
    const end = Date.now() + minutes * 60_000;
    while (Date.now() < end) {
      const write = mix.one().then(
        (name) => {
          done[name] = (done[name] ?? 0) + 1;
        },
        (error: Error) => {
          const reason = error.message.slice(0, 120);
          failed[reason] = (failed[reason] ?? 0) + 1;
        },
      );
      await Promise.all([write, new Promise((r) => setTimeout(r, writeMs))]);
    }
    const ended = await mix.endAnnouncements();
    await screens.stop();
    await new Promise((r) => setTimeout(r, SAFETY_NET_MS));
    const healed = healedText(await counterSamples(server.base, COUNTER), before);
    const staleWarnings = server.warnings().filter((l) => /stale|veraltet/i.test(l));
    const { mismatches, etagOnly, boundaryPassed } = await compare(server, screens.screens);
    const writes = Object.values(done).reduce((s, v) => s + v, 0);
    const c = screens.counts;
    console.log(`writes done: ${writes} (+ ${ended} announcements ended at the end): ${JSON.stringify(done)}`);
    console.log(`writes failed: ${Object.keys(failed).length ? JSON.stringify(failed) : 'none'}`);
    console.log(
      `polls: ${c.polls} (200: ${c.answers200}, 304: ${c.answers304}, failed: ${JSON.stringify(c.failed)}); ` +
        `pushes ('changed' received): ${c.pushes}`,
    );
    console.log(`stale answers healed: ${healed.total} (by table: ${healed.byTable})`);
    console.log(`server warnings naming a stale answer: ${staleWarnings.length}`);
    for (const line of staleWarnings.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
    console.log(
      `mismatches (a screen's last answer ≠ the answer of a freshly started process): ${mismatches.length} of ` +
        `${screens.screens.length}` +
        (etagOnly ? `; ${etagOnly} more with the same content under another ETag` : '') +
        (boundaryPassed ? `; ${boundaryPassed} not compared (a phase boundary passed during the restart)` : ''),
    );
    const byPart: Record<string, number> = {};
    for (const m of mismatches) for (const part of m.parts) byPart[part] = (byPart[part] ?? 0) + 1;
    if (mismatches.length) console.log(`  screens by differing part: ${JSON.stringify(byPart)}`);
    for (const m of mismatches.slice(0, 5)) console.log(`  e.g. ${m.key}: ${m.parts.join(', ')}`);
    console.log(`run took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  } finally {
    clearTimeout(watchdog);
    await server.stop();
  }
}

await main();
