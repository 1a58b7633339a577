import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema.js';
import { addDevice, addPlayingDevice } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const switchSecret = (
  as: 'admin' | 'netA' | 'netB' | 'standortA' | 'support',
  guid: string,
  payload: Record<string, unknown>,
) => h.call(as, { method: 'POST', url: `/v1/companies/${guid}/device-secret`, payload });
const required = async (guid: string) =>
  (await h.database.db.select().from(companies).where(eq(companies.guid, guid)))[0].deviceSecretRequired;

describe("the network's device-secret switch", () => {
  it('turns the secret on for every screen of the network at once, and off again (legacy key-only)', async () => {
    const db = h.database.db;
    const { device } = await addPlayingDevice(db, { network: h.fx.networkA, location: h.fx.locationA });
    const other = await addDevice(db, { guidParent: h.fx.networkB });
    expect((await poll(h, device)).statusCode).toBe(200);
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.networkA}` })).json()).toMatchObject({
      deviceSecretRequired: false,
    });

    const on = await switchSecret('netA', h.fx.networkA, { deviceSecretRequired: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ guid: h.fx.networkA, deviceSecretRequired: true });
    expect(await required(h.fx.networkA)).toBe(true);
    // the cached device answers at once with 401; other networks keep the key-only protocol
    expect((await poll(h, device)).statusCode).toBe(401);
    expect((await poll(h, other)).statusCode).toBe(200);
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` })).json();
    expect((await poll(h, device, { headers: { 'x-device-secret': secret } })).statusCode).toBe(200);

    const off = await switchSecret('netA', h.fx.networkA, { deviceSecretRequired: false });
    expect(off.json()).toMatchObject({ deviceSecretRequired: false });
    expect((await poll(h, device)).statusCode).toBe(200);
    const logged = await db.select().from(auditLog).where(eq(auditLog.action, 'device-secret'));
    expect(logged).toHaveLength(2);
  });

  it('refuses other networks, locations, users without the right and bad bodies, changing nothing', async () => {
    expect((await switchSecret('netB', h.fx.networkA, { deviceSecretRequired: true })).statusCode).toBe(404);
    expect((await switchSecret('standortA', h.fx.networkA, { deviceSecretRequired: true })).statusCode).toBe(403);
    const location = await switchSecret('admin', h.fx.locationA, { deviceSecretRequired: true });
    expect(location.statusCode).toBe(400);
    expect(location.json().error.message).toMatch(/Netzwerk/);
    for (const payload of [{}, { deviceSecretRequired: 'ja' }, { deviceSecretRequired: true, name: 'x' }]) {
      expect((await switchSecret('admin', h.fx.networkA, payload)).statusCode).toBe(400);
    }
    const anonymous = await h.call(null, {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}/device-secret`,
      payload: { deviceSecretRequired: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await required(h.fx.networkA)).toBe(false);
    expect(await required(h.fx.locationA)).toBe(false);
  });
});
