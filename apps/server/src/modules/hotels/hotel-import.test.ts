import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HOTEL_IMPORT_API, HOTEL_IMPORT_ERRORS_KEPT, type HotelImportStatus, hotelImportStatus } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema.js';
import { hotelLine } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { run, serverEnv } from '../../test/processes.js';
import { type ImportCounts, importHotelLines } from './importer.js';

const h = useHarness();
const jsonl = (lines: readonly unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
const importText = (text: string, onProgress?: (c: ImportCounts) => void, batchSize?: number) =>
  importHotelLines(h.database.db, Readable.from([Buffer.from(text)]), { clock: h.clock, onProgress, batchSize });

describe('hotel import (JSON lines)', () => {
  it('creates hotels, then updates them by gid, with the search text computed on write', async () => {
    const first = await importText(
      jsonl([hotelLine({ gid: 'G1', name: "Hôtel Cala d'Or" }), hotelLine({ gid: 'G2' })]),
    );
    expect(first).toEqual({ lines: 2, created: 2, updated: 0, errors: [], errorCount: 0 });
    const second = await importText(
      jsonl([hotelLine({ gid: 'G1', name: 'Hotel Cala Ratjada', city: 'Cala Ratjada' }), hotelLine({ gid: 'G3' })]),
    );
    expect(second).toMatchObject({ lines: 2, created: 1, updated: 1, errorCount: 0 });
    const [g1] = await h.database.db.select().from(hotels).where(eq(hotels.gid, 'G1'));
    expect(g1).toMatchObject({
      name: 'Hotel Cala Ratjada',
      searchName: 'hotel cala ratjada',
      search: 'hotel cala ratjada cala ratjada mallorca spanien',
      thumb: 'https://img.example/G1/1-400.jpg',
      providers: ['TUI', 'DER'],
    });
    expect((await h.database.db.select().from(hotels)).length).toBe(3);
  });

  it('refuses bad lines with their line number and a German reason, and imports the rest', async () => {
    const text = jsonl([
      hotelLine({ gid: 'OK1' }),
      '{"gid": "X1", "name": ',
      '',
      { ...hotelLine({ gid: 'X2' }), name: '', countryCode: 'Spanien' },
      {
        ...hotelLine({ gid: 'X3' }),
        images: [{ url: 'a.jpg', meta: { typ: 'pool', seq: 1, id: '1', width: 'breit', height: 1 } }],
      },
      { ...hotelLine({ gid: 'X4' }), clima: [] },
      '[1, 2]',
      hotelLine({ gid: 'OK2' }),
    ]);
    const counts = await importText(`\uFEFF${text}\r\n`);
    expect(counts).toMatchObject({ lines: 7, created: 2, updated: 0, errorCount: 5 });
    expect(counts.errors.map((e) => e.line)).toEqual([2, 4, 5, 6, 7]);
    const [notJson, missing, nested, clima, array] = counts.errors.map((e) => e.message);
    expect(notJson).toBe('Kein gültiges JSON (eine Zeile je Hotel, als JSON-Objekt).');
    expect(missing).toContain('name: Name fehlt');
    expect(missing).toContain('countryCode: Ländercode mit zwei Buchstaben (z. B. ES)');
    expect(nested).toMatch(/^images\.0\.meta\.width: /);
    expect(clima).toBe('clima: Klima braucht genau 12 Monate');
    expect(array).toBe('Jede Zeile muss ein JSON-Objekt sein (ein Hotel).');
  });

  it('keeps the first HOTEL_IMPORT_ERRORS_KEPT refused lines and counts all of them', async () => {
    const counts = await importText(Array.from({ length: HOTEL_IMPORT_ERRORS_KEPT + 5 }, () => 'x').join('\n'));
    expect([counts.errorCount, counts.errors.length, counts.errors.at(-1)?.line]).toEqual([
      HOTEL_IMPORT_ERRORS_KEPT + 5,
      HOTEL_IMPORT_ERRORS_KEPT,
      HOTEL_IMPORT_ERRORS_KEPT,
    ]);
  });

  it('writes in batches and reports progress after each one; a gid twice in one batch is written twice', async () => {
    const seen: number[] = [];
    const lines = [1, 2, 3, 4, 5].map((i) => hotelLine({ gid: `B${i}` }));
    lines.splice(1, 0, hotelLine({ gid: 'B1', name: 'B1 neu' }));
    const counts = await importText(jsonl(lines), (c) => seen.push(c.lines), 2);
    // B1 again in the first batch: that batch (B1) is written before it, then by twos, then the rest
    expect(seen).toEqual([2, 3, 5, 6]);
    expect(counts).toMatchObject({ lines: 6, created: 5, updated: 1 });
    const [b1] = await h.database.db.select().from(hotels).where(eq(hotels.gid, 'B1'));
    expect(b1?.name).toBe('B1 neu');
  });
});

describe('import route (system page)', () => {
  const upload = (
    as: 'admin' | 'netA' | 'standortA' | null,
    content: string,
    filename = 'hotels.jsonl',
    field = 'file',
  ) => h.call(as, { method: 'POST', url: HOTEL_IMPORT_API, ...multipartFile(filename, Buffer.from(content), field) });

  /** Runs the queued jobs (the harness's runner does not poll), then the run's status. */
  async function finished(id: string): Promise<HotelImportStatus> {
    await h.app.jobs.runOnce();
    const res = await h.call('admin', { method: 'GET', url: `${HOTEL_IMPORT_API}/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return hotelImportStatus.parse(res.json());
  }

  it('starts the import in the background (202) and tells its progress and result', async () => {
    const lines = Array.from({ length: 1203 }, (_, i) => hotelLine({ gid: `R${i}` }));
    const res = await upload('admin', `${jsonl(lines)}\n{"gid":"R-bad"}\n`);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    const status = await finished(id);
    expect(status).toMatchObject({
      id,
      state: 'done',
      lines: 1204,
      created: 1203,
      updated: 0,
      errorCount: 1,
      message: null,
    });
    expect(status.errors).toEqual([{ line: 1204, message: expect.stringContaining('name:') }]);
    expect(status.startedAt).toBe('2026-06-01T10:00:00.000Z');
    expect(status.finishedAt).not.toBeNull();
    expect((await h.database.db.select({ gid: hotels.gid }).from(hotels)).length).toBe(1203);
  });

  it('needs the system page right, the field file and a JSON-lines file', async () => {
    expect((await upload(null, '{}')).statusCode).toBe(401);
    expect((await upload('standortA', '{}')).statusCode).toBe(403);
    // a network administrator holds the roles right, but the directory belongs to every network
    const network = await upload('netA', jsonl([hotelLine({ gid: 'N1' })]));
    expect([network.statusCode, network.json().error.message]).toEqual([
      403,
      'Nur Administratoren (globale Benutzer) dürfen das.',
    ]);
    expect((await h.call('netA', { method: 'GET', url: `${HOTEL_IMPORT_API}/x` })).statusCode).toBe(403);
    expect((await h.database.db.select({ gid: hotels.gid }).from(hotels).where(eq(hotels.gid, 'N1'))).length).toBe(0);
    const wrongField = await upload('admin', '{}', 'hotels.jsonl', 'files');
    expect([wrongField.statusCode, wrongField.json().error.message]).toEqual([
      400,
      'Es wurde keine Datei hochgeladen (Feld file).',
    ]);
    expect((await upload('admin', '{}', 'hotels.exe')).statusCode).toBe(415);
    const plain = await h.call('admin', { method: 'POST', url: HOTEL_IMPORT_API, payload: {} });
    expect(plain.statusCode).toBe(415);
    const unknown = await h.call('admin', { method: 'GET', url: `${HOTEL_IMPORT_API}/nope` });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Der Import wurde nicht gefunden.']);
  });
});

describe('import CLI (npm run hotels:import)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotels-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file into the configured database and prints progress and refused lines in German', async () => {
    const file = join(dir, 'hotels.jsonl');
    writeFileSync(
      file,
      jsonl([hotelLine({ gid: 'C1' }), 'kaputt', hotelLine({ gid: 'C2' }), hotelLine({ gid: 'C1' })]),
    );
    const env = serverEnv({ DATA_DIR: join(dir, 'data') });
    const cli = run('npm', ['run', '-s', 'hotels:import', '--', file], { env });
    expect(await cli.exit, cli.output()).toBe(1);
    expect(cli.output()).toContain('Zeile 2: Kein gültiges JSON');
    expect(cli.output()).toContain('Fertig. 4 Zeilen gelesen: 2 neu, 1 geändert, 1 abgelehnt.');
    const missing = run('npm', ['run', '-s', 'hotels:import', '--', join(dir, 'fehlt.jsonl')], { env });
    expect(await missing.exit).toBe(1);
    expect(missing.output()).toContain('Datei nicht gefunden');
  }, 240_000);
});
