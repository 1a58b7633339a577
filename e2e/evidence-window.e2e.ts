// The evidence archive end to end: a scripted screen and a web player in Chromium play two offers placed through the
// offer tool's calls while the provider changes the price of one and withdraws the other; the document "Nachweis der
// Schaufensterwerbung" (PDF read with pdftotext, XLSX read with exceljs) of each offer must list exactly the versions,
// periods, re-checks, take-down and plays that the scripts logged. Runs on its own server process, once on PGlite and
// once on PostgreSQL (E2E_ENGINES), for EVIDENCE_RUN_MINUTES (default 2; a 10-minute run is recorded in
// docs/BENCHMARKS.md).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatEuro, type PlayBatch } from '@signage/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, waitUntil } from '../apps/server/src/test/wait.js';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type ChangingProvider, offerOf, startChangingProvider } from './lib/changing-provider.js';
import { placeScreen } from './lib/offer-tool.js';
import { e2eEngines, type OwnServer, startOwnServer } from './lib/own-server.js';
import { isPlayBatch } from './lib/plays-fixture.js';
import { type ScriptedScreen, startScriptedScreen } from './lib/scripted-screen.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const RUN_MS = Number(process.env.EVIDENCE_RUN_MINUTES ?? '2') * 60_000;
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';
const ADVISORY_ID = '100201';
const PRICE_OFFER = 'E2E-NW-PREIS';
const GONE_OFFER = 'E2E-NW-WEG';
const PRICES = { [PRICE_OFFER]: [2049.99, 1899], [GONE_OFFER]: [1499.5] } as Record<string, number[]>;
const DURATIONS = { [PRICE_OFFER]: 4, [GONE_OFFER]: 5 } as Record<string, number>;
const TAKEDOWN_REASON = 'Der Anbieter kennt das Angebot nicht mehr.';
const RESULTS: Record<string, string> = {
  confirmed: 'bestätigt (unverändert)',
  changed: 'geändert, Bilder erneuert',
  'taken-down': 'abgenommen',
};
/** Time allowed between the provider's answer and the archive's entry (the changed version is rendered first). */
const ENTRY_LAG_MS = 90_000;

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const german = (iso: string) => `${dateTime.format(new Date(iso))} Uhr`;
const dateTimeSeconds = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const germanSecond = (iso: string) => `${dateTimeSeconds.format(new Date(iso))} Uhr`;
/** The server moves the start of a play that begins inside the screen's previous one to that one's end
 * (plays/group-commit.ts judge); the players' clocks round showings apart by well under a second. */
const CLIP_MS = 1000;
const flat = (s: string) => s.replaceAll('\u00a0', ' ').replace(/\s+/g, ' ');
const ms = (iso: string) => Date.parse(iso);

interface Report {
  chain: { intact: boolean; sentence: string };
  versions: Array<{
    seq: number;
    from: string;
    to: string | null;
    fields: { price: number; priceInfo: string; hotelName: string };
    images: Array<{ side: string; sha256: string }>;
    screens: Array<{
      guidDevice: string;
      name: string;
      firstPlay: string;
      lastPlay: string;
      plays: number;
      seconds: number;
      securedPlays: number;
    }>;
    plays: number;
    seconds: number;
    securedPlays: number;
  }>;
  placements: Array<{ at: string }>;
  rechecks: Array<{ at: string; result: string; summary: string | null }>;
  takedowns: Array<{ at: string; reason: string }>;
}

/** A play as a screen's log has it (scripted: what it showed and sent; web: what the server acknowledged). */
interface LoggedPlay {
  item: string;
  start: number;
}

/** The web player's DOM log: every item it put on screen, and when. */
interface Shown {
  guid: string;
  at: number;
}

/** The web player counts no showing shorter than half a second (use-player-loop's MIN_SHOWN_MS: an item left at once,
 * e.g. its new file not ready yet after a change); the DOM log's showings that short may or may not be reported. */
const SHORTEST_PLAY_MS = 1000;
/** The showings of the DOM log that must be plays: every one but the last, on screen at least SHORTEST_PLAY_MS. */
const countable = (shown: readonly Shown[]) =>
  shown.slice(0, -1).filter((s, i) => (shown[i + 1] as Shown).at - s.at >= SHORTEST_PLAY_MS);

const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

describe.each(e2eEngines())('Nachweis Schaufenster end to end on %s', (engine) => {
  let own: OwnServer;
  let provider: ChangingProvider;
  let admin: Page;
  const tag = randomUUID().slice(0, 6);
  const names = { script: `Nachweis Skript ${tag}`, web: `Nachweis Web ${tag}` };
  const keys = { script: randomUUID(), web: randomUUID() };

  beforeAll(async () => {
    provider = await startChangingProvider();
    own = await startOwnServer(engine, {
      OFFER_PROVIDER_URL: provider.origin,
      OFFER_IMAGE_HOSTS: '127.0.0.1',
      OFFER_PROVIDER_TIMEOUT_MS: '10000',
    });
    admin = await b.newPage({ baseURL: own.baseURL });
    await loginAs(admin, 'admin');
  }, 300_000);
  afterAll(async () => {
    await admin?.context().close();
    await own?.stop();
    await provider?.close();
  });

  it('the PDF and the XLSX list exactly the versions, periods, re-checks, take-down and plays of the logs', {
    timeout: RUN_MS + 15 * 60_000,
  }, async () => {
    for (const [id, prices] of Object.entries(PRICES)) {
      provider.answer(id, offerOf(provider.origin, id, `Hotel Nachweis ${id}`, prices[0] as number));
    }
    const [location] = (
      await apiCall<Array<{ guid: string; name: string }>>(admin, 'POST', '/v1/companies/list', {
        keyWord: 'Berlin-Mitte',
      })
    ).filter((c) => c.name === LOCATION);
    if (!location) throw new Error(`demo data without ${LOCATION}`);
    const code = (await apiCall<{ offerCode: string }>(admin, 'GET', `/v1/companies/${location.guid}`)).offerCode;
    const playlist = (
      await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
        guidCompany: location.guid,
        name: `Nachweis ${tag}`,
        orientation: 'horizontal',
      })
    ).guid;
    for (const screen of ['script', 'web'] as const) {
      await placeScreen(admin, own.baseURL, {
        key: keys[screen],
        location: location.guid,
        name: names[screen],
        orientation: 'horizontal',
        playlist,
      });
    }

    // The screens run from before the offers come: the scripted one, and the web player in Chromium.
    const script: ScriptedScreen = startScriptedScreen(own.baseURL, keys.script);
    const shown: Shown[] = [];
    const acked: PlayBatch[] = [];
    const web = await b.newPage({
      baseURL: own.baseURL,
      viewport: { width: 960, height: 540 },
      serviceWorkers: 'block',
    });
    await web.context().exposeBinding('evidenceShown', (_source, guid: string, at: number) => {
      shown.push({ guid, at });
    });
    await web.context().addInitScript(() => {
      // a new showing: another item, or the same one in a new round (one item left in the loop)
      let last: string | null = null;
      const look = () => {
        const shownNow = document.querySelector('[data-testid="player-item"]');
        const guid = shownNow?.getAttribute('data-item-guid') ?? null;
        const showing = guid ? `${guid}:${shownNow?.getAttribute('data-round') ?? ''}` : null;
        if (guid && showing !== last) {
          (window as unknown as { evidenceShown: (g: string, at: number) => void }).evidenceShown(guid, Date.now());
        }
        last = showing;
      };
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true }),
      );
    });
    // What the server stored of each batch: all of it on 200; on 400 (entries refused one by one, the valid ones
    // stored, the player does not resend) all but the refused entries, which are kept with their reasons.
    const refusedPlays: Array<LoggedPlay & { message: string }> = [];
    web.on('response', async (res) => {
      if (!isPlayBatch(res.request()) || (res.status() !== 200 && res.status() !== 400)) return;
      const batch = res.request().postDataJSON() as PlayBatch;
      const answer = (await res.json().catch(() => null)) as {
        duplicate?: boolean;
        error?: { details?: { duplicate: boolean; refused: Array<{ index: number; message: string }> } };
      } | null;
      const details = res.status() === 400 ? answer?.error?.details : undefined;
      if (res.status() === 200 && answer && !answer.duplicate) acked.push(batch);
      if (!details || details.duplicate) return;
      const refused = new Map(details.refused.map((r) => [r.index, r.message]));
      acked.push({ ...batch, plays: batch.plays.filter((_, i) => !refused.has(i)) });
      for (const [index, message] of refused) refusedPlays.push({ ...(batch.plays[index] as LoggedPlay), message });
    });
    await web.goto(`/player/${keys.web}`);

    // The offer tool's calls, as the page makes them: the agency's screens, both images, 'Angebot hinzufügen'.
    const tool = async <T>(call: string, body: object): Promise<T> => {
      const res = await fetch(`${own.baseURL}/v1/pcstd/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, advisoryId: ADVISORY_ID, provider: 'http', ...body }),
      });
      expect(res.status, `${call}: ${await res.clone().text()}`).toBe(200);
      return (await res.json()) as T;
    };
    const placed: Record<string, { from: number; till: number }> = {};
    for (const offerId of Object.keys(PRICES)) {
      const login = await tool<{ start: number; devices: Array<{ guid: string }> }>('prepareLogin', { offerId });
      expect(login.devices.map((d) => d.guid)).toEqual(expect.arrayContaining([keys.script, keys.web]));
      const images = await tool<{ imageH: string; error: string; errorH: string }>('createOfferImage', { offerId });
      expect([images.error, images.errorH]).toEqual(['', '']);
      const from = Date.now();
      await tool('addToOffice', {
        offerId,
        start: login.start,
        end: login.start + 7 * 86_400_000 - 60_000,
        targetDevices: [keys.script, keys.web],
      });
      placed[offerId] = { from, till: Date.now() };
    }
    // short showings, so that the run has many plays
    const { items } = await apiCall<{ items: Array<{ guid: string; name: string }> }>(
      admin,
      'GET',
      `/v1/playlists/${playlist}`,
    );
    const itemOf: Record<string, string> = {};
    for (const offerId of Object.keys(PRICES)) {
      const item = items.find((i) => i.name.startsWith(`Angebot ${offerId}`));
      if (!item) throw new Error(`no item of ${offerId}: ${JSON.stringify(items)}`);
      itemOf[offerId] = item.guid;
      await apiCall(admin, 'POST', `/v1/playlists/${playlist}/item`, { guid: item.guid, duration: DURATIONS[offerId] });
    }
    expect(items).toHaveLength(2);
    // the re-check every minute (the shortest interval; applies at once)
    const checkEvery = (intervalMinutes: number) =>
      apiCall(admin, 'POST', '/v1/system/config', { name: 'offerCheck', data: JSON.stringify({ intervalMinutes }) });
    await checkEvery(1);
    const offerOfItem = (guid: string) => Object.keys(itemOf).find((o) => itemOf[o] === guid);
    await waitUntil(
      () => Object.values(itemOf).every((g) => script.log.some((s) => s.item === g) && shown.some((s) => s.guid === g)),
      'both screens showed both offers',
      120_000,
    );
    await web.screenshot({ path: shotPath(`evidence-${engine}-both.png`) });
    const t0 = Date.now();

    const evidence = (offerId: string) =>
      apiCall<Report>(admin, 'GET', `/v1/companies/${location.guid}/offers/${offerId}/evidence`);
    // A third into the run the provider changes one price; the re-check must bring a new version and new images.
    await until(t0 + RUN_MS / 3);
    const newPrice = PRICES[PRICE_OFFER]?.[1] as number;
    provider.answer(PRICE_OFFER, offerOf(provider.origin, PRICE_OFFER, `Hotel Nachweis ${PRICE_OFFER}`, newPrice));
    await waitFor(
      async () => ((await evidence(PRICE_OFFER)).versions.length === 2 ? true : undefined),
      'the re-check found the new price',
      4 * 60_000,
      1000,
    );
    // Two thirds into the run the provider withdraws the other one; the re-check must take it down.
    await until(t0 + (2 * RUN_MS) / 3);
    provider.answer(GONE_OFFER, 'gone');
    await waitFor(
      async () => ((await evidence(GONE_OFFER)).takedowns.length === 1 ? true : undefined),
      'the re-check took the withdrawn offer down',
      4 * 60_000,
      1000,
    );
    await until(t0 + RUN_MS);
    // Both screens have left the withdrawn offer: the scripted one polled without it, the web player shows only
    // the other one.
    const gone = itemOf[GONE_OFFER] as string;
    await waitUntil(
      () => script.polls.at(-1)?.names.every((n) => !n.startsWith(`Angebot ${GONE_OFFER}`)) ?? false,
      'the scripted screen was served without the withdrawn offer',
      60_000,
    );
    await waitUntil(
      () => shown.length > 2 && shown.slice(-2).every((s) => s.guid !== gone),
      'the web player no longer shows the withdrawn offer',
      60_000,
    );
    await web.screenshot({ path: shotPath(`evidence-${engine}-after.png`) });

    // The end of the run: no further re-check; every re-check the provider answered is in the archive.
    await checkEvery(10080);
    const asked = (offerId: string) =>
      provider.log.filter((a) => a.offerId === offerId && a.at > (placed[offerId]?.till ?? 0));
    await waitFor(
      async () => {
        for (const offerId of Object.keys(PRICES)) {
          if ((await evidence(offerId)).rechecks.length !== asked(offerId).length) return undefined;
        }
        return true;
      },
      'the archive holds every re-check the provider answered',
      120_000,
      1000,
    );
    await script.stop();
    expect(script.refused).toEqual([]);
    // The web player's ended showings reach the server within its minute; then the page goes.
    const sentPlays = (): LoggedPlay[] => acked.flatMap((a) => a.plays as LoggedPlay[]);
    const answered = (): LoggedPlay[] => [...sentPlays(), ...refusedPlays];
    const unreported = () =>
      countable(shown).filter((s) => !answered().some((p) => p.item === s.guid && Math.abs(p.start - s.at) < 1500));
    await waitUntil(() => unreported().length === 0, 'the web player reported every ended showing', 150_000).catch(
      (error: Error) => {
        // say which showings, and the acknowledged plays of the same item nearest to each
        const near = unreported().map((s) => ({
          ...s,
          lastedMs: (shown[shown.indexOf(s) + 1] as Shown).at - s.at,
          plays: sentPlays()
            .filter((p) => p.item === s.guid)
            .map((p) => p.start - s.at)
            .sort((x, y) => Math.abs(x) - Math.abs(y))
            .slice(0, 3),
        }));
        throw new Error(
          `${error.message}: ${near.length} of ${shown.length} showings: ${JSON.stringify(near)}; refused: ${JSON.stringify(refusedPlays)}`,
        );
      },
    );
    await web.context().close();
    const webPlays = sentPlays().filter((p) => offerOfItem(p.item));
    // each acknowledged play is a showing of the DOM log, no showing twice; none but the last two and those left within
    // a second are missing
    const counted = new Set<Shown>();
    for (const p of webPlays) {
      const match = shown.find((s) => !counted.has(s) && s.guid === p.item && Math.abs(p.start - s.at) < 1500);
      expect(match, JSON.stringify(p)).toBeDefined();
      counted.add(match as Shown);
    }
    // A play the server refused can only be the withdrawn offer's, shown until the player learned of the take-down;
    // every other showing but the last two is stored.
    expect(refusedPlays.filter((p) => p.item !== gone)).toEqual([]);
    const refusedShowing = (s: Shown) => refusedPlays.some((p) => p.item === s.guid && Math.abs(p.start - s.at) < 1500);
    expect(countable(shown.slice(0, -1)).filter((s) => !counted.has(s) && !refusedShowing(s))).toEqual([]);

    // What the logs say, per offer: the plays of each screen by day, the provider's answers after the placement.
    const logged = {
      [keys.script]: script.log.map((s) => ({ item: s.item, start: s.start })),
      [keys.web]: webPlays,
    };
    const figures: Record<string, unknown> = { engine, runMinutes: RUN_MS / 60_000 };
    const dir = mkdtempSync(join(tmpdir(), 'evidence-e2e-'));
    const token = await tokenOf(admin);
    try {
      for (const offerId of Object.keys(PRICES)) {
        const report = await evidence(offerId);
        const prices = PRICES[offerId] as number[];
        expect(report.chain.intact).toBe(true);
        // versions: the provider's prices, in order; each period from its entry to the next one (or the take-down)
        expect(report.versions.map((v) => v.fields.price)).toEqual(prices);
        const [first] = report.versions;
        const place = placed[offerId] as { from: number; till: number };
        expect(ms(first?.from ?? '')).toBeGreaterThanOrEqual(place.from - 1000);
        expect(ms(first?.from ?? '')).toBeLessThanOrEqual(place.till);
        // re-checks: one per question the provider answered after the placement, its result from the answer
        const answers = asked(offerId);
        let last = prices[0] as number;
        const expected = answers.map((a) => {
          if (a.answer === 'gone') return 'taken-down';
          const result = a.answer.price === last ? 'confirmed' : 'changed';
          last = a.answer.price;
          return result;
        });
        expect(report.rechecks.map((r) => r.result)).toEqual(expected);
        for (const [n, r] of report.rechecks.entries()) {
          const at = (answers[n] as { at: number }).at;
          expect(ms(r.at)).toBeGreaterThanOrEqual(at - 1000);
          expect(ms(r.at)).toBeLessThanOrEqual(at + ENTRY_LAG_MS);
        }
        const changedAt = answers.find((a) => a.answer !== 'gone' && a.answer.price !== prices[0])?.at;
        const goneAt = answers.find((a) => a.answer === 'gone')?.at;
        if (offerId === PRICE_OFFER) {
          const [v1, v2] = report.versions;
          expect(v1?.to).toBe(v2?.from);
          expect(v2?.to).toBeNull();
          expect(ms(v2?.from ?? '')).toBeGreaterThanOrEqual((changedAt as number) - 1000);
          expect(report.rechecks.find((r) => r.result === 'changed')?.summary?.replaceAll('\u00a0', ' ')).toContain(
            `Preis: ${formatEuro(prices[0] as number)} → ${formatEuro(prices[1] as number)}`.replaceAll('\u00a0', ' '),
          );
          expect(report.takedowns).toEqual([]);
          // new images: the archive holds two image versions, the screen got a new file after the change. (The
          // screen's file is the archived image plus the playlist's own counted QR link, scan-images.ts: its bytes
          // are not the archived ones, so the log's showings are told apart by the file the screen got.)
          const shaOf = (v: Report['versions'][number]) => v.images.find((i) => i.side === 'h')?.sha256;
          expect(shaOf(v1 as never)).not.toBe(shaOf(v2 as never));
          const mine = script.log.filter((s) => s.item === itemOf[offerId]);
          const files = [...new Set(mine.map((s) => s.fileSha256))];
          expect(files, 'the scripted screen showed one file per version, in order').toHaveLength(2);
          const switchAt = mine.findIndex((s) => s.fileSha256 === files[1]);
          expect(mine.slice(switchAt).every((s) => s.fileSha256 === files[1])).toBe(true);
          const v2First = mine[switchAt] as { start: number };
          // the new version began before the screen showed its image
          expect(ms(v2?.from ?? '')).toBeLessThanOrEqual(v2First.start);
          figures[offerId] = {
            scriptPlaysPerVersion: [switchAt, mine.length - switchAt],
            changeToNewVersionMs: ms(v2?.from ?? '') - (changedAt as number),
            newVersionToScreenMs: v2First.start - ms(v2?.from ?? ''),
          };
        } else {
          const [v1] = report.versions;
          expect(report.takedowns).toEqual([expect.objectContaining({ reason: TAKEDOWN_REASON })]);
          const takenDown = ms(report.takedowns[0]?.at ?? '');
          expect(v1?.to).toBe(report.takedowns[0]?.at);
          expect(takenDown).toBeGreaterThanOrEqual((goneAt as number) - 1000);
          // no screen showed it after it was taken down and then polled (the scripted screen's showing on screen
          // may end after the take-down)
          const firstPollWithout = script.polls.find(
            (p) => p.at > takenDown && p.names.every((n) => !n.startsWith(`Angebot ${offerId}`)),
          )?.at as number;
          expect(firstPollWithout).toBeDefined();
          expect(script.log.filter((s) => s.item === itemOf[offerId] && s.start > firstPollWithout + 500)).toEqual([]);
          figures[offerId] = {
            withdrawnToTakedownMs: takenDown - (goneAt as number),
            takedownToScreenMs: firstPollWithout - takenDown,
          };
        }
        // plays per screen and version: each logged play of the offer belongs to the version that was the newest
        // when it began (from its entry to the next version's; the last one also holds the showings that ended
        // after a take-down); both screens, each under its name. First and last play are the logged starts, to the
        // millisecond, except where the server clipped an overlap: then its start is the previous play's end, at
        // most CLIP_MS later.
        const expectedScreens = (v: Report['versions'][number]) => {
          const n = report.versions.indexOf(v);
          const next = report.versions[n + 1];
          const from = ms(v.from);
          const till = next ? ms(next.from) : Number.POSITIVE_INFINITY;
          return (['script', 'web'] as const)
            .map((screen) => {
              const starts = (logged[keys[screen]] as LoggedPlay[])
                .filter((p) => p.item === itemOf[offerId] && p.start >= from && p.start < till)
                .map((p) => p.start)
                .sort((a, x) => a - x);
              return { guidDevice: keys[screen], name: names[screen], plays: starts.length, starts };
            })
            .filter((s) => s.plays > 0)
            .sort((a, x) => a.name.localeCompare(x.name, 'de'));
        };
        const near = (got: string, logged: number) => {
          const diff = ms(got) - logged;
          return diff >= 0 && diff <= CLIP_MS;
        };
        for (const v of report.versions) {
          const want = expectedScreens(v);
          expect(
            v.screens.map((s) => ({ guidDevice: s.guidDevice, name: s.name, plays: s.plays })),
            `version ${v.seq}`,
          ).toEqual(want.map((s) => ({ guidDevice: s.guidDevice, name: s.name, plays: s.plays })));
          for (const [n, s] of want.entries()) {
            const got = v.screens[n] as Report['versions'][number]['screens'][number];
            const first = s.starts[0] as number;
            const last = s.starts.at(-1) as number;
            expect(near(got.firstPlay, first), `first play ${got.firstPlay} vs ${new Date(first).toISOString()}`).toBe(
              true,
            );
            expect(near(got.lastPlay, last), `last play ${got.lastPlay} vs ${new Date(last).toISOString()}`).toBe(true);
            expect(got.seconds).toBeGreaterThan(0);
            expect(got.securedPlays).toBeLessThanOrEqual(got.plays);
          }
          expect(v.plays).toBe(want.reduce((t, s) => t + s.plays, 0));
          expect(v.plays).toBeGreaterThan(0);
        }
        (figures[offerId] as Record<string, unknown>).plays = Object.fromEntries(
          (['script', 'web'] as const).map((s) => [
            s,
            (logged[keys[s]] as LoggedPlay[]).filter((p) => p.item === itemOf[offerId]).length,
          ]),
        );

        // The PDF, as a PDF reader's text extraction reads it.
        const download = async (ext: 'pdf' | 'xlsx') => {
          const res = await fetch(`${own.baseURL}/v1/companies/${location.guid}/offers/${offerId}/evidence/${ext}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.status).toBe(200);
          return Buffer.from(await res.arrayBuffer());
        };
        const pdfFile = join(dir, `${offerId}.pdf`);
        writeFileSync(pdfFile, await download('pdf'));
        const text = flat(execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' }));
        expect(text).toContain('Nachweis der Schaufensterwerbung');
        expect(text).toContain(flat(report.chain.sentence));
        const sections = text.split(/Version \d+ \(Eintrag \d+\)/).slice(1);
        expect(sections).toHaveLength(prices.length);
        for (const [n, v] of report.versions.entries()) {
          const section = (sections[n] as string).split('Platzierung')[0] as string;
          expect(section).toContain(flat(`Preis: ${formatEuro(prices[n] as number)} ${v.fields.priceInfo}`));
          expect(section).toContain(`Gezeigt: ${german(v.from)} – ${v.to ? german(v.to) : 'läuft noch'}`);
          const want = expectedScreens(v);
          expect(section.match(/Bildschirm .*?: \d+ Ausspielungen/g)).toHaveLength(want.length);
          for (const s of v.screens) {
            expect(section).toContain(`Bildschirm ${s.name}: ${s.plays} Ausspielungen (`);
            expect(section).toContain(`erste am ${germanSecond(s.firstPlay)}, letzte am ${germanSecond(s.lastPlay)}`);
          }
          expect(section).toContain(`Ausspielungen gesamt: ${v.plays}`);
        }
        const checks = text.split('Prüfungen beim Anbieter')[1]?.split('Abnahme')[0] ?? '';
        const checkLines = [
          ...checks.matchAll(
            /(\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr): (bestätigt \(unverändert\)|geändert, Bilder erneuert|abgenommen|Anbieter nicht erreichbar)/g,
          ),
        ].map((m) => `${m[1]}: ${m[2]}`);
        expect(checkLines).toEqual(report.rechecks.map((r) => `${german(r.at)}: ${RESULTS[r.result]}`));
        const takedown = text.split('Abnahme')[1]?.split('Einträge der Hash-Kette')[0] ?? '';
        expect(takedown).toContain(
          offerId === GONE_OFFER
            ? `${german(report.takedowns[0]?.at ?? '')}: aus der Schleife genommen. Grund: ${TAKEDOWN_REASON}`
            : 'Das Angebot wurde nicht abgenommen.',
        );

        // The XLSX, read as a spreadsheet program reads it.
        const book = new ExcelJS.Workbook();
        await book.xlsx.load((await download('xlsx')) as unknown as ArrayBuffer);
        const rows = (sheet: string) => {
          const out: unknown[][] = [];
          book.getWorksheet(sheet)?.eachRow((row, n) => {
            if (n > 1) out.push((row.values as unknown[]).slice(1));
          });
          return out;
        };
        expect(rows('Versionen').map((r) => [r[0], r[1], r[2], r[5], r[10]])).toEqual(
          report.versions.map((v, n) => [
            n + 1,
            german(v.from),
            v.to ? german(v.to) : 'läuft noch',
            prices[n],
            v.plays,
          ]),
        );
        expect(rows('Ausspielungen')).toEqual(
          report.versions.flatMap((v, n) =>
            v.screens.map((s) => [
              n + 1,
              s.name,
              germanSecond(s.firstPlay),
              germanSecond(s.lastPlay),
              s.plays,
              s.seconds,
              s.securedPlays,
            ]),
          ),
        );
        expect(rows('Prüfungen').map((r) => [r[0], r[1]])).toEqual(
          report.rechecks.map((r) => [german(r.at), RESULTS[r.result]]),
        );
        const abnahme = rows('Nachweis').find((r) => r[0] === 'Abnahme')?.[1];
        expect(abnahme).toBe(
          offerId === GONE_OFFER ? `${german(report.takedowns[0]?.at ?? '')}: ${TAKEDOWN_REASON}` : 'nicht abgenommen',
        );
        (figures[offerId] as Record<string, unknown>).rechecks = report.rechecks.map((r) => r.result);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`evidence figures ${JSON.stringify(figures)}`);
  });
});
