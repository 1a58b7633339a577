import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { R, SNAPSHOT_MAX_BYTES } from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceSnapshots, devices } from '../../db/schema.js';
import { LocalStorage } from '../../lib/storage.js';
import { expireUnknown, MAX_UNASSIGNED_PER_PREFIX } from '../../player/registration.js';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { playingScreen } from '../../test/plays.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const NOW = Date.parse('2026-06-01T10:00:00Z');

const ask = (guid: string, as: 'admin' | 'support' | 'standortA' | 'nobody' = 'support') =>
  h.call(as, { method: 'POST', url: `/v1/devices/${guid}/snapshot` });
const state = (guid: string) => h.call('support', { method: 'GET', url: `/v1/devices/${guid}/snapshot` });
const send = (key: string, id: string, body?: Buffer, query = '') =>
  h.app.inject({
    method: 'POST',
    url: `/api/snapshot?key=${key}&id=${id}${query}`,
    ...(body ? { payload: body, headers: { 'content-type': 'image/jpeg' } } : {}),
  });
const jpeg = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();

describe("a screen's picture on request", () => {
  it('request → field in the poll answer (new ETag) → upload → shown; the field and ETag go again', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const before = await poll(h, s.device);
    expect(before.json().device.snapshotRequest).toBeUndefined();
    const asked = await ask(s.device);
    expect(asked.statusCode).toBe(200);
    const { id, requested } = asked.json().pending;
    expect(requested).toBe(NOW);
    const polled = await poll(h, s.device, { headers: { 'if-none-match': before.headers.etag as string } });
    expect(polled.statusCode).toBe(200);
    expect(polled.json().device.snapshotRequest).toEqual({ id });
    h.clock.set(NOW + 4000);
    const picture = await jpeg();
    const sent = await send(s.device, id, picture);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ stored: true });
    expect((await state(s.device)).json()).toEqual({
      pending: null,
      latest: { at: NOW + 4000, picture: `data:image/jpeg;base64,${picture.toString('base64')}`, reason: null },
    });
    const after = await poll(h, s.device);
    expect(after.json().device.snapshotRequest).toBeUndefined();
    expect(after.headers.etag).toBe(before.headers.etag);
    // answered once: the same id again is refused
    expect((await send(s.device, id, picture)).statusCode).toBe(409);
  });

  it('keeps only the latest answer: a web page says so instead of a picture', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await send(s.device, (await ask(s.device)).json().pending.id, await jpeg());
    const id = (await ask(s.device)).json().pending.id;
    expect((await send(s.device, id, undefined, '&reason=WEB')).statusCode).toBe(200);
    expect((await state(s.device)).json().latest).toEqual({ at: NOW, picture: null, reason: 'WEB' });
    expect(await h.app.ctx.files.stat(`snapshots/${s.device}.jpg`)).toBeNull();
  });

  it('a deleted screen takes its picture out of the storage with its row (deleted, or cleared as unknown)', async () => {
    expect(h.app.ctx.files).toBeInstanceOf(LocalStorage);
    const onDisk = (guid: string) => existsSync((h.app.ctx.files as LocalStorage).path(`snapshots/${guid}.jpg`));
    const pictured = async (guid: string) => {
      expect((await send(guid, (await ask(guid, 'admin')).json().pending.id, await jpeg())).statusCode).toBe(200);
      expect(onDisk(guid)).toBe(true);
    };
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const other = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await pictured(s.device);
    await pictured(other.device);
    expect((await h.call('admin', { method: 'GET', url: `/v1/devices/${s.device}/delete` })).statusCode).toBe(200);
    expect(onDisk(s.device)).toBe(false);
    expect(await h.database.db.select().from(deviceSnapshots).where(eq(deviceSnapshots.guidDevice, s.device))).toEqual(
      [],
    );
    expect(onDisk(other.device)).toBe(true);

    const unknown = randomUUID();
    expect((await poll(h, unknown)).statusCode).toBe(200);
    await pictured(unknown);
    const cleared = await h.call('admin', {
      method: 'POST',
      url: '/v1/devices/unknown/delete',
      payload: { guids: [unknown] },
    });
    expect(cleared.json()).toEqual({ success: true, deleted: 1 });
    expect(onDisk(unknown)).toBe(false);
    expect(onDisk(other.device)).toBe(true);
  });

  it('a waiting unknown screen that makes room for a new registration, or expires, takes its picture along', async () => {
    const onDisk = (guid: string) => existsSync((h.app.ctx.files as LocalStorage).path(`snapshots/${guid}.jpg`));
    const fromIp = (key: string, ip: string) =>
      h.app.inject({ method: 'GET', url: `/api/playlist?key=${key}&version=1.0`, remoteAddress: ip });
    const pictured = async (ip: string) => {
      const guid = randomUUID();
      expect((await fromIp(guid, ip)).statusCode).toBe(200);
      expect((await send(guid, (await ask(guid, 'admin')).json().pending.id, await jpeg())).statusCode).toBe(200);
      expect(onDisk(guid)).toBe(true);
      await h.database.db
        .update(devices)
        .set({ lastHeartbeat: new Date(0) })
        .where(eq(devices.guid, guid));
      return guid;
    };
    // Its /64 holds the most waiting devices; the pictured one was seen least recently, so it makes room.
    const evicted = await pictured('2001:db8:5:6::1');
    const crowd = Array.from({ length: MAX_UNASSIGNED_PER_PREFIX - 1 }, (_, i) => ({
      guid: randomUUID(),
      deviceState: 'NEW',
      remoteAddress: `2001:db8:5:6::${(i + 2).toString(16)}`,
      lastHeartbeat: new Date(h.clock.now()),
    }));
    await h.database.db.insert(devices).values(crowd);
    expect((await fromIp(randomUUID(), '2001:db8:5:6:ffff::1')).statusCode).toBe(200);
    expect(await h.database.db.select().from(devices).where(eq(devices.guid, evicted))).toEqual([]);
    expect(onDisk(evicted)).toBe(false);

    const expired = await pictured('192.0.2.7');
    expect(await expireUnknown(h.app.ctx)).toContain(expired);
    expect(onDisk(expired)).toBe(false);
  });

  it('refuses bad and too large pictures with a German message, changing nothing', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const id = (await ask(s.device)).json().pending.id;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const notJpeg = await send(s.device, id, png);
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().error.message).toBe('Das gesendete Bild ist kein JPEG.');
    const large = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(SNAPSHOT_MAX_BYTES),
      Buffer.from([0xff, 0xd9]),
    ]);
    const tooLarge = await send(s.device, id, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('Das Bild ist zu groß (höchstens 200 KB).');
    const huge = await send(s.device, id, Buffer.concat([large, large, large]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Die Anfrage ist zu groß.');
    const empty = await send(s.device, id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Es wurde kein Bild gesendet');
    const reason = await send(s.device, id, undefined, '&reason=SONST');
    expect(reason.statusCode).toBe(400);
    expect(JSON.stringify(reason.json())).toContain('Unbekannter Grund');
    expect((await send(s.device, '00000000-0000-4000-8000-000000000000', await jpeg())).statusCode).toBe(409);
    expect((await send('00000000-0000-4000-8000-000000000001', id, await jpeg())).statusCode).toBe(404);
    expect((await state(s.device)).json()).toEqual({ pending: { id, requested: NOW }, latest: null });
    expect((await poll(h, s.device)).json().device.snapshotRequest).toEqual({ id });
  });

  it('needs the support right and the screen in reach; archived screens cannot be asked', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    expect((await ask(s.device, 'standortA')).statusCode).toBe(403);
    expect((await ask(s.device, 'nobody')).statusCode).toBe(403);
    const otherSupport = await userWithRights(h, { rights: [R.support, R.devices], at: h.fx.networkB });
    expect((await otherSupport({ method: 'POST', url: `/v1/devices/${s.device}/snapshot` })).statusCode).toBe(404);
    expect((await otherSupport({ method: 'GET', url: `/v1/devices/${s.device}/snapshot` })).statusCode).toBe(404);
    const ownSupport = await userWithRights(h, { rights: [R.support], at: h.fx.networkA });
    expect((await ownSupport({ method: 'POST', url: `/v1/devices/${s.device}/snapshot` })).statusCode).toBe(200);
    await h.database.db.update(devices).set({ isArchived: 1 }).where(eq(devices.guid, s.device));
    const archived = await ask(s.device, 'admin');
    expect(archived.statusCode).toBe(400);
    expect(archived.json().error.message).toContain('archiviert');
  });

  it('admits the screen as the poll does: the device secret where its network requires one', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const id = (await ask(s.device)).json().pending.id;
    const required = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}/device-secret`,
      payload: { deviceSecretRequired: true },
    });
    expect(required.statusCode).toBe(200);
    const without = await send(s.device, id, await jpeg());
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('DEVICE_SECRET');
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${s.device}/secret` })).json();
    const sent = await h.app.inject({
      method: 'POST',
      url: `/api/snapshot?key=${s.device}&id=${id}`,
      payload: await jpeg(),
      headers: { 'content-type': 'image/jpeg', 'x-device-secret': secret },
    });
    expect(sent.statusCode).toBe(200);
  });
});
