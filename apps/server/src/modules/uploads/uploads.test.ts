import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, jobs, media, playlistItems } from '../../db/schema.js';
import { ffprobe } from '../../lib/media-tools.js';
import { addDevice, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { makeSampleFiles, type SampleFiles, upload } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';

const h = useHarness();
let files: SampleFiles;

beforeAll(async () => {
  files = await makeSampleFiles();
}, 60_000);

const root = () => join(h.app.ctx.config.dataDir, 'files');
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(join(root(), dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};
const rows = async () => ({
  media: await h.database.db.select().from(media),
  items: await h.database.db.select().from(playlistItems),
});

describe('upload: images', () => {
  it('keeps the original name without bidi overrides or control characters, NFC-normalised', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await upload(h, 'netA', playlist, 'Cafe\u0301 \u202Egnp.exe\u202C\u0007.jpg', files.jpg);
    expect(res.statusCode, res.body).toBe(200);
    const {
      media: [m],
      items: [item],
    } = await rows();
    expect(m.name).toBe('Café gnp.exe.jpg');
    expect(item.name).toBe('Café gnp.exe.jpg');
  });

  it.each([
    ['Strand.jpg', 'jpg', 'image/jpeg'],
    ['Logo.PNG', 'png', 'image/png'],
  ] as const)('%s becomes a media row and a first-class item with thumbnail', async (name, kind, mime) => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await upload(h, 'netA', playlist, name, files[kind]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { type: 'IMAGE', convertStatus: 'done' } });
    expect(body.data.savedFileName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${kind}$`));
    const {
      media: [m],
      items: [item],
    } = await rows();
    expect(m).toMatchObject({
      name,
      mime,
      size: files[kind].length,
      companyGuid: h.fx.locationA,
      guidPlaylist: playlist,
    });
    expect(JSON.parse(m.mediaInfo)).toMatchObject({ width: 320, height: 180 });
    expect(item.thumb?.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(item).toMatchObject({ guidMedia: m.guid, type: 'IMAGE', duration: 10, active: 1, orderNr: 100 });
    expect(item.activeTill!.getTime() - item.activeFrom!.getTime()).toBeGreaterThan(364 * 86_400_000);
    const served = await h.app.inject({ method: 'GET', url: `/media/${playlist}/${body.data.savedFileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(files[kind])).toBe(true);
    expect(filesUnder('tmp')).toEqual([]);
    const detail = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}` })).json();
    expect(detail.items[0]).toMatchObject({ playable: true, url: `/media/${playlist}/${body.data.savedFileName}` });
  });

  it('honours ?active=0 and appends later uploads at the end', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    await upload(h, 'netA', playlist, 'a.jpg', files.jpg);
    const second = await upload(h, 'netA', playlist, 'b.png', files.png, '?active=0');
    expect(second.statusCode).toBe(200);
    const items = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}/items` })).json();
    expect(items.map((i: { name: string; active: number; orderNr: number }) => [i.name, i.active, i.orderNr])).toEqual([
      ['a.jpg', 1, 100],
      ['b.png', 0, 200],
    ]);
  });
});

describe('upload: videos through the conversion job', () => {
  it.each(['mp4', 'mov', 'mpeg'] as const)(
    '%s is probed, gets a poster and a web MP4 (H.264/AAC)',
    async (kind) => {
      const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
      const res = await upload(h, 'netA', playlist, `Film.${kind}`, files[kind]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ type: 'VIDEO', convertStatus: 'waiting' });
      const [before] = await h.database.db.select().from(media);
      expect(JSON.parse(before.mediaInfo)).toMatchObject({ width: 160, height: 90 });
      const [item] = await h.database.db.select().from(playlistItems);
      expect(item.duration).toBe(2);
      // The poster needs a decoded frame: the job makes it, not the upload request.
      expect(item.thumb).toBeNull();
      expect(before.thumbFileName).toBeNull();
      let listed = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}/items` })).json();
      expect(listed[0]).toMatchObject({ playable: false, convertStatus: 'waiting', webUrl: null });

      expect(await h.app.jobs.runOnce()).toBe(1);
      const [after] = await h.database.db.select().from(media);
      expect(after).toMatchObject({ convertStatus: 'done', convertStatusMessage: null });
      expect(after.thumbFileName).toBe(after.localFileName.replace(/\.[a-z0-9]+$/, '.thumb.jpg'));
      const [withPoster] = await h.database.db.select().from(playlistItems);
      expect(withPoster.thumb?.startsWith('data:image/jpeg;base64,')).toBe(true);
      expect(after.webFileName).toBe(after.localFileName.replace(/\.[a-z0-9]+$/, '.web.mp4'));
      const probe = await ffprobe(join(root(), 'media', playlist, after.webFileName as string));
      const codecs = (probe.streams as Array<{ codec_name: string }>).map((s) => s.codec_name).sort();
      expect(codecs).toEqual(['aac', 'h264']);
      expect(Number((probe.format as { duration: string }).duration)).toBeGreaterThan(1);
      listed = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}/items` })).json();
      expect(listed[0]).toMatchObject({
        playable: true,
        convertStatus: 'done',
        webUrl: `/media/${playlist}/${after.webFileName}`,
      });
      const [job] = await h.database.db.select().from(jobs);
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    },
    60_000,
  );

  it('a corrupt video ends failed with a German reason and is never playable', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await upload(h, 'netA', playlist, 'kaputt.mp4', files.corruptMp4);
    expect(res.statusCode, res.body).toBe(200);
    await h.app.jobs.runOnce();
    const [m] = await h.database.db.select().from(media);
    expect(m).toMatchObject({
      convertStatus: 'failed',
      convertStatusMessage: 'Die Videodatei ist beschädigt oder wird nicht unterstützt.',
      webFileName: null,
    });
    const [job] = await h.database.db.select().from(jobs);
    expect(job.status).toBe('failed');
    const items = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}/items` })).json();
    expect(items[0]).toMatchObject({ playable: false, convertStatus: 'failed' });
  });
});

describe('upload: refusals leave no file and no row', () => {
  const expectNothingStored = async (playlist: string) => {
    const { media: m, items } = await rows();
    expect(m).toEqual([]);
    expect(items).toEqual([]);
    expect(filesUnder('tmp')).toEqual([]);
    expect(filesUnder(join('media', playlist))).toEqual([]);
  };

  it('wrong extension, renamed .exe, image content under a video name: 415 with the German text', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    for (const [name, content] of [
      ['virus.exe', files.exe],
      ['virus.mp4', files.exe],
      ['bild.mp4', files.jpg],
      ['film.png', files.mp4],
      ['notiz.txt', Buffer.from('hallo')],
      ['ab.jpg', Buffer.from([0xff, 0xd8])],
    ] as const) {
      const res = await upload(h, 'netA', playlist, name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message).toBe('Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)');
    }
    await expectNothingStored(playlist);
  });

  it('zero bytes, no file, wrong field: 400; not multipart: 415', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const empty = await upload(h, 'netA', playlist, 'leer.jpg', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Die Datei ist leer.');
    const json = await h.call('netA', { method: 'POST', url: `/v1/playlists/upload/${playlist}`, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const wrongField = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/upload/${playlist}`,
      ...multipartFile('a.jpg', files.jpg, 'datei'),
    });
    expect(wrongField.statusCode).toBe(400);
    const bad = await upload(h, 'netA', playlist, 'a.jpg', files.jpg, '?active=vielleicht');
    expect(bad.statusCode).toBe(400);
    await expectNothingStored(playlist);
  });

  it('the maxDuration of the devices and the playlist maxLength refuse with 409 before reading', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA, maxLength: 15 });
    await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidPlaylist: playlist, maxDuration: 10 });
    expect((await upload(h, 'netA', playlist, 'a.jpg', files.jpg)).statusCode).toBe(200);
    const full = await upload(h, 'netA', playlist, 'b.jpg', files.jpg);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind 10 Sekunden',
    );
    await h.database.db.update(devices).set({ maxDuration: 0 });
    await h.database.db.update(playlistItems).set({ duration: 16 });
    const long = await upload(h, 'netA', playlist, 'c.jpg', files.jpg);
    expect(long.statusCode).toBe(409);
    expect(long.json().error.message).toBe(
      'Kein Upload mehr möglich. Ihre Maximal Länge ist erreicht. Bitte entfernen Sie zunächst ein Video',
    );
    expect((await h.database.db.select().from(media)).length).toBe(1);
  });

  it('needs the playlist right, refuses other networks (404) and read-only channels (403)', async () => {
    const mine = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const other = await addPlaylist(h.database.db, { guidCompany: h.fx.locationB });
    expect((await upload(h, 'nobody', mine, 'a.jpg', files.jpg)).statusCode).toBe(403);
    expect((await upload(h, 'support', mine, 'a.jpg', files.jpg)).statusCode).toBe(403);
    expect((await upload(h, 'netA', other, 'a.jpg', files.jpg)).statusCode).toBe(404);
    expect((await upload(h, 'netB', mine, 'a.jpg', files.jpg)).statusCode).toBe(404);
    const networkPlaylist = await addPlaylist(h.database.db, { guidCompany: h.fx.networkA });
    expect((await upload(h, 'standortA', networkPlaylist, 'a.jpg', files.jpg)).statusCode).toBe(404);
    expect((await upload(h, 'standortA', mine, 'a.jpg', files.jpg)).statusCode).toBe(200);
    await expectNoOtherRows(other);
  });
});

async function expectNoOtherRows(playlist: string) {
  const items = await h.database.db.select().from(playlistItems).where(eq(playlistItems.guidPlaylist, playlist));
  expect(items).toEqual([]);
}
