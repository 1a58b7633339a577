import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, playDays } from '../db/schema.js';
import { addLocation, addNetwork } from './factory/companies.js';
import { addPlayingDevice } from './factory/devices.js';
import { type Harness, TEST_PASSWORD } from './harness.js';

/**
 * Two tour operators and three networks (SPEC: operator portal): network A consents to operator 1 with its names,
 * network B with its region only, network C not at all (it consents to operator 2, named). Every network's screen
 * played operator 1's offer T100, operator 2's offer D200 and the agency's own item, on a day after the consents'
 * start and (T100) on a day before it.
 */
export interface OperatorWorld {
  op1: string;
  op2: string;
  networkC: string;
  locationC: string;
  devices: string[];
  /** Tokens of operator 1's administrator and operator 2's user. */
  tokens: { op1: string; op2: string };
  call(
    as: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): ReturnType<Harness['call']>;
}

export const OWN_ITEM = 'Eigene Werbung der Agentur';
export const START = '2026-05-01';
export const PLAYED = '2026-05-10';
export const BEFORE = '2026-04-20';
const PASSWORD = `${TEST_PASSWORD}-Veranstalter-Lang!`;

export async function operatorWorld(h: Harness): Promise<OperatorWorld> {
  const db = h.database.db;
  const call: OperatorWorld['call'] = (as, method, url, payload) =>
    h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${h.fx.tokens[as as keyof typeof h.fx.tokens] ?? as}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  await db
    .update(companies)
    .set({ postcode: '10115', street: 'Unter den Linden 1' })
    .where(eq(companies.guid, h.fx.locationA));
  await db
    .update(companies)
    .set({ postcode: '50667', street: 'Domkloster 4' })
    .where(eq(companies.guid, h.fx.locationB));
  const networkC = await addNetwork(db, { name: 'Netz C' });
  const locationC = await addLocation(db, { name: 'Standort C1', guidParent: networkC, postcode: '80331' });
  const op1 = (
    await ok(await call('admin', 'POST', '/v1/operators', { name: 'Tui Portal', codes: ['TUI', 'TUI Deutschland'] }))
  ).guid;
  const op2 = (await ok(await call('admin', 'POST', '/v1/operators', { name: 'DER Touristik', codes: ['DERTOUR'] })))
    .guid;
  await ok(
    await call('admin', 'POST', `/v1/operators/${op1}/users`, {
      username: 'tui-admin',
      password: PASSWORD,
      admin: true,
    }),
  );
  await ok(
    await call('admin', 'POST', `/v1/operators/${op2}/users`, {
      username: 'der-user',
      password: PASSWORD,
      admin: false,
    }),
  );
  const consent = (named: boolean) => ({ shares: true, startDay: START, named, locationsDecide: false });
  await ok(await call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${op1}`, consent(true)));
  await ok(await call('netB', 'PUT', `/v1/companies/${h.fx.networkB}/operator-consents/${op1}`, consent(false)));
  await ok(await call('admin', 'PUT', `/v1/companies/${networkC}/operator-consents/${op2}`, consent(true)));
  const devices: string[] = [];
  for (const [network, location] of [
    [h.fx.networkA, h.fx.locationA],
    [h.fx.networkB, h.fx.locationB],
    [networkC, locationC],
  ] as const) {
    const { device } = await addPlayingDevice(db, { network, location });
    devices.push(device);
    const row = (
      day: string,
      itemName: string,
      offerId: string | null,
      tourOperator: string | null,
      plays: number,
    ) => ({
      day,
      guidDevice: device,
      guidItem: randomUUID(),
      guidLocation: location,
      guidNetwork: network,
      itemName,
      offerId,
      tourOperator,
      plays,
      seconds: plays * 10,
      securedPlays: plays,
      securedSeconds: plays * 10,
    });
    await db
      .insert(playDays)
      .values([
        row(PLAYED, 'Mallorca Sonne', 'T100', 'TUI', 10),
        row(BEFORE, 'Mallorca Sonne', 'T100', 'TUI', 100),
        row(PLAYED, 'Kreta Meer', 'D200', 'DERTOUR', 20),
        row(PLAYED, OWN_ITEM, null, null, 5),
      ]);
  }
  const login = async (username: string) =>
    (await h.app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password: PASSWORD } })).json()
      .authToken as string;
  return {
    op1,
    op2,
    networkC,
    locationC,
    devices,
    tokens: { op1: await login('tui-admin'), op2: await login('der-user') },
    call,
  };
}
