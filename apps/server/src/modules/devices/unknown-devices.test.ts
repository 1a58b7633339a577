import { randomUUID } from 'node:crypto';
import { R } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureScheduled, JobName } from '../../db/job-queue.js';
import { auditLog, devices } from '../../db/schema.js';
import { expireUnknown } from '../../player/registration.js';
import { addDevice, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const HOUR = 3_600_000;
const register = (key: string, ip = '198.51.100.7') =>
  h.app.inject({ method: 'GET', url: `/api/playlist?key=${key}&version=3.1`, remoteAddress: ip });
const guids = async () => (await h.database.db.select({ guid: devices.guid }).from(devices)).map((r) => r.guid).sort();

describe('unknown devices (dashboard page unbekannteGeraete)', () => {
  it('lists NEW devices without network with first seen, last poll, address and version', async () => {
    const key = randomUUID();
    expect((await register(key)).statusCode).toBe(200);
    h.clock.advance(60_000);
    expect((await register(key, '198.51.100.8')).statusCode).toBe(200);
    await playerOfHarness(h).flush();
    await addDevice(h.database.db, { guidParent: h.fx.networkA }); // assigned: not listed
    const res = await h.call('admin', { method: 'GET', url: '/v1/devices/unknown' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ max: 1000, expiryMs: 72 * HOUR });
    expect(body.items).toEqual([
      {
        guid: key,
        created: h.clock.now() - 60_000,
        lastHeartbeat: h.clock.now(),
        remoteAddress: '198.51.100.8',
        clientVersionString: '3.1',
      },
    ]);
  });

  it('deletes one or all waiting devices and never an assigned one; the screen registers again', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [a, b, c]) expect((await register(key)).statusCode).toBe(200);
    const assigned = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const one = await h.call('admin', {
      method: 'POST',
      url: '/v1/devices/unknown/delete',
      payload: { guids: [a, assigned] },
    });
    expect(one.json()).toEqual({ success: true, deleted: 1 });
    expect(await guids()).toEqual([assigned, b, c].sort());
    const all = await h.call('admin', { method: 'POST', url: '/v1/devices/unknown/delete', payload: { all: true } });
    expect(all.json()).toEqual({ success: true, deleted: 2 });
    expect(await guids()).toEqual([assigned]);
    const logged = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'delete-unknown'));
    expect(logged).toHaveLength(2);
    // the deleted screen is not served from a cache: its next poll registers it again
    expect((await register(b)).statusCode).toBe(200);
    expect(await guids()).toEqual([assigned, b].sort());
  });

  it('refuses bad bodies (400) and users without the rights (403/401), changing nothing', async () => {
    const key = randomUUID();
    await register(key);
    for (const payload of [{}, { all: false }, { guids: [] }, { guids: ['kein-guid'] }, { all: true, guids: [key] }]) {
      const res = await h.call('admin', { method: 'POST', url: '/v1/devices/unknown/delete', payload });
      expect(res.statusCode).toBe(400);
    }
    // a network administrator (devices right, own network only) and support may not
    for (const as of ['netA', 'support', 'standortA'] as const) {
      expect((await h.call(as, { method: 'GET', url: '/v1/devices/unknown' })).statusCode).toBe(403);
      const del = await h.call(as, { method: 'POST', url: '/v1/devices/unknown/delete', payload: { all: true } });
      expect(del.statusCode).toBe(403);
    }
    // the devices right alone is not enough; with 'Netzwerke anlegen' as a global user it is
    const devicesOnly = await userWithRights(h, { rights: [R.devices], at: null });
    expect((await devicesOnly({ method: 'GET', url: '/v1/devices/unknown' })).statusCode).toBe(403);
    const both = await userWithRights(h, { rights: [R.devices, R.networkCreate], at: null });
    expect((await both({ method: 'GET', url: '/v1/devices/unknown' })).json().items).toHaveLength(1);
    expect((await h.call(null, { method: 'GET', url: '/v1/devices/unknown' })).statusCode).toBe(401);
    expect(await guids()).toEqual([key]);
  });

  it('expires never-assigned NEW devices after NEW_DEVICE_EXPIRY_HOURS since their last poll', async () => {
    const quiet = randomUUID();
    const polling = randomUUID();
    await register(quiet);
    await register(polling);
    const assigned = await addDevice(h.database.db, { guidParent: h.fx.networkA, created: new Date(h.clock.now()) });
    await h.database.db.update(devices).set({ lastHeartbeat: null }).where(eq(devices.guid, assigned));
    h.clock.advance(71 * HOUR);
    expect((await register(polling)).statusCode).toBe(200);
    await playerOfHarness(h).flush();
    expect(await expireUnknown(h.app.ctx)).toEqual([]);
    h.clock.advance(2 * HOUR);
    // the recurring job of the registry does it in the server (once across processes)
    await ensureScheduled(h.database.db, h.clock, JobName.deviceExpiry);
    expect(await h.app.jobs.runOnce()).toBe(1);
    expect(await guids()).toEqual([assigned, polling].sort());
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'expire-unknown'));
    expect(row.n).toBe(1);
  });
});
