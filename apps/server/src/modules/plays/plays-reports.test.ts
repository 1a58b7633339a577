import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { offerChecks, qrLinks, qrScans } from '../../db/schema.js';
import { addPlayerItem, userWithRights } from '../../test/factory/index.js';
import { addStoredMedia } from '../../test/factory/media.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { play, playingScreen, sendPlays, served } from '../../test/plays.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const db = () => h.database.db;
const NOW = Date.parse('2026-06-01T10:00:00Z');
const PERIOD = 'from=2026-05-01&to=2026-06-01';
const report = (as: 'admin' | 'netA' | 'netB' | 'nobody', query: string) =>
  h.call(as, { method: 'GET', url: `/v1/reports/plays?${PERIOD}&${query}` });
type Row = { label: string; context: string; plays: number; seconds: number; scans: number | null };
const rowsOf = (body: { rows: Row[] }) => body.rows.map((r) => [r.label, r.context, r.plays, r.seconds, r.scans]);

/** Plays in networks A (two screens, one offer) and B (one screen). */
async function scene() {
  const a1 = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
  const a2 = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
  const b = await playingScreen(h, { network: h.fx.networkB, location: h.fx.locationB });
  await db()
    .insert(offerChecks)
    .values({
      guidCompany: h.fx.locationA,
      offerId: '1000',
      provider: 'demo',
      advisoryId: 'A-1',
      dataHash: 'x',
      data: { offerHost: 'Veranstalter: Demo-Reisen GmbH · Musterstraße 1' },
      checkedAt: new Date(NOW),
      confirmedAt: new Date(NOW),
    });
  playerOfHarness(h).reset();
  await sendPlays(h, a1.device, [play(a1.first, NOW - 86_400_000, 10), play(a1.second, NOW - 60_000, 12.5)]);
  await sendPlays(h, a2.device, [play(a2.second, NOW - 50_000, 12.5), play(a2.second, NOW - 35_000, 12.5)]);
  await sendPlays(h, b.device, [play(b.first, NOW - 30_000, 20)]);
  return { a1, a2, b };
}

describe('GET /v1/reports/plays', () => {
  it('gives the admin plays and seconds by network, location, screen, item, offer and tour operator', async () => {
    const { a1 } = await scene();
    const token = randomUUID().replaceAll('-', '');
    await db().insert(qrLinks).values({
      token,
      guidCompany: h.fx.locationA,
      offerId: '1000',
      guidPlaylist: a1.playlist,
      targetUrl: 'https://example.org',
    });
    await db()
      .insert(qrScans)
      .values([
        { token, hour: new Date('2026-05-20T08:00:00Z'), count: 3 },
        { token, hour: new Date('2026-06-02T08:00:00Z'), count: 5 },
      ]);
    const byNetwork = (await report('admin', 'by=network')).json();
    expect(rowsOf(byNetwork)).toEqual([
      ['Netz A', '', 4, 47.5, null],
      ['Netz B', '', 1, 20, null],
    ]);
    expect(byNetwork.total).toEqual({ plays: 5, seconds: 67.5, securedPlays: 0, securedSeconds: 0 });
    expect(byNetwork.discarded).toEqual({ refused: 0, clipped: 0, reasons: [] });
    expect(byNetwork.series).toHaveLength(32);
    expect(byNetwork.series.slice(-2)).toEqual([
      { day: '2026-05-31', plays: 1, seconds: 10, securedPlays: 0, securedSeconds: 0 },
      { day: '2026-06-01', plays: 4, seconds: 57.5, securedPlays: 0, securedSeconds: 0 },
    ]);
    expect(rowsOf((await report('admin', 'by=location')).json())).toEqual([
      ['Standort A1', 'Netz A', 4, 47.5, null],
      ['Standort B1', 'Netz B', 1, 20, null],
    ]);
    const screens = (await report('admin', 'by=screen')).json().rows as Row[];
    expect(screens.map((r) => [r.context, r.plays])).toEqual([
      ['Netz A › Standort A1', 2],
      ['Netz A › Standort A1', 2],
      ['Netz B › Standort B1', 1],
    ]);
    expect(rowsOf((await report('admin', 'by=item')).json())).toEqual([
      ['Herbstreisen.mp4', 'Angebot 1000', 2, 25, null],
      ['Herbstreisen.mp4', 'Angebot 1000', 1, 12.5, null],
      ['Sommer in Kroatien.jpg', '', 1, 20, null],
      ['Sommer in Kroatien.jpg', '', 1, 10, null],
    ]);
    // the offer's two items on two screens are one offer row, with its QR scans of the period (not those after)
    expect(rowsOf((await report('admin', 'by=offer')).json())).toEqual([
      ['1000 · Herbstreisen.mp4', 'Demo-Reisen GmbH', 3, 37.5, 3],
    ]);
    expect(rowsOf((await report('admin', 'by=operator')).json())).toEqual([['Demo-Reisen GmbH', '', 3, 37.5, null]]);
  });

  it('keeps plays of deleted items and media in the report', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const medium = await addStoredMedia(h, { companyGuid: h.fx.locationA, name: 'Ostsee.jpg' });
    const item = await addPlayerItem(db(), { guidPlaylist: s.playlist, name: 'Ostsee.jpg', guidMedia: medium.guid });
    await served(h, s.device, [item]);
    await sendPlays(h, s.device, [play(item, NOW - 5000, 10)]);
    expect(
      (await h.call('admin', { method: 'GET', url: `/v1/playlists/${s.playlist}/items/${item}/delete` })).statusCode,
    ).toBe(200);
    const del = await h.call('admin', {
      method: 'POST',
      url: '/v1/media/status/deleteGlobal',
      payload: { items: [medium.guid] },
    });
    expect(del.json()).toMatchObject({ deleted: 1 });
    expect(rowsOf((await report('admin', 'by=item')).json())).toEqual([['Ostsee.jpg', '', 1, 10, null]]);
  });

  it('is refused without the right (403) and shows another network nothing of this one', async () => {
    await scene();
    expect((await report('nobody', 'by=network')).statusCode).toBe(403);
    // the seeded network administrator's role does not hold the right
    expect((await report('netA', 'by=network')).statusCode).toBe(403);
    expect((await h.call(null, { method: 'GET', url: `/v1/reports/plays?${PERIOD}` })).statusCode).toBe(401);
    const rights = ['RIGHT_COMP_VISIBLE_REPORTS'];
    const ofB = await userWithRights(h, { rights, at: h.fx.networkB });
    const own = (await ofB({ method: 'GET', url: `/v1/reports/plays?${PERIOD}&by=screen` })).json();
    expect(own.rows.map((r: Row) => r.context)).toEqual(['Netz B › Standort B1']);
    const asked = (
      await ofB({ method: 'GET', url: `/v1/reports/plays?${PERIOD}&by=item&network=${h.fx.networkA}` })
    ).json();
    expect(asked).toMatchObject({ rows: [], total: { plays: 0, seconds: 0 } });
    const atA = await userWithRights(h, { rights, at: h.fx.locationA });
    expect((await atA({ method: 'GET', url: `/v1/reports/plays?${PERIOD}&by=network` })).json().total.plays).toBe(4);
    const csv = await ofB({ method: 'GET', url: `/v1/reports/plays/csv?${PERIOD}&by=network` });
    expect(csv.body).not.toContain('Netz A');
  });

  it('refuses a bad period with a German message', async () => {
    const bad = await report('admin', 'by=woche');
    expect(bad.statusCode).toBe(400);
    const reversed = await h.call('admin', { method: 'GET', url: '/v1/reports/plays?from=2026-06-01&to=2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('Der letzte Tag liegt vor dem ersten');
    const long = await h.call('admin', { method: 'GET', url: '/v1/reports/plays?from=2024-01-01&to=2026-06-01' });
    expect(long.body).toContain('Der Zeitraum darf höchstens 25 Monate umfassen');
  });

  it('exports CSV for German Excel (BOM, semicolons, decimal comma) and a readable XLSX', async () => {
    await scene();
    const csv = await h.call('admin', { method: 'GET', url: `/v1/reports/plays/csv?${PERIOD}&by=offer` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="wiedergaben-angebot-2026-05-01-2026-06-01.csv"',
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.rawPayload.subarray(3).toString('utf8')).toBe(
      'Angebot;Zuordnung;Abspielungen;Sekunden;Stunden;Abspielungen mit Gerätegeheimnis;Sekunden mit Gerätegeheimnis;QR-Scans\r\n' +
        '1000 · Herbstreisen.mp4;Demo-Reisen GmbH;3;37,5;0,01;0;0,0;0\r\n' +
        'Gesamt;;3;37,5;0,01;0;0,0;\r\n' +
        '\r\n' +
        'Verworfene Meldungen (nicht gezählt);;0\r\n' +
        'Gekürzte Meldungen (überlappend);;0\r\n',
    );
    const xlsx = await h.call('admin', { method: 'GET', url: `/v1/reports/plays/xlsx?${PERIOD}&by=network` });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Bericht');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Netzwerk',
      'Zuordnung',
      'Abspielungen',
      'Sekunden',
      'Stunden',
      'Abspielungen mit Gerätegeheimnis',
      'Sekunden mit Gerätegeheimnis',
    ]);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Netz A', '', 4, 47.5, 47.5 / 3600, 0, 0]);
    expect(book.getWorksheet('Verworfen')?.getRow(2).values).toEqual([
      undefined,
      'Verworfene Meldungen (nicht gezählt)',
      0,
    ]);
    expect(sheet?.getRow(4).getCell(3).value).toBe(5);
    expect(book.getWorksheet('Verlauf')?.rowCount).toBe(33);
  });
});
