import { R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { addDevice, addPlaylist, callWith, playerOfHarness, userWithRights } from '../../test/device-fixtures.js';
import { useHarness } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { makeSampleFiles, type SampleFiles } from '../../test/playlist-fixtures.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const row = async (guid: string) => (await h.database.db.select().from(devices).where(eq(devices.guid, guid)))[0];

describe('POST /v1/devices/JSON/{id}', () => {
  it('saves the monitor box with the aspect-ratio and NaN rules for the device orientation', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const save = (jsonMonitor: unknown, as: 'netA' | 'netB' | 'standortA' = 'netA') =>
      h.call(as, { method: 'POST', url: `/v1/devices/JSON/${device}`, payload: { guid: device, jsonMonitor } });
    const kept = await save({ vis: true, x: 10, y: 20, w: 160, h: 90 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().jsonMonitor).toEqual({ vis: true, x: 10, y: 20, w: 160, h: 90 });
    expect((await save('{"vis":false,"x":1,"y":2,"w":84,"h":128}')).json().jsonMonitor).toEqual({
      vis: false,
      x: 1,
      y: 2,
      w: 384,
      h: 216,
    });
    expect((await save({ x: 0, y: 0, w: 'abc', h: 5 })).json().jsonMonitor).toMatchObject({ w: 90, h: 10 });
    expect(JSON.parse((await row(device)).jsonMonitor)).toMatchObject({ w: 90, h: 10 });
    const badJson = await save('{kaputt');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.message).toMatch(/kein gültiges JSON/);
    expect((await save([1, 2])).statusCode).toBe(400);
    const mismatch = await h.call('netA', {
      method: 'POST',
      url: `/v1/devices/JSON/${device}`,
      payload: { guid: h.fx.networkA, jsonMonitor: {} },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.parse((await row(device)).jsonMonitor)).toMatchObject({ w: 90, h: 10 });
    expect((await save({}, 'netB')).statusCode).toBe(404);
    expect((await save({}, 'standortA')).statusCode).toBe(403);
  });
});

describe('POST /v1/devices/archive/{id}', () => {
  it('archives; only RIGHT_NETWORK_CREATE reactivates', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const archive = (isArchived: unknown, as: 'netA' | 'netB' | 'admin' | 'support' | 'nobody') =>
      h.call(as, { method: 'POST', url: `/v1/devices/archive/${device}`, payload: { isArchived } });
    expect((await archive(1, 'netB')).statusCode).toBe(404);
    expect((await archive(1, 'nobody')).statusCode).toBe(403);
    const done = await archive(1, 'netA');
    expect(done.statusCode).toBe(200);
    expect(done.json().isArchived).toBe(1);
    const refused = await archive(0, 'netA');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/RIGHT_NETWORK_CREATE/);
    expect((await row(device)).isArchived).toBe(1);
    expect((await archive(0, 'support')).statusCode).toBe(403);
    expect((await archive(2, 'admin')).statusCode).toBe(400);
    expect((await archive(false, 'admin')).json().isArchived).toBe(0);
  });

  it('a location user never archives or changes the status of a screen, even with the devices right', async () => {
    const device = await addDevice(h.database.db, {
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      deviceState: 'ACTIVE',
    });
    const url = `/v1/devices/archive/${device}`;
    expect((await h.call('standortA', { method: 'POST', url, payload: { isArchived: 1 } })).statusCode).toBe(403);
    const locationUser = await userWithRights(h, h.fx.locationA, [R.devices, R.support, R.networkCreate]);
    const archived = await callWith(h, locationUser, { method: 'POST', url, payload: { isArchived: 1 } });
    expect(archived.statusCode).toBe(403);
    expect(archived.json().error.message).toBe('Standort-Benutzer dürfen Geräte nicht archivieren.');
    const state = await callWith(h, locationUser, {
      method: 'POST',
      url: `/v1/devices/${device}`,
      payload: { deviceState: 'NEW', name: 'Schaufenster' },
    });
    expect(state.statusCode).toBe(403);
    expect(state.json().error.message).toBe('Standort-Benutzer dürfen den Status eines Geräts nicht ändern.');
    expect(await row(device)).toMatchObject({ isArchived: 0, deviceState: 'ACTIVE' });
    // The same status sent back unchanged (a whole form) is no change; the name is saved.
    const same = await callWith(h, locationUser, {
      method: 'POST',
      url: `/v1/devices/${device}`,
      payload: { deviceState: 'ACTIVE', name: 'Schaufenster' },
    });
    expect(same.statusCode).toBe(200);
    expect((await row(device)).name).toBe('Schaufenster');
  });
});

describe('GET /v1/devices/link/{companyId}/{deviceGuid}', () => {
  it('assigns a new device to a location: guidParent becomes the network, NEW becomes ACTIVE', async () => {
    const db = h.database.db;
    const foreign = await addPlaylist(db, { guidCompany: h.fx.networkB });
    const device = await addDevice(db, { deviceState: 'NEW', guidPlaylist: foreign });
    const link = (company: string, as: 'admin' | 'netA' | 'nobody' = 'admin') =>
      h.call(as, { method: 'GET', url: `/v1/devices/link/${company}/${device}` });
    expect((await link(h.fx.locationA, 'netA')).statusCode).toBe(404); // unassigned: invisible to netA
    const res = await link(h.fx.locationA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      deviceState: 'ACTIVE',
      guidPlaylist: null,
      networkName: 'Netz A',
    });
    const toNetwork = await link(h.fx.networkA, 'netA');
    expect(toNetwork.json()).toMatchObject({ guidCompany: h.fx.networkA, guidParent: h.fx.networkA });
    expect((await link(h.fx.locationB, 'netA')).statusCode).toBe(404);
    expect((await link(h.fx.locationA, 'nobody')).statusCode).toBe(403);
    expect((await h.call('admin', { method: 'GET', url: `/v1/devices/link/x/${device}` })).statusCode).toBe(400);
    expect((await link('00000000-0000-4000-8000-000000000001')).statusCode).toBe(404);
    expect(
      (await h.call('netB', { method: 'GET', url: `/v1/devices/link/${h.fx.locationB}/${device}` })).statusCode,
    ).toBe(404);
  });
});

describe('GET /v1/devices/support', () => {
  async function sample() {
    const db = h.database.db;
    const now = h.clock.now();
    const old = new Date(now - 2 * 86_400_000);
    const recent = new Date(now - 60_000);
    return {
      offA: await addDevice(db, { guidParent: h.fx.networkA, lastHeartbeat: old, name: 'Alt A' }),
      onA: await addDevice(db, { guidParent: h.fx.networkA, lastHeartbeat: recent, isService: 1 }),
      neverNew: await addDevice(db, { deviceState: 'NEW' }),
      offB: await addDevice(db, { guidParent: h.fx.networkB, lastHeartbeat: old, isService: 1 }),
      ver: await addDevice(db, { deviceState: 'VER', guidParent: h.fx.networkA }),
      archived: await addDevice(db, { guidParent: h.fx.networkA, isArchived: 1 }),
    };
  }
  const support = (query: string, as: 'support' | 'admin' | 'netA' = 'support') =>
    h.call(as, { method: 'GET', url: `/v1/devices/support?${query}` });
  const ids = (res: { json(): { items: Array<{ guid: string }> } }) =>
    res
      .json()
      .items.map((i) => i.guid)
      .sort();

  it('lists offline devices by default (never seen first), with counters; filters in SQL', async () => {
    const s = await sample();
    const res = await support('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { guid: string }) => i.guid)).toEqual([s.neverNew, s.offA, s.offB]); // then by name
    expect(body.count).toBe(3);
    expect(body.counts).toEqual({ total: 4, offline: 3, online: 1, new: 1, active: 3, service: 2 });
    expect(body.items[0]).toMatchObject({ indicator: 2, lastHeartbeat: null });
    expect(ids(await support('showOnline=true'))).toEqual([s.offA, s.onA, s.neverNew, s.offB].sort());
    expect(ids(await support('showOnline=1&status=SERVICE'))).toEqual([s.onA, s.offB].sort());
    expect(ids(await support('status=NEW'))).toEqual([s.neverNew]);
    expect(ids(await support('status=ACTIVE'))).toEqual([s.offA, s.offB].sort());
    expect(ids(await support(`network=${h.fx.networkA}&showOnline=true`))).toEqual([s.offA, s.onA].sort());
    expect(ids(await support('keyWord=alt'))).toEqual([s.offA]);
    expect(ids(await support('showVer=true&showArchived=true&showOnline=true'))).toHaveLength(6);
    const paged = (await support('showOnline=true&itemsPerPage=10&page=2')).json();
    expect(paged).toMatchObject({ items: [], count: 4, counts: { total: 4, offline: 3, new: 1 } });
  });

  it('refuses bad filters (400) and users without the support right (403); networks stay apart', async () => {
    const s = await sample();
    expect((await support('itemsPerPage=30')).statusCode).toBe(400);
    expect((await support('status=KAPUTT')).statusCode).toBe(400);
    expect((await support('network=abc')).statusCode).toBe(400);
    expect((await support('page=0')).statusCode).toBe(400);
    expect((await support('', 'netA')).statusCode).toBe(403);
    const networkSupport = await userWithRights(h, h.fx.networkA, [R.support]);
    const own = await callWith(h, networkSupport, { method: 'GET', url: '/v1/devices/support?showOnline=true' });
    expect(ids(own)).toEqual([s.offA, s.onA].sort());
    expect(own.json().counts.total).toBe(2);
  });
});

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
    const devicesOnly = await userWithRights(h, h.fx.networkA, [R.devices]);
    const url = `/v1/devices/upload/${device}/background`;
    expect((await callWith(h, devicesOnly, { method: 'POST', url, ...file })).statusCode).toBe(403);
    expect((await row(device)).imgBackground).toBe('none');
    const stage = await userWithRights(h, h.fx.locationA, ['RIGHT_COMP_STAGE_UPLOAD_PICTURE']);
    expect((await callWith(h, stage, { method: 'POST', url, ...file })).statusCode).toBe(200);
    const elsewhere = await addDevice(h.database.db, { guidCompany: h.fx.locationB, guidParent: h.fx.networkB });
    const foreign = await callWith(h, stage, {
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
