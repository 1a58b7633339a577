import { randomUUID } from 'node:crypto';
import { PAIRING_ALPHABET } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, devices, pairingCodes } from '../../db/schema.js';
import { PAIRING_TTL_MS } from '../../player/pairing.js';
import { addDevice, addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';

const h = useHarness({ PUBLIC_URL: 'https://signage.example.org' });
beforeEach(() => playerOfHarness(h).reset());

const ask = (key: string, ip = '198.51.100.20') =>
  h.app.inject({ method: 'POST', url: '/api/pairing', payload: { key }, remoteAddress: ip });
const claim = (as: 'admin' | 'netA' | 'netB' | 'nobody', payload: Record<string, unknown>) =>
  h.call(as, { method: 'POST', url: '/v1/devices/pair', payload });
const playlistOf = async (network: string) => {
  const guid = await addPlaylist(h.database.db, { guidCompany: network });
  await addPlayerItem(h.database.db, { guidPlaylist: guid });
  return guid;
};
const spaced = (code: string) => `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;

describe('pairing a new screen by its code', () => {
  it('gives an unknown screen a readable code it keeps while it calls, and the server address', async () => {
    const key = randomUUID();
    const first = await ask(key);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      state: 'waiting',
      code: expect.stringMatching(new RegExp(`^[${PAIRING_ALPHABET}]{6}$`)),
      expiresAt: h.clock.now() + PAIRING_TTL_MS,
      deviceGuid: key,
      serverUrl: 'https://signage.example.org',
      productName: 'Digital-Signage-Plattform',
    });
    expect(body.code).not.toMatch(/[01OIL]/);
    // registered as a waiting NEW device
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row).toMatchObject({ deviceState: 'NEW', guidParent: null });
    // renewed by the next call, same code
    h.clock.advance(PAIRING_TTL_MS - 1000);
    expect((await ask(key)).json()).toMatchObject({ code: body.code, expiresAt: h.clock.now() + PAIRING_TTL_MS });
    // silent beyond the expiry: a new code, the old one is dead
    h.clock.advance(PAIRING_TTL_MS + 1);
    const again = (await ask(key)).json();
    expect(again.code).not.toBe(body.code);
    expect(await h.database.db.select().from(pairingCodes)).toHaveLength(1);
  });

  it('claims: the screen goes to the location, plays the playlist at its next poll, the code is gone', async () => {
    const key = randomUUID();
    expect((await poll(h, key)).json().items).toEqual([]);
    const { code } = (await ask(key)).json();
    const playlist = await playlistOf(h.fx.networkA);
    const res = await claim('netA', { code: spaced(code), network: h.fx.networkA, location: h.fx.locationA, playlist });
    expect(res.statusCode).toBe(200);
    expect(res.json().device).toMatchObject({ guid: key, guidCompany: h.fx.locationA, guidPlaylist: playlist });
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row).toMatchObject({ deviceState: 'ACTIVE', guidParent: h.fx.networkA, guidCompany: h.fx.locationA });
    expect((await poll(h, key)).json().items).toHaveLength(1);
    expect((await ask(key)).json()).toEqual({ state: 'paired', deviceGuid: key });
    expect(await h.database.db.select().from(pairingCodes)).toEqual([]);
    expect(await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'pair'))).toHaveLength(1);
    // the same code again: unknown
    const twice = await claim('netA', { code, network: h.fx.networkA, location: h.fx.locationA, playlist });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses wrong and expired codes in German and changes nothing', async () => {
    const key = randomUUID();
    const { code } = (await ask(key)).json();
    const playlist = await playlistOf(h.fx.networkA);
    const body = { network: h.fx.networkA, location: h.fx.locationA, playlist };
    const wrong = await claim('admin', { ...body, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(
      'Dieser Code ist unbekannt oder abgelaufen. Bitte lesen Sie den Code am Bildschirm erneut ab.',
    );
    const malformed = await claim('admin', { ...body, code: 'O0I1L' });
    expect(malformed.statusCode).toBe(400);
    h.clock.advance(PAIRING_TTL_MS + 1);
    expect((await claim('admin', { ...body, code })).statusCode).toBe(404);
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row).toMatchObject({ deviceState: 'NEW', guidParent: null, guidCompany: null, guidPlaylist: null });
  });

  it('keeps the tenant boundary: no location or playlist of another network, no claim without the right', async () => {
    const key = randomUUID();
    const { code } = (await ask(key)).json();
    const playlistA = await playlistOf(h.fx.networkA);
    const playlistB = await playlistOf(h.fx.networkB);
    const intoB = await claim('netA', { code, network: h.fx.networkB, location: h.fx.locationB, playlist: playlistB });
    expect(intoB.statusCode).toBe(404);
    const mixed = await claim('netA', { code, network: h.fx.networkA, location: h.fx.locationB, playlist: playlistA });
    expect(mixed.statusCode).toBe(404);
    const foreignList = await claim('admin', {
      code,
      network: h.fx.networkA,
      location: h.fx.locationA,
      playlist: playlistB,
    });
    expect(foreignList.statusCode).toBe(400);
    const support = await claim('nobody', {
      code,
      network: h.fx.networkA,
      location: h.fx.locationA,
      playlist: playlistA,
    });
    expect(support.statusCode).toBe(403);
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row.guidParent).toBeNull();
    // and the code still works for the right network's administrator
    const ok = await claim('netA', { code, network: h.fx.networkA, location: h.fx.locationA, playlist: playlistA });
    expect(ok.statusCode).toBe(200);
  });

  it('answers paired for an assigned screen, 404 for an archived one', async () => {
    const assigned = await addDevice(h.database.db, { guidParent: h.fx.networkA, deviceState: 'ACTIVE' });
    expect((await ask(assigned)).json()).toEqual({ state: 'paired', deviceGuid: assigned });
    const archived = await addDevice(h.database.db, { isArchived: 1 });
    expect((await ask(archived)).statusCode).toBe(404);
    expect((await ask('not-a-guid')).statusCode).toBe(400);
  });

  it('limits new codes per address and wrong codes per user', async () => {
    for (let i = 0; i < 10; i++) expect((await ask(randomUUID(), '198.51.100.30')).statusCode).toBe(200);
    // registrations are limited first (10 per address and hour); known waiting screens still get codes
    const waiting = [];
    for (let i = 0; i < 15; i++) waiting.push(await addDevice(h.database.db, { deviceState: 'NEW' }));
    const statuses = [];
    for (const key of waiting) statuses.push((await ask(key, '198.51.100.30')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = await ask(waiting[14], '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask(waiting[14], '198.51.100.31')).statusCode).toBe(200);

    const playlist = await playlistOf(h.fx.networkA);
    const body = { network: h.fx.networkA, location: h.fx.locationA, playlist, code: 'ZZZZZZ' };
    for (let i = 0; i < 10; i++)
      expect((await claim('netB', { ...body, network: h.fx.networkB })).statusCode).toBe(404);
    for (let i = 0; i < 10; i++) expect((await claim('admin', body)).statusCode).toBe(404);
    const blocked = await claim('admin', body);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Zu viele falsche Codes. Bitte warten Sie einige Minuten.');
  });
});
