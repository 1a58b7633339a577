// Proof of play end to end: a scripted web screen plays a loop; its reports match what it showed to the second; a batch
// sent twice counts once; reports and exports as each role. The screen is the real web player page under a
// controlled clock (page.clock), its batches go to the real server; the report is read through the API and the
// 'Berichte' page, as an Administrator, a location user and a user without 'Benutzer darf Berichte sehen'.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PlayBatch, PlayReport } from '@signage/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import {
  adminAndScreens,
  berlinToday,
  isPlayBatch,
  type LoopItem,
  locationUser,
  screenWithLoop,
} from './lib/plays-fixture.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const DURATIONS = [3, 5, 7];

interface Shown {
  guid: string;
  at: number;
}

/** Records, from the first frame, every item the page shows and when (window.shownItems, the page's clock). */
const recordShown = (page: Page) =>
  page.addInitScript(() => {
    const seen: Array<{ guid: string; at: number }> = [];
    Object.assign(window, { shownItems: seen });
    const look = () => {
      const guid = document.querySelector('[data-testid="player-item"]')?.getAttribute('data-item-guid');
      if (guid && seen.at(-1)?.guid !== guid) seen.push({ guid, at: Date.now() });
    };
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true }),
    );
  });
const shownSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shownItems: Shown[] }).shownItems);

const report = (page: Page, query: string) => apiCall<PlayReport>(page, 'GET', `/v1/reports/plays?${query}`);
const byItem = (r: PlayReport, loop: LoopItem[]) =>
  loop.map((item) => {
    const row = r.rows.find((x) => x.key === item.guid);
    return { name: item.name, plays: row?.plays ?? 0, seconds: row?.seconds ?? 0 };
  });

/** Opens the 'Berichte' page (period: the last 30 days, by item) and waits for the rows of the loop. */
async function reportsPage(page: Page, loop: LoopItem[]) {
  await page.goto('/Dashboard/Berichte');
  await page.getByRole('heading', { name: 'Berichte' }).waitFor();
  for (const item of loop) await page.getByTestId('report-table').getByText(item.name, { exact: true }).waitFor();
}
const tableRow = (page: Page, name: string) =>
  page.getByTestId('report-table').getByRole('row').filter({ hasText: name }).first().innerText();
const menuEntry = (page: Page) => page.getByTestId('menu-reports');
const de = (n: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

describe('proof of play end to end', { timeout: 300_000 }, () => {
  it('a web screen plays a loop; the report matches it to the second, a resent batch counts once; each role', async () => {
    const tag = randomUUID().slice(0, 8);
    const { admin, devices } = await adminAndScreens((options) => b.newPage(options));
    const demo = (name: string) => devices.find((d) => d.name === name) as { guid: string };
    const companyOf = async (guid: string) =>
      (await apiCall<{ guidCompany: string }>(admin, 'GET', `/v1/devices/${guid}`)).guidCompany;
    const berlin = await companyOf(demo('Berlin Schaufenster links').guid);
    const hamburgScreen = demo('Hamburg Stele').guid;
    const hamburg = await companyOf(hamburgScreen);
    const { device, loop } = await screenWithLoop(admin, berlin, tag, DURATIONS);

    // The web screen: its clock stands still between steps of half a second (the loop's tick), so what it shows
    // and for how long is exact; every batch it sends is kept as sent.
    const screen = await b.newPage({ viewport: { width: 960, height: 540 }, serviceWorkers: 'block' });
    await screen.clock.install();
    await recordShown(screen);
    // Every request with its answer: on a loaded machine the reporter may send a batch again (it keeps its id), and a
    // minute's batch may leave in the same step; the distinct batches are what the screen reported.
    const requests: PlayBatch[] = [];
    const answers: Array<{ batchId: string; status: number; body: unknown }> = [];
    screen.on('request', (req) => {
      if (isPlayBatch(req)) requests.push(req.postDataJSON() as PlayBatch);
    });
    screen.on('response', async (res) => {
      if (!isPlayBatch(res.request())) return;
      const { batchId } = res.request().postDataJSON() as PlayBatch;
      answers.push({ batchId, status: res.status(), body: await res.json().catch(() => null) });
    });
    const distinct = () => [...new Map(requests.map((r) => [r.batchId, r])).values()];
    await screen.goto(`/player/${device}`);
    await screen.clock.pauseAt((await screen.evaluate(() => Date.now())) + 3000);
    const firstShown = screen.locator(`[data-testid="player-item"][data-item-guid="${loop[0]?.guid}"]`);
    for (let step = 0; step < 600 && (await firstShown.count()) === 0; step++) await screen.clock.runFor(500);
    await screen.screenshot({ path: shotPath('plays-webscreen.png') });
    // The reporter sends what is queued when it starts (the first item), then a batch a minute: step on until the
    // second batch (four rounds of the loop) is sent.
    for (let step = 0; step < 200 && distinct().length < 2; step++) await screen.clock.runFor(500);
    await expect.poll(() => answers.length === requests.length, { timeout: 20_000 }).toBe(true);
    const sent = distinct();
    // Each batch counted once, with all its plays: one answer 'accepted', any resend 'duplicate' or refused for now.
    for (const batch of sent) {
      const counted = answers.filter((a) => a.batchId === batch.batchId && a.status === 200);
      expect(counted.map((a) => a.body)).toContainEqual({ accepted: batch.plays.length, duplicate: false });
      expect(counted.filter((a) => (a.body as { duplicate?: boolean }).duplicate === false)).toHaveLength(1);
    }
    const batch = sent[1] as PlayBatch;

    // What the page showed: the items in loop order, each for its duration; the batch says the same, to the tenth.
    const shown = await shownSoFar(screen);
    const plays = sent.flatMap((s) => s.plays) as Array<{ item: string; seconds: number; start: number }>;
    expect(plays.length).toBeGreaterThanOrEqual(9);
    expect(plays.map((p) => p.item)).toEqual(shown.slice(0, plays.length).map((s) => s.guid));
    for (const [n, p] of plays.entries()) {
      const item = loop.find((i) => i.guid === p.item) as LoopItem;
      expect(p.seconds).toBe(item.duration);
      const onScreen = ((shown[n + 1] as Shown).at - (shown[n] as Shown).at) / 1000;
      expect(Math.abs(onScreen - p.seconds)).toBeLessThan(1);
    }
    const expected = loop.map((item) => {
      const own = plays.filter((p) => p.item === item.guid);
      return { name: item.name, plays: own.length, seconds: own.length * item.duration };
    });
    await screen.context().close();

    // The report of today, by item: per item the plays and seconds the screen showed.
    const today = `from=${berlinToday()}&to=${berlinToday()}`;
    const first = await report(admin, `${today}&by=item`);
    expect(byItem(first, loop)).toEqual(expected);

    // The same batch again (a player that did not get the answer): counted once.
    const again = await admin.request.post(`/api/plays?key=${device}`, { data: batch });
    expect(await again.json()).toEqual({ accepted: 0, duplicate: true });
    expect(byItem(await report(admin, `${today}&by=item`), loop)).toEqual(expected);

    // Another location of the network plays too (a Hamburg screen polls and reports through the protocol). An item
    // it was never served counts nothing.
    const forged = await admin.request.post(`/api/plays?key=${hamburgScreen}`, {
      data: { batchId: randomUUID(), plays: [{ item: randomUUID(), start: Date.now() - 90_000, seconds: 10 }] },
    });
    expect(forged.status()).toBe(400);
    const served = (await (await admin.request.get(`/api/playlist?key=${hamburgScreen}`)).json()) as {
      items: Array<{ guid: string; name: string }>;
    };
    const hamburgItem = served.items[0] as { guid: string; name: string };
    const hamburgName = hamburgItem.name;
    const other = await admin.request.post(`/api/plays?key=${hamburgScreen}`, {
      data: {
        batchId: randomUUID(),
        plays: [{ item: hamburgItem.guid, start: Date.now() - 60_000, seconds: 10 }],
      },
    });
    expect(other.status()).toBe(200);

    // As Administrator: both locations; the page shows the loop's rows; CSV and XLSX carry them.
    const locations = await report(admin, `${today}&by=location`);
    expect(locations.rows.map((r) => r.key)).toEqual(expect.arrayContaining([berlin, hamburg]));
    expect((await report(admin, `${today}&by=item`)).rows.map((r) => r.label)).toContain(hamburgName);
    await reportsPage(admin, loop);
    for (const row of expected)
      expect(await tableRow(admin, row.name)).toMatch(new RegExp(`\\b${row.plays}\\s+${de(row.seconds)}\\b`));
    await admin.screenshot({ path: shotPath('plays-report-admin.png'), fullPage: true });
    const csv = await download(admin, 'CSV exportieren');
    for (const row of expected) expect(csv.toString('utf8')).toContain(`${row.name};;${row.plays};${de(row.seconds)};`);
    const xlsx = await download(admin, 'Excel exportieren');
    expect(await xlsxRows(xlsx)).toEqual(expect.arrayContaining(expected.map((r) => [r.name, r.plays, r.seconds])));

    // As a location user with the right: its location only, on the page and in the exports.
    const standort = await b.newPage({ viewport: { width: 1400, height: 1000 } });
    await loginAs(standort, await locationUser(admin, berlin, `e2e-pop-ort-${tag}`, true));
    expect((await report(standort, `${today}&by=location`)).rows.map((r) => r.key)).toEqual([berlin]);
    expect(byItem(await report(standort, `${today}&by=item`), loop)).toEqual(expected);
    await menuEntry(standort).waitFor();
    await reportsPage(standort, loop);
    await standort.screenshot({ path: shotPath('plays-report-location.png'), fullPage: true });
    const ownCsv = (await download(standort, 'CSV exportieren')).toString('utf8');
    for (const row of expected) expect(ownCsv).toContain(`${row.name};;${row.plays};${de(row.seconds)};`);
    const ownXlsx = await xlsxRows(await download(standort, 'Excel exportieren'));
    expect(ownXlsx).toEqual(expect.arrayContaining(expected.map((r) => [r.name, r.plays, r.seconds])));
    expect(ownCsv).not.toContain(hamburgName);

    // Without the right: no menu entry, 403 from the report and its exports.
    const without = await b.newPage({ viewport: { width: 1400, height: 1000 } });
    await loginAs(without, await locationUser(admin, berlin, `e2e-pop-ohne-${tag}`, false));
    // the drawer shows once the user's rights are loaded (it needs RIGHT_COMP_VISIBLE_NAVIGATION)
    await without.getByRole('navigation').first().waitFor();
    await without.screenshot({ path: shotPath('plays-without-right.png'), fullPage: true });
    expect(await menuEntry(without).count()).toBe(0);
    const authorization = `Bearer ${await tokenOf(without)}`;
    for (const path of ['', '/csv', '/xlsx'])
      expect(
        (
          await without.request.get(`/v1/reports/plays${path}?${today}&by=item`, { headers: { authorization } })
        ).status(),
      ).toBe(403);
    for (const page of [admin, standort, without]) await page.context().close();
  });
});

/** Clicks an export button and returns the downloaded file. */
async function download(page: Page, button: string): Promise<Buffer> {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFileSync((await (await file).path()) as string);
}

/** The first three cells (label, plays, seconds) of the rows of an exported workbook's first sheet. */
async function xlsxRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const cells = row.values as unknown[];
    rows.push([cells[1], cells[3], cells[4]]);
  });
  return rows;
}
