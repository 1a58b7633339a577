import { R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, devices } from '../../db/schema.js';
import { deviceSample } from '../../test/factory/device-sample.js';
import { type Caller, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

describe('POST /v1/devices/{id}', () => {
  const full = {
    name: 'Schaufenster',
    stageName: 'Bühne 1',
    deviceState: 'ACTIVE',
    isService: 1,
    screenNumber: '2',
    orientation: 'vertical',
    setClientVersion: '3.4.1',
    maxDuration: 300,
    display: 'Samsung',
    displaySer: 'S-1',
    stele: 'Stele 55"',
    playerTyp: 'Android',
    playerMac: '00:11:22:33:44:55',
    playerSer: 'P-9',
    netip: '10.0.0.5',
    netsub: '255.255.255.0',
    netgateway: '10.0.0.1',
    proxy: 'proxy:8080',
    dns1: '8.8.8.8',
    dns2: '1.1.1.1',
    inputType: 'DHCP',
    comment: 'Notiz',
    tags: ['Nord', 'Premium'],
  };

  it('saves every editable field, applies the monitor rule to a new orientation, and audits', async () => {
    const s = await deviceSample(h);
    const res = await h.call('netA', { method: 'POST', url: `/v1/devices/${s.a}`, payload: full });
    expect(res.statusCode).toBe(200);
    const { tags, ...rest } = full;
    expect(res.json()).toMatchObject({ ...rest, tags: '["Nord","Premium"]' });
    expect(res.json().jsonMonitor).toEqual({ vis: true, x: 0, y: 0, w: 84, h: 128 }); // fits 9:16 within 0.1
    const back = await h.call('netA', {
      method: 'POST',
      url: `/v1/devices/${s.a}`,
      payload: { orientation: 'horizontal' },
    });
    expect(back.json().jsonMonitor).toMatchObject({ w: 384, h: 216 });
    const cleared = await h.call('netA', {
      method: 'POST',
      url: `/v1/devices/${s.a}`,
      payload: { stageName: '', maxDuration: null, tags: '["x"]' },
    });
    expect(cleared.json()).toMatchObject({ stageName: 'Schaufenster', maxDuration: null, tags: '["x"]' });
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityGuid, s.a));
    expect(audits).toHaveLength(3);
  });

  it('refuses bad input with German messages and writes nothing', async () => {
    const s = await deviceSample(h);
    const cases: Array<[object, RegExp]> = [
      [{ orientation: 'diagonal' }, /horizontal oder vertical/],
      [{ maxDuration: -1 }, /negativ/],
      [{ maxDuration: 'lang' }, /Zahl/],
      [{ tags: '{"a":1}' }, /JSON-Liste/],
      [{ name: '' }, /leer/],
      [{ isService: 2 }, /Ungültige Eingabe/],
      [{ deviceState: 'KAPUTT' }, /Ungültige Eingabe/],
    ];
    for (const [payload, message] of cases) {
      const res = await h.call('admin', { method: 'POST', url: `/v1/devices/${s.a}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, s.a));
    expect(row.orientation).toBe('horizontal');
    expect(await h.database.db.select().from(auditLog)).toHaveLength(0);
  });

  it('refuses other networks (404) and callers without the devices right (403)', async () => {
    const s = await deviceSample(h);
    expect(
      (await h.call('netB', { method: 'POST', url: `/v1/devices/${s.a}`, payload: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('standortA', { method: 'POST', url: `/v1/devices/${s.a}`, payload: { name: 'x' } })).statusCode,
    ).toBe(403);
    const readOnly = await userWithRights(h, { rights: [R.support], at: null });
    expect((await readOnly({ method: 'POST', url: `/v1/devices/${s.a}`, payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await readOnly({ method: 'GET', url: `/v1/devices/${s.a}` })).statusCode).toBe(200);
  });
});

describe('GET /v1/devices/{id}/delete', () => {
  it('deletes with DELETE_OWN/_OTHER only; others are 404, the devices right alone 403', async () => {
    const s = await deviceSample(h);
    const del = (as: Caller, guid: string) => as({ method: 'GET', url: `/v1/devices/${guid}/delete` });
    expect((await h.call('netB', { method: 'GET', url: `/v1/devices/${s.a}/delete` })).statusCode).toBe(404);
    // Support (devices menu right, no DELETE right) and the network administrator (no DELETE_OWN) delete nothing.
    for (const as of ['support', 'netA'] as const) {
      const refused = await h.call(as, { method: 'GET', url: `/v1/devices/${s.a}/delete` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Sie dürfen dieses Gerät nicht löschen.');
    }
    expect((await h.call('nobody', { method: 'GET', url: `/v1/devices/${s.b}/delete` })).statusCode).toBe(403);
    const own = await userWithRights(h, { rights: [R.devices, 'RIGHT_NETWORK_DELETE_OWN'], at: h.fx.networkA });
    const other = await userWithRights(h, {
      rights: [R.devices, 'RIGHT_NETWORK_VISIBLE_OTHER', 'RIGHT_NETWORK_DELETE_OTHER'],
      at: h.fx.networkA,
    });
    expect((await del(own, s.unassigned)).statusCode).toBe(404);
    expect((await del(other, s.newA)).statusCode).toBe(403);
    expect((await del(other, s.unassigned)).statusCode).toBe(200);
    expect((await del(own, s.a)).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: `/v1/devices/${s.a}` })).statusCode).toBe(404);
    expect((await h.call('admin', { method: 'GET', url: '/v1/devices/abc/delete' })).statusCode).toBe(400);
    expect((await poll(h, s.a)).statusCode).toBe(200); // the key registers again as a NEW device
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, s.a));
    expect(row.deviceState).toBe('NEW');
  });
});
