// A web screen loses at most the showing on screen when its page dies. The real web player plays a loop (real time);
// the test reloads it mid-loop, closes its tab mid-loop and opens a new one, closes the whole browser context mid-loop
// (its storage carried over as a power cut leaves it: what was written to IndexedDB) and opens it again. Every play the
// server acknowledged must be a showing the page's DOM showed (item and start within a second and a half), each at most
// once, and every showing must be there except the one on screen at each break.
import { randomUUID } from 'node:crypto';
import type { PlayBatch, PlayReport } from '@signage/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../apps/server/src/test/wait.js';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { adminAndScreens, berlinToday, isPlayBatch, type LoopItem, screenWithLoop } from './lib/plays-fixture.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const DURATIONS = [3, 4, 5];
const TOLERANCE_MS = 1500;
const WAIT_MS = 90_000;

/** One showing as the DOM showed it: which item, from when (page clock = this machine's), in which page. */
interface Shown {
  guid: string;
  at: number;
  page: number;
}

interface Acked {
  batch: PlayBatch;
  answer: { accepted: number; duplicate: boolean };
}

/** Logs every item the page puts on screen (from its first frame, across reloads) into `log` under `page()`. */
async function recordShown(context: BrowserContext, log: Shown[], page: () => number) {
  await context.exposeBinding('signageShown', (_source, guid: string, at: number) => {
    log.push({ guid, at, page: page() });
  });
  await context.addInitScript(() => {
    let last: string | null = null;
    const look = () => {
      const guid = document.querySelector('[data-testid="player-item"]')?.getAttribute('data-item-guid') ?? null;
      if (guid && guid !== last) {
        last = guid;
        (window as unknown as { signageShown: (g: string, at: number) => void }).signageShown(guid, Date.now());
      }
    };
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true }),
    );
  });
}

/** Keeps every batch the page posted to /api/plays together with the server's answer. */
function recordAcks(page: Page, acked: Acked[]) {
  page.on('response', async (res) => {
    if (!isPlayBatch(res.request()) || res.status() !== 200) return;
    const answer = (await res.json().catch(() => null)) as Acked['answer'] | null;
    if (answer) acked.push({ batch: res.request().postDataJSON() as PlayBatch, answer });
  });
}

describe('web player: nothing lost on the way', { timeout: 300_000 }, () => {
  it('a reload, a closed tab and a closed browser lose at most the showing on screen; each play counts once', async () => {
    const tag = randomUUID().slice(0, 8);
    const { admin, devices } = await adminAndScreens((options) => b.newPage(options));
    const berlinScreen = devices.find((d) => d.name === 'Berlin Schaufenster links') as { guid: string };
    const { guidCompany: berlin } = await apiCall<{ guidCompany: string }>(
      admin,
      'GET',
      `/v1/devices/${berlinScreen.guid}`,
    );
    const { device, loop } = await screenWithLoop(admin, berlin, tag, DURATIONS);

    const log: Shown[] = [];
    const acked: Acked[] = [];
    let pageNo = 1;
    const shownIn = (n: number) => log.filter((s) => s.page === n);
    const sentPlays = () =>
      acked.filter((a) => !a.answer.duplicate).flatMap((a) => a.batch.plays) as Array<{
        item: string;
        start: number;
        seconds: number;
      }>;
    const screenContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
      const page = await b.newPage({ viewport: { width: 960, height: 540 }, serviceWorkers: 'block', storageState });
      await recordShown(page.context(), log, () => pageNo);
      recordAcks(page, acked);
      return page;
    };
    /** Waits until this page showed `count` items: the last one is on screen now (the break comes mid-showing). */
    const untilShown = (n: number, count: number) =>
      waitUntil(() => shownIn(n).length >= count, `${count} showings in page ${n}`, WAIT_MS);

    // Page 1: the first ended play is sent at once; the next ones wait for the minute (in IndexedDB only).
    let screen = await screenContext();
    await screen.goto(`/player/${device}`);
    await untilShown(1, 4);
    await waitUntil(() => sentPlays().length >= 1, 'the first batch', WAIT_MS);
    // the break comes with ended plays the server has not got (else the test proves nothing)
    expect(sentPlays().length).toBeLessThan(shownIn(1).length - 1);
    await screen.screenshot({ path: shotPath('plays-kept-before-reload.png') });

    // Break 1: a reload mid-showing.
    pageNo = 2;
    await screen.reload();
    await untilShown(2, 3);

    // Break 2: the tab is closed mid-showing, a new tab of the same browser opens the screen.
    pageNo = 3;
    const context = screen.context();
    await screen.close();
    screen = await context.newPage();
    recordAcks(screen, acked);
    await screen.goto(`/player/${device}`);
    await untilShown(3, 3);

    // Break 3: the whole browser goes mid-showing; what it had written to IndexedDB is what a new start finds.
    const storage = await context.storageState({ indexedDB: true });
    pageNo = 4;
    await context.close();
    screen = await screenContext(storage);
    await screen.goto(`/player/${device}`);

    // Expected: every showing of pages 1–3 but the one on screen at its break, and the first one of page 4 (sent
    // at once when it ended); the server's acknowledged plays must be exactly these (at most the ones on screen
    // at the breaks may be missing).
    const expected = () => [
      ...[1, 2, 3].flatMap((n) => shownIn(n).slice(0, -1)),
      ...(shownIn(4).length >= 2 ? shownIn(4).slice(0, 1) : []),
    ];
    const matches = (p: { item: string; start: number }, s: Shown) =>
      p.item === s.guid && Math.abs(p.start - s.at) <= TOLERANCE_MS;
    await waitUntil(
      () => shownIn(4).length >= 2 && expected().every((s) => sentPlays().some((p) => matches(p, s))),
      'every showing of the pages acknowledged by the server',
      WAIT_MS,
    );
    await screen.screenshot({ path: shotPath('plays-kept-after-reopen.png') });

    const plays = sentPlays();
    const breaks = [1, 2, 3].map((n) => shownIn(n).at(-1) as Shown);
    const story = JSON.stringify({ log, plays });
    // Each acknowledged play is the showing of the DOM nearest to its start (same item, within the tolerance),
    // with the seconds of its item; no showing counts twice.
    const counted = new Set<Shown>();
    for (const p of plays) {
      const nearest = log
        .filter((s) => s.guid === p.item)
        .sort((x, y) => Math.abs(p.start - x.at) - Math.abs(p.start - y.at))[0];
      expect(nearest && matches(p, nearest), `${JSON.stringify(p)} ${story}`).toBe(true);
      expect(counted.has(nearest as Shown), `${JSON.stringify(p)} ${story}`).toBe(false);
      counted.add(nearest as Shown);
      const item = loop.find((i) => i.guid === p.item) as LoopItem;
      expect(Math.abs(p.seconds - item.duration)).toBeLessThanOrEqual(1);
    }
    // Missing at most the showing on screen at each break.
    const missing = [1, 2, 3, 4]
      .flatMap((n) => shownIn(n).slice(0, n === 4 ? 1 : undefined))
      .filter((s) => !counted.has(s));
    expect(
      missing.every((s) => breaks.includes(s)),
      story,
    ).toBe(true);
    expect(plays.length).toBeGreaterThanOrEqual(expected().length);

    // The server's report of today for this screen's items: the same plays and seconds.
    const report = await apiCall<PlayReport>(
      admin,
      'GET',
      `/v1/reports/plays?from=${berlinToday()}&to=${berlinToday()}&by=item`,
    );
    const byItem = (items: Array<{ item: string; seconds: number }>) =>
      loop.map((i) => {
        const own = items.filter((p) => p.item === i.guid);
        return { item: i.guid, plays: own.length, seconds: Math.round(own.reduce((t, p) => t + p.seconds, 0) * 10) };
      });
    const rows = loop.map((i) => {
      const row = report.rows.find((r) => r.key === i.guid);
      return { item: i.guid, plays: row?.plays ?? 0, seconds: Math.round((row?.seconds ?? 0) * 10) };
    });
    // the page may have sent one more batch between the wait and the report: count what was acknowledged by now
    expect(rows).toEqual(byItem(sentPlays()));
    for (const page of [screen, admin]) await page.context().close();
  });
});
