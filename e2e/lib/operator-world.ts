// The world of the operator portal's end-to-end test, set up through the product's own paths: the administrator
// creates two tour operators with their users (/v1/operators), the agencies give their consents (PUT
// /v1/companies/:id/operator-consents/:operator), the offer tool places both operators' offers (from a local provider
// whose offerHost names the operator) beside an agency's own picture on a new screen in each of three networks, and
// each screen reports its plays through the player protocol (POST /api/plays).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { waitFor } from '../../apps/server/src/test/wait.js';
import type { ChangingProvider } from './changing-provider.js';
import { offerOf } from './changing-provider.js';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './constants.js';

export const OPERATOR_PASSWORD = 'Veranstalter-Nachweis-2026!';

/** A signed-in staff user's JSON calls (setup only; the flows under test use the browser). */
export interface Staff {
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  token: string;
}

export async function signIn(baseURL: string, username: string, password: string): Promise<Staff> {
  const res = await fetch(`${baseURL}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { authToken: string }).authToken;
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return { call, token };
}

/** The two operators' offers at the provider: the offerHost's first part is the code the operator is known by. */
export const OFFERS = {
  tui: {
    id: 'E2E-TUI-MALLORCA',
    hotel: 'Hotel Sonnenküste',
    host: 'Veranstalter: TUI Deutschland GmbH · Karl-Wiechert-Allee 23 · 30625 Hannover',
  },
  der: { id: 'E2E-DER-KRETA', hotel: 'Hotel Kretablick', host: 'Veranstalter: DERTOUR · Emil-von-Behring-Straße 6' },
} as const;
export type OfferKey = keyof typeof OFFERS;

/** One network of the world: its location, screen, the items on it and the plays it reported of each. */
export interface WorldNetwork {
  name: string;
  guid: string;
  location: { guid: string; name: string; postcode: string };
  screen: string;
  items: Record<OfferKey | 'own', { guid: string; name: string }>;
  plays: Record<OfferKey | 'own', number>;
}

export interface OperatorWorld {
  operators: Record<OfferKey, { guid: string; name: string; username: string }>;
  networks: { a: WorldNetwork; b: WorldNetwork; c: WorldNetwork };
  startDay: string;
  admin: Staff;
  /** Network A's administrator (demo user 'netzadmin' of Sonnenschein Reisen GmbH). */
  agencyA: Staff;
}

/** Seconds each reported play lasted. */
export const PLAY_SECONDS = 10;

const berlinDay = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(ms));

async function companyByName(admin: Staff, keyWord: string, name: string) {
  const found = await admin.call<Array<{ guid: string; name: string }>>('POST', '/v1/companies/list', { keyWord });
  const company = found.find((c) => c.name === name);
  if (!company) throw new Error(`demo data without ${name}`);
  return company.guid;
}

/** A new screen at the location, active and playing a new playlist of the location with one own picture. */
async function screenAt(baseURL: string, admin: Staff, location: string, label: string) {
  const key = randomUUID();
  const registered = await fetch(`${baseURL}/api/playlist?key=${key}&version=e2e-operators`);
  if (registered.status !== 200) throw new Error(`screen ${label} did not register: ${registered.status}`);
  const playlist = (
    await admin.call<{ guid: string }>('POST', '/v1/playlists', {
      guidCompany: location,
      name: `Schaufenster ${label}`,
      orientation: 'horizontal',
    })
  ).guid;
  await admin.call('GET', `/v1/devices/link/${location}/${key}`);
  await admin.call('POST', `/v1/devices/${key}`, {
    name: `Bildschirm ${label}`,
    orientation: 'horizontal',
    deviceState: 'ACTIVE',
  });
  await admin.call('GET', `/v1/playlists/linkToDevice/${playlist}/${key}`);
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `eigene-werbung-${label}.png`);
  const uploaded = await fetch(`${baseURL}/v1/playlists/upload/${playlist}?active=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`upload ${label}: ${uploaded.status} ${await uploaded.text()}`);
  return { key, playlist };
}

/** The offer tool's calls as its page makes them: 'Angebot hinzufügen' for the screen. */
async function placeOffer(
  baseURL: string,
  agency: { code: string; advisoryId: string | null },
  offerId: string,
  screen: string,
) {
  const tool = async <T>(call: string, body: object): Promise<T> => {
    const res = await fetch(`${baseURL}/v1/pcstd/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: agency.code,
        ...(agency.advisoryId ? { advisoryId: agency.advisoryId } : {}),
        provider: 'http',
        offerId,
        ...body,
      }),
    });
    if (res.status !== 200) throw new Error(`${call} ${offerId}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const login = await tool<{ start: number }>('prepareLogin', {});
  await tool('addToOffice', {
    start: login.start,
    end: login.start + 7 * 86_400_000 - 60_000,
    targetDevices: [screen],
  });
}

/**
 * One network's screen: both offers and an own picture in its loop; once the screen got them with its poll, it
 * reports `plays` of each (10 s each, 15 s apart, in the last minutes).
 */
async function networkWorld(
  baseURL: string,
  admin: Staff,
  net: { name: string; guid: string; location: WorldNetwork['location'] },
  plays: WorldNetwork['plays'],
  label: string,
): Promise<WorldNetwork> {
  const { key, playlist } = await screenAt(baseURL, admin, net.location.guid, label);
  const company = await admin.call<{ offerCode: string; advisoryId: string | null }>(
    'GET',
    `/v1/companies/${net.location.guid}`,
  );
  for (const offer of Object.values(OFFERS)) {
    await placeOffer(baseURL, { code: company.offerCode, advisoryId: company.advisoryId }, offer.id, key);
  }
  const { items } = await admin.call<{ items: Array<{ guid: string; name: string }> }>(
    'GET',
    `/v1/playlists/${playlist}`,
  );
  const itemOf = (match: (name: string) => boolean, what: string) => {
    const found = items.filter((i) => match(i.name));
    if (found.length !== 1) throw new Error(`${label}: ${what} ${JSON.stringify(items)}`);
    return found[0] as { guid: string; name: string };
  };
  const world: WorldNetwork = {
    ...net,
    screen: key,
    items: {
      tui: itemOf((n) => n.startsWith(`Angebot ${OFFERS.tui.id}`), 'TUI offer'),
      der: itemOf((n) => n.startsWith(`Angebot ${OFFERS.der.id}`), 'DER offer'),
      own: itemOf((n) => !n.startsWith('Angebot '), 'own picture'),
    },
    plays,
  };
  // the screen's poll serves the three items (a play of an item never served is refused)
  await waitFor(
    async () => {
      const res = await fetch(`${baseURL}/api/playlist?key=${key}`);
      const served = res.ok ? ((await res.json()) as { items: Array<{ guid: string }> }).items.map((i) => i.guid) : [];
      return Object.values(world.items).every((i) => served.includes(i.guid)) ? true : undefined;
    },
    `screen ${label} got both offers and its own picture`,
    60_000,
    250,
  );
  const order = (['tui', 'der', 'own'] as const).flatMap((k) => Array.from({ length: plays[k] }, () => k));
  const t0 = Date.now() - (order.length + 1) * 15_000;
  const batch = order.map((k, n) => ({ item: world.items[k].guid, start: t0 + n * 15_000, seconds: PLAY_SECONDS }));
  const sent = await fetch(`${baseURL}/api/plays?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ batchId: randomUUID(), plays: batch }),
  });
  const answer = await sent.text();
  if (sent.status !== 200 || JSON.parse(answer).accepted !== batch.length)
    throw new Error(`plays of ${label}: ${sent.status} ${answer}`);
  return world;
}

/** The whole world on a fresh server with demo data and the provider. */
export async function operatorWorld(baseURL: string, provider: ChangingProvider): Promise<OperatorWorld> {
  for (const offer of Object.values(OFFERS)) {
    provider.answer(offer.id, { ...offerOf(provider.origin, offer.id, offer.hotel, 999), offerHost: offer.host });
  }
  const admin = await signIn(baseURL, 'admin', ADMIN_PASSWORD);
  const agencyA = await signIn(baseURL, 'netzadmin', DEMO_PASSWORD);
  const operator = async (name: string, codes: string[], username: string) => {
    const guid = (await admin.call<{ guid: string }>('POST', '/v1/operators', { name, codes })).guid;
    await admin.call('POST', `/v1/operators/${guid}/users`, { username, password: OPERATOR_PASSWORD, admin: false });
    return { guid, name, username };
  };
  const operators = {
    tui: await operator('TUI Deutschland', ['TUI', 'TUI Deutschland GmbH'], 'tui-nachweise'),
    der: await operator('DER Touristik', ['DER', 'DERTOUR'], 'der-nachweise'),
  };
  // A and B from the demo data; C new, with a location of its own
  const a = {
    name: 'Sonnenschein Reisen GmbH',
    guid: await companyByName(admin, 'Sonnenschein', 'Sonnenschein Reisen GmbH'),
    location: {
      name: 'Sonnenschein Reisen Berlin-Mitte',
      guid: await companyByName(admin, 'Berlin-Mitte', 'Sonnenschein Reisen Berlin-Mitte'),
      postcode: '10117',
    },
  };
  const b = {
    name: 'Fernweh Touristik AG',
    guid: await companyByName(admin, 'Fernweh', 'Fernweh Touristik AG'),
    location: {
      name: 'Fernweh Reisebüro Düsseldorf',
      guid: await companyByName(admin, 'Düsseldorf', 'Fernweh Reisebüro Düsseldorf'),
      postcode: '40212',
    },
  };
  const cName = 'Reisenetz Ohne Freigabe';
  const cGuid = (await admin.call<{ guid: string }>('POST', '/v1/companies', { isMother: 1, name: cName })).guid;
  const cLocation = (
    await admin.call<{ guid: string }>('POST', '/v1/companies', { guidParent: cGuid, name: 'Reisebüro Leipzig Markt' })
  ).guid;
  await admin.call('POST', `/v1/companies/${cLocation}`, { postcode: '04109', city: 'Leipzig', street: 'Markt 1' });
  const c = {
    name: cName,
    guid: cGuid,
    location: { name: 'Reisebüro Leipzig Markt', guid: cLocation, postcode: '04109' },
  };

  const startDay = berlinDay(Date.now() - 7 * 86_400_000);
  const consent = (named: boolean) => ({ shares: true, startDay, named, locationsDecide: false });
  // network A's own administrator consents to both operators with its names; network B (the administrator for
  // it: the demo data has no user of it) to operator 1 with its region only; network C to none
  await agencyA.call('PUT', `/v1/companies/${a.guid}/operator-consents/${operators.tui.guid}`, consent(true));
  await agencyA.call('PUT', `/v1/companies/${a.guid}/operator-consents/${operators.der.guid}`, consent(true));
  await admin.call('PUT', `/v1/companies/${b.guid}/operator-consents/${operators.tui.guid}`, consent(false));

  const networks = {
    a: await networkWorld(baseURL, admin, a, { tui: 3, der: 4, own: 2 }, 'A'),
    b: await networkWorld(baseURL, admin, b, { tui: 5, der: 6, own: 2 }, 'B'),
    c: await networkWorld(baseURL, admin, c, { tui: 7, der: 8, own: 2 }, 'C'),
  };
  return { operators, networks, startDay, admin, agencyA };
}
