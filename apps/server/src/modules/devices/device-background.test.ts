import { R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { addDevice, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { makeSampleFiles, type SampleFiles } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { playerOfHarness } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const row = async (guid: string) => (await h.database.db.select().from(devices).where(eq(devices.guid, guid)))[0];

describe('POST /v1/devices/upload/{deviceGuid}/background', () => {
  let samples: SampleFiles;
  beforeAll(async () => {
    samples = await makeSampleFiles();
  });
  const jpg = () =>
    sharp({ create: { width: 32, height: 18, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  const png = () =>
    sharp({ create: { width: 18, height: 32, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
  const upload = (device: string, file: ReturnType<typeof multipartFile>, as: 'netA' | 'netB' | 'standortA' = 'netA') =>
    h.call(as, { method: 'POST', url: `/v1/devices/upload/${device}/background`, ...file });

  it('stores jpg and png under media/devices/{guid}/ and sets imgBackground', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const storage = h.app.ctx.files;
    const first = await upload(device, multipartFile('Laden.JPG', await jpg()));
    expect(first.statusCode).toBe(200);
    const name = first.json().data.savedFileName as string;
    expect(name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect((await row(device)).imgBackground).toBe(name);
    expect(await storage.size(`media/devices/${device}/${name}`)).toBeGreaterThan(0);
    const got = (await h.call('netA', { method: 'GET', url: `/v1/devices/${device}` })).json();
    expect(got.imgBackgroundUrl).toBe(`/media/devices/${device}/${name}`);
    const second = await upload(device, multipartFile('fenster.png', await png()));
    const pngName = second.json().data.savedFileName;
    expect(pngName).toMatch(/\.png$/);
    expect(await storage.size(`media/devices/${device}/${name}`)).toBeNull(); // the old one is gone
    const removed = await h.call('netA', {
      method: 'POST',
      url: `/v1/devices/${device}`,
      payload: { imgBackground: 'none' },
    });
    expect(removed.json()).toMatchObject({ imgBackground: 'none', imgBackgroundUrl: null });
    expect(await storage.size(`media/devices/${device}/${pngName}`)).toBeNull();
  });

  it('refuses other types, disguised files, too large files, other networks and missing rights', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const wrongType = await upload(device, multipartFile('film.gif', Buffer.from('GIF89a')));
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe('Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)');
    expect((await upload(device, multipartFile('boese.jpg', Buffer.from('MZ\x90\x00 kein Bild')))).statusCode).toBe(
      415,
    );
    expect((await upload(device, multipartFile('bild.png', await jpg()))).statusCode).toBe(415);
    const big = Buffer.concat([await jpg(), Buffer.alloc(64 * 1024 * 1024)]);
    const tooBig = await upload(device, multipartFile('gross.jpg', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('FILE_TOO_LARGE');
    expect(tooBig.json().error.message).toMatch(/64 Megabyte/);
    expect((await upload(device, multipartFile('a.jpg', await jpg(), 'datei'))).statusCode).toBe(400);
    const notMultipart = await h.call('netA', {
      method: 'POST',
      url: `/v1/devices/upload/${device}/background`,
      payload: { files: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await row(device)).imgBackground).toBe('none');
    expect((await upload(device, multipartFile('a.jpg', await jpg()), 'netB')).statusCode).toBe(404);
    expect((await upload(device, multipartFile('a.jpg', await jpg()), 'standortA')).statusCode).toBe(403);
  });

  it('needs RIGHT_COMP_STAGE_UPLOAD_PICTURE (not the devices right) and the device in reach', async () => {
    const device = await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
    const file = multipartFile('laden.jpg', await jpg());
    // Support holds the devices menu right but not the stage picture right.
    const support = await h.call('support', {
      method: 'POST',
      url: `/v1/devices/upload/${device}/background`,
      ...file,
    });
    expect(support.statusCode).toBe(403);
    const devicesOnly = await userWithRights(h, { rights: [R.devices], at: h.fx.networkA });
    const url = `/v1/devices/upload/${device}/background`;
    expect((await devicesOnly({ method: 'POST', url, ...file })).statusCode).toBe(403);
    expect((await row(device)).imgBackground).toBe('none');
    const stage = await userWithRights(h, { rights: ['RIGHT_COMP_STAGE_UPLOAD_PICTURE'], at: h.fx.locationA });
    expect((await stage({ method: 'POST', url, ...file })).statusCode).toBe(200);
    const elsewhere = await addDevice(h.database.db, { guidCompany: h.fx.locationB, guidParent: h.fx.networkB });
    const foreign = await stage({
      method: 'POST',
      url: `/v1/devices/upload/${elsewhere}/background`,
      ...file,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('takes the SPEC types mp4, mov and mpeg too and serves a video background as video', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    for (const kind of ['mp4', 'mov', 'mpeg'] as const) {
      const res = await upload(device, multipartFile(`Schaufenster.${kind}`, samples[kind]));
      expect(res.statusCode, res.body).toBe(200);
      const name = res.json().data.savedFileName as string;
      expect(name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${kind}$`));
      const got = (await h.call('netA', { method: 'GET', url: `/v1/devices/${device}` })).json();
      expect(got.imgBackgroundUrl).toBe(`/media/devices/${device}/${name}`);
      const served = await h.app.inject({ method: 'GET', url: got.imgBackgroundUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^video\//);
      expect(served.rawPayload.equals(samples[kind])).toBe(true);
    }
  });

  it('decodes what it stores: JPEG magic bytes with zeros or HTML, or a broken video, are refused', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const magic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const [name, content] of [
      ['nullen.jpg', Buffer.concat([magic, Buffer.alloc(4096)])],
      ['seite.jpg', Buffer.concat([magic, Buffer.from('<html><script>alert(1)</script></html>')])],
      ['kaputt.mp4', samples.corruptMp4],
    ] as const) {
      const res = await upload(device, multipartFile(name, content));
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code, name).toBe('FILE_CORRUPT');
    }
    expect((await upload(device, multipartFile('bild.mp4', await jpg()))).statusCode).toBe(415);
    expect((await row(device)).imgBackground).toBe('none');
  });
});
