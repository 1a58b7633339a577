import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, playlistItems } from '../../db/schema.js';
import { addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';

const h = useHarness();
let jpg: Buffer;
let png: Buffer;

beforeAll(async () => {
  const image = sharp({ create: { width: 64, height: 36, channels: 3, background: '#2a7' } });
  jpg = await image.clone().jpeg().toBuffer();
  png = await image.clone().png().toBuffer();
});

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(join(h.app.ctx.config.dataDir, 'files', dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

const send = (playlist: string, parts: { filename: string; content: Buffer }[]) =>
  h.call('netA', { method: 'POST', url: `/v1/playlists/upload/${playlist}?active=1`, ...multipartBody(parts) });

describe('upload with several files in `files`', () => {
  it('stores every file: one media row, item and result each; data.savedFileName is the first', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await send(playlist, [
      { filename: 'Strand.jpg', content: jpg },
      { filename: 'Hotel.png', content: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.files).toHaveLength(2);
    expect(data.savedFileName).toBe(data.files[0].savedFileName);
    expect(data.files[0].savedFileName).toMatch(/\.jpg$/);
    expect(data.files[1].savedFileName).toMatch(/\.png$/);
    const rows = await h.database.db.select().from(media);
    expect(rows.map((m) => m.name).sort()).toEqual(['Hotel.png', 'Strand.jpg']);
    const items = (await h.database.db.select().from(playlistItems)).sort((a, b) => a.orderNr - b.orderNr);
    expect(items.map((i) => [i.guid, i.orderNr])).toEqual([
      [data.files[0].guid, 100],
      [data.files[1].guid, 200],
    ]);
    for (const file of data.files) {
      const served = await h.app.inject({ method: 'GET', url: `/media/${playlist}/${file.savedFileName}` });
      expect(served.statusCode).toBe(200);
    }
  });

  it('refuses the whole request when one file is refused: nothing of the others is kept', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await send(playlist, [
      { filename: 'Strand.jpg', content: jpg },
      { filename: 'Programm.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await h.database.db.select().from(media)).toEqual([]);
    expect(await h.database.db.select().from(playlistItems)).toEqual([]);
    expect(filesUnder(`media/${playlist}`)).toEqual([]);
    expect(filesUnder('tmp')).toEqual([]);
  });
});
