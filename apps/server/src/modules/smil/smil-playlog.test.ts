// Proof of play from SMIL players: playlogs as IAdea and garlic upload them and signageOS reports land in the same
// reports under the plays module's rules; bad, huge or entity-laden XML is refused whole.
import { beforeEach, describe, expect, it } from 'vitest';
import { playEvents } from '../../db/schema.js';
import { addDevice, addLocation, addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { rowCount } from '../../test/plays.js';
import { injectTransport, smilClientOf } from '../../test/smil-harness.js';
import { indexMemo } from './service.js';

const h = useHarness();
beforeEach(() => {
  playerOfHarness(h).reset();
  indexMemo(h.app.ctx).clear();
});

const NOW = Date.parse('2026-06-01T10:00:00Z'); // 12:00 in Berlin
type Row = { label: string; plays: number; seconds: number };

async function screen() {
  const db = h.database.db;
  const location = await addLocation(db, { guidParent: h.fx.networkA, timeZone: 'Europe/Berlin' });
  const playlist = await addPlaylist(db, { guidCompany: location });
  const kreta = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Kreta.jpg' });
  const rom = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Rom.jpg' });
  const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
  h.clock.set(NOW - 3_600_000);
  const client = smilClientOf(h, device);
  await client.refresh(); // served by the index, as the screen's poll
  await playerOfHarness(h).flush();
  h.clock.set(NOW);
  return { device, kreta, rom, client };
}

const byItem = async (device: string) =>
  (
    (
      await h.call('admin', {
        method: 'GET',
        url: `/v1/reports/plays?from=2026-06-01&to=2026-06-01&by=item&screen=${device}`,
      })
    ).json() as { rows: Row[] }
  ).rows.map((r) => [r.label, r.plays, r.seconds]);

const put = (device: string, body: string, type = 'playlog', contentType = 'application/xml') =>
  injectTransport(h)({
    method: 'PUT',
    url: `/smil/${device}/reports/${type}`,
    headers: { 'content-type': contentType },
    body,
  });

describe('playlogs of SMIL players', () => {
  it('stores a garlic playlog (local times) and an IAdea one (ISO with offset) with the right screen, item and seconds', async () => {
    const { device, kreta, rom, client } = await screen();
    // garlic-player writes local wall time without a zone: 11:00:00–11:00:10 in Berlin is 09:00 UTC.
    const garlic = await client.uploadPlaylog([
      { contentId: kreta, start: '2026-06-01 11:00:00', end: '2026-06-01 11:00:10' },
      { contentId: rom, start: '2026-06-01 11:00:10', end: '2026-06-01 11:00:25' },
    ]);
    expect(garlic.statusCode).toBe(200);
    expect(JSON.parse(garlic.body)).toEqual({ accepted: 2, duplicate: false });
    // IAdea: namespaced PlaylogCollection with ISO times.
    const iadea = `<?xml version="1.0" encoding="UTF-8"?>
<PlaylogCollection xmlns="http://schemas.adfreeze.com/smil/x-server">
  <contentPlayed><contentId>${kreta}</contentId><startTime>2026-06-01T09:30:00.000Z</startTime><endTime>2026-06-01T11:30:08.500+02:00</endTime></contentPlayed>
</PlaylogCollection>`;
    const second = await put(device, iadea, 'playlog', 'text/xml');
    expect(second.statusCode).toBe(200);
    expect((await byItem(device)).sort()).toEqual([
      ['Kreta.jpg', 2, 18.5],
      ['Rom.jpg', 1, 15],
    ]);
    // The same upload again (a player that did not see the answer) counts once.
    expect(JSON.parse((await put(device, iadea)).body)).toEqual({ accepted: 0, duplicate: true });
    expect(await rowCount(h, playEvents)).toBe(3);
  });

  it('refuses items never served to the screen one by one, as POST /api/plays does', async () => {
    const { device, kreta } = await screen();
    const res = await put(
      device,
      `<PlaylogCollection><contentPlayed><contentId>${kreta}</contentId><startTime>2026-06-01T09:00:00Z</startTime><endTime>2026-06-01T09:00:10Z</endTime></contentPlayed><contentPlayed><contentId>0f8fad5b-d9cb-469f-a165-70867728950e</contentId><startTime>2026-06-01T09:00:10Z</startTime><endTime>2026-06-01T09:00:20Z</endTime></contentPlayed></PlaylogCollection>`,
    );
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.error.details).toMatchObject({ accepted: 1, refused: [{ index: 1 }] });
    expect(await byItem(device)).toEqual([['Kreta.jpg', 1, 10]]);
  });

  it('refuses bad, huge and entity-laden XML whole with a German 400 and stores nothing', async () => {
    const { device, kreta } = await screen();
    const entry = `<contentPlayed><contentId>${kreta}</contentId><startTime>2026-06-01T09:00:00Z</startTime><endTime>2026-06-01T09:00:10Z</endTime></contentPlayed>`;
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><PlaylogCollection>${entry}<x>&lol2;</x></PlaylogCollection>`;
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><PlaylogCollection>${entry}<x>&x;</x></PlaylogCollection>`;
    const cases: Array<[string, RegExp]> = [
      [`<PlaylogCollection>${entry}<contentPlayed>`, /kein gültiges XML/],
      [bomb, /DOCTYPE/],
      [external, /DOCTYPE/],
      [`<PlaylogCollection>${entry.repeat(8000)}</PlaylogCollection>`, /zu groß/],
      [`<Other>${entry}</Other>`, /PlaylogCollection/],
      [
        `<PlaylogCollection>${entry}<contentPlayed><contentId>${kreta}</contentId><startTime>gestern</startTime><endTime>heute</endTime></contentPlayed></PlaylogCollection>`,
        /Eintrag 2 .*startTime/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(device, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).error.message).toMatch(message);
    }
    expect(await rowCount(h, playEvents)).toBe(0);
  });

  it('accepts event, inventory and system logs without storing them; unknown screens get 404', async () => {
    const { device } = await screen();
    for (const type of ['eventlog', 'inventory', 'system']) {
      expect((await put(device, '<EventlogCollection><event/></EventlogCollection>', type)).statusCode).toBe(204);
    }
    expect((await put('0f8fad5b-d9cb-469f-a165-70867728950e', '<PlaylogCollection/>')).statusCode).toBe(404);
    expect((await put(device, '<x/>', 'screenshots')).statusCode).toBe(400);
  });

  it('stores signageOS reports by popName, also a batch sent after being offline, once', async () => {
    const { device, kreta, rom } = await screen();
    const reports = [
      { popName: kreta, popTags: ['sommer'], startedAt: '2026-06-01T09:30:00Z', endedAt: '2026-06-01T09:30:10Z' },
      { popName: rom, startedAt: NOW - 30_000, endedAt: NOW - 18_000 },
    ];
    const send = () => h.app.inject({ method: 'POST', url: `/smil/${device}/reports/pop`, payload: reports });
    expect((await send()).json()).toEqual({ accepted: 2, duplicate: false });
    expect((await send()).json()).toEqual({ accepted: 0, duplicate: true });
    expect((await byItem(device)).sort()).toEqual([
      ['Kreta.jpg', 1, 10],
      ['Rom.jpg', 1, 12],
    ]);
    const bad = await h.app.inject({ method: 'POST', url: `/smil/${device}/reports/pop`, payload: [{ startedAt: 1 }] });
    expect(bad.statusCode).toBe(400);
  });
});
