import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { auditLog, companies, devices } from '../db/schema.js';
import { addDevice, addPlayingDevice, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';
import { MAX_UNASSIGNED_NEW, MAX_UNASSIGNED_PER_PREFIX, REGISTRATIONS_PER_IP, unassignedNew } from './registration.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const fromIp = (key: string, ip: string) =>
  h.app.inject({ method: 'GET', url: `/api/playlist?key=${key}&version=1.0`, remoteAddress: ip });

const waitingCount = async () =>
  (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(devices).where(unassignedNew))[0].n;
const deviceRow = async (guid: string) => (await h.database.db.select().from(devices).where(eq(devices.guid, guid)))[0];

describe('registration of unknown screens', () => {
  it('registers a valid unknown GUID as NEW without network, once', async () => {
    const key = randomUUID().toUpperCase();
    const res = await fromIp(key, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ playlist: null, items: [] });
    const row = await deviceRow(key.toLowerCase());
    expect(row).toMatchObject({
      deviceState: 'NEW',
      guidParent: null,
      guidCompany: null,
      name: `Neues Gerät ${key.toLowerCase().slice(0, 8)}`,
      remoteAddress: '198.51.100.1',
      clientVersionString: '1.0',
    });
    expect((await fromIp(key, '198.51.100.1')).statusCode).toBe(200);
    const count = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(devices);
    expect(count[0].n).toBe(1);
    const logged = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'register'));
    expect(logged).toHaveLength(1);
  });

  it('REGISTRATION_LIMIT sets the registrations per address and hour (default 10, at least 1)', () => {
    const config = (env: NodeJS.ProcessEnv) => loadConfig({ SCRYPT_COST: '1024', ...env });
    expect(config({}).registrationLimit).toBe(REGISTRATIONS_PER_IP);
    expect(config({ REGISTRATION_LIMIT: '250' }).registrationLimit).toBe(250);
    expect(() => config({ REGISTRATION_LIMIT: '0' })).toThrow();
    expect(h.app.ctx.config.registrationLimit).toBe(REGISTRATIONS_PER_IP);
  });

  it('limits registrations per address (429) and refuses invalid keys (400) without writing', async () => {
    for (let i = 0; i < REGISTRATIONS_PER_IP; i++) {
      expect((await fromIp(randomUUID(), '198.51.100.2')).statusCode).toBe(200);
    }
    const refused = await fromIp(randomUUID(), '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/zu viele neue Geräte/);
    expect((await fromIp(randomUUID(), '198.51.100.3')).statusCode).toBe(200);
    h.clock.advance(3_600_000);
    expect((await fromIp(randomUUID(), '198.51.100.2')).statusCode).toBe(200);
    expect((await fromIp('1234', '198.51.100.4')).statusCode).toBe(400);
    expect((await fromIp('00000000-0000-0000-0000-00000000000g', '198.51.100.4')).statusCode).toBe(400);
    const count = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(devices);
    expect(count[0].n).toBe(REGISTRATIONS_PER_IP + 2);
  });

  it('never exceeds the cap when registrations race (concurrent polls from many addresses)', async () => {
    const rows = Array.from({ length: MAX_UNASSIGNED_NEW - 3 }, () => ({ guid: randomUUID(), deviceState: 'NEW' }));
    await h.database.db.insert(devices).values(rows);
    // Open every pooled connection first (PostgreSQL), so the registrations really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => h.database.db.execute(sql`select 1`)));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fromIp(randomUUID(), `198.51.100.${100 + i}`).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(40);
    expect(await waitingCount()).toBe(MAX_UNASSIGNED_NEW);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < REGISTRATIONS_PER_IP; i++) {
      expect((await fromIp(randomUUID(), `2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await fromIp(randomUUID(), '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await fromIp(randomUUID(), '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('at the cap, the least recently seen device of the prefix that holds the most makes room', async () => {
    const seenAt = (i: number) => new Date(h.clock.now() - 3_600_000 + i * 1000);
    // 600 put in from one address (its cap only counts at registration), 400 from one address each.
    const crowd = Array.from({ length: 600 }, (_, i) => ({
      guid: randomUUID(),
      deviceState: 'NEW',
      remoteAddress: '203.0.113.50',
      lastHeartbeat: seenAt(1000 + i),
    }));
    const single = Array.from({ length: MAX_UNASSIGNED_NEW - 600 }, (_, i) => ({
      guid: randomUUID(),
      deviceState: 'NEW',
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      lastHeartbeat: seenAt(i),
    }));
    await h.database.db.insert(devices).values([...crowd, ...single]);
    const real = randomUUID();
    expect((await fromIp(real, '198.51.100.5')).statusCode).toBe(200);
    expect(await waitingCount()).toBe(MAX_UNASSIGNED_NEW);
    // Not the oldest of all (a lone screen), but the oldest of the crowd.
    expect(await deviceRow(single[0].guid)).toBeDefined();
    expect(await deviceRow(crowd[0].guid)).toBeUndefined();
    expect(await deviceRow(real)).toMatchObject({ deviceState: 'NEW' });
    const [evicted] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'evict-unknown'));
    expect(JSON.stringify(evicted.before)).toContain(crowd[0].guid);
    // assigned or known devices keep working
    expect((await fromIp(single[1].guid, '198.51.100.5')).statusCode).toBe(200);
  });

  it('a prefix at its own cap (IPv6: its /64) churns its own waiting devices, whatever the global count', async () => {
    const rows = Array.from({ length: MAX_UNASSIGNED_PER_PREFIX }, (_, i) => ({
      guid: randomUUID(),
      deviceState: 'NEW',
      remoteAddress: `2001:db8:7:8::${(i + 1).toString(16)}`,
      lastHeartbeat: new Date(h.clock.now() - 60_000 + i),
    }));
    const other = { guid: randomUUID(), deviceState: 'NEW', remoteAddress: '10.1.1.1', lastHeartbeat: new Date(0) };
    await h.database.db.insert(devices).values([...rows, other]);
    expect((await fromIp(randomUUID(), '2001:db8:7:8:aaaa::1')).statusCode).toBe(200);
    expect(await waitingCount()).toBe(MAX_UNASSIGNED_PER_PREFIX + 1);
    expect(await deviceRow(rows[0].guid)).toBeUndefined();
    expect(await deviceRow(rows[1].guid)).toBeDefined();
    expect(await deviceRow(other.guid)).toBeDefined();
    expect((await fromIp(randomUUID(), '2001:db8:7:9::1')).statusCode).toBe(200);
    expect(await waitingCount()).toBe(MAX_UNASSIGNED_PER_PREFIX + 2);
  });

  it('after 1,100 fake registrations from 110 addresses a real screen registers and is paired', async () => {
    const fakes: string[] = [];
    for (let a = 0; a < 110; a++) {
      for (let i = 0; i < REGISTRATIONS_PER_IP; i++) {
        const key = randomUUID();
        fakes.push(key);
        expect((await fromIp(key, `192.0.2.${a}`)).statusCode).toBe(200);
        h.clock.advance(100);
      }
    }
    expect(await fromIp(randomUUID(), '192.0.2.0').then((r) => r.statusCode)).toBe(429);
    expect(await waitingCount()).toBe(MAX_UNASSIGNED_NEW);
    // The fakes registered first made room.
    expect(await deviceRow(fakes[0])).toBeUndefined();
    expect(await deviceRow(fakes[fakes.length - 1])).toBeDefined();

    const screen = randomUUID();
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/pairing',
      payload: { key: screen },
      remoteAddress: '198.51.100.77',
    });
    expect(asked.statusCode).toBe(200);
    const { code } = asked.json();
    // The flood goes on from fresh addresses while the code is typed in: the real screen stays.
    for (let a = 0; a < 20; a++) expect((await fromIp(randomUUID(), `192.0.3.${a}`)).statusCode).toBe(200);
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.networkA });
    const claimed = await h.call('netA', {
      method: 'POST',
      url: '/v1/devices/pair',
      payload: { code, network: h.fx.networkA, location: h.fx.locationA, playlist },
    });
    expect(claimed.statusCode).toBe(200);
    expect(await deviceRow(screen)).toMatchObject({ deviceState: 'ACTIVE', guidCompany: h.fx.locationA });
  }, 300_000);
});

describe('polls per key', () => {
  it('answers 429 with Retry-After beyond POLL_LIMIT per window, per key, and refills', async () => {
    const { pollLimit, pollLimitWindowMs } = h.app.ctx.config;
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const other = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    for (let i = 0; i < pollLimit; i++) expect((await poll(h, device)).statusCode).toBe(200);
    const refused = await poll(h, device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_POLLS' });
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(pollLimitWindowMs / pollLimit / 1000));
    // the same key in other spelling is the same device; other keys are not affected
    expect((await poll(h, device.toUpperCase())).statusCode).toBe(429);
    expect((await poll(h, other)).statusCode).toBe(200);
    h.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await poll(h, device)).statusCode).toBe(200);
    expect((await poll(h, device)).statusCode).toBe(429);
  });
});

describe('refused screens', () => {
  it('answers 404 for VER and archived devices and records nothing', async () => {
    const db = h.database.db;
    const ver = await addDevice(db, { deviceState: 'VER', guidParent: h.fx.networkA });
    const archived = await addDevice(db, { isArchived: 1, guidParent: h.fx.networkA });
    for (const guid of [ver, archived]) {
      const res = await poll(h, guid, { query: 'version=9' });
      expect(res.statusCode).toBe(404);
    }
    expect(playerOfHarness(h).heartbeats.size).toBe(0);
    await playerOfHarness(h).flush();
    for (const guid of [ver, archived]) {
      expect(await deviceRow(guid)).toMatchObject({
        lastHeartbeat: null,
        clientVersionString: null,
        remoteAddress: null,
      });
    }
    // archiving through the API takes effect at once
    const active = await addDevice(db, { guidParent: h.fx.networkA });
    expect((await poll(h, active)).statusCode).toBe(200);
    const archive = await h.call('admin', {
      method: 'POST',
      url: `/v1/devices/archive/${active}`,
      payload: { isArchived: 1 },
    });
    expect(archive.statusCode).toBe(200);
    expect((await poll(h, active)).statusCode).toBe(404);
  });

  it('requires X-Device-Secret when the network says so', async () => {
    const db = h.database.db;
    const { device } = await addPlayingDevice(db, { network: h.fx.networkA, location: h.fx.locationA });
    expect((await poll(h, device)).statusCode).toBe(200);
    await db.update(companies).set({ deviceSecretRequired: true }).where(eq(companies.guid, h.fx.networkA));
    playerOfHarness(h).devicesChanged(); // what the companies module does after switching
    const missing = await poll(h, device);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toMatch(/X-Device-Secret/);
    const created = await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` });
    expect(created.statusCode).toBe(200);
    const { secret } = created.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await deviceRow(device)).secretHash).not.toContain(secret);
    const wrong = await poll(h, device, { headers: { 'x-device-secret': `${secret}x` } });
    expect(wrong.statusCode).toBe(401);
    const ok = await poll(h, device, { headers: { 'x-device-secret': secret } });
    expect(ok.statusCode).toBe(200);
    // a new secret replaces the old one
    const renewed = (await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` })).json().secret;
    expect((await poll(h, device, { headers: { 'x-device-secret': secret } })).statusCode).toBe(401);
    expect((await poll(h, device, { headers: { 'x-device-secret': renewed } })).statusCode).toBe(200);
    await playerOfHarness(h).flush();
    expect(playerOfHarness(h).heartbeats.size).toBe(0);
    // other networks do not need it
    const other = await addDevice(db, { guidParent: h.fx.networkB });
    expect((await poll(h, other)).statusCode).toBe(200);
  });

  it('refuses secrets for other networks, without the right, and without a token', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    expect((await h.call('netB', { method: 'POST', url: `/v1/devices/${device}/secret` })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'POST', url: `/v1/devices/${device}/secret` })).statusCode).toBe(403);
    expect((await h.call(null, { method: 'POST', url: `/v1/devices/${device}/secret` })).statusCode).toBe(401);
    expect((await h.call('admin', { method: 'POST', url: '/v1/devices/kein-guid/secret' })).statusCode).toBe(400);
  });
});
