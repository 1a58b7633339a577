// The world of the 'Reise der Woche' end-to-end test, set up through the product's API on an own server: a new
// network (rule 'Läuft sofort') with three locations that differ in departure airport, address, phone and approval
// setting, each with its screens (registered through the player protocol, placed, active, each on a playlist of its
// own shape), a network user with the seeded 'Netzwerk-Administrator' role and, at the second and third location,
// a user whose role holds 'Benutzer darf Angebote freigeben'. The flows under test (publish, approve, decline,
// withdraw) use the browser; the screens are read through GET /api/playlist as a device reads them.
import { randomUUID } from 'node:crypto';
import { R } from '@signage/shared';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './constants.js';
import { type Staff, signIn } from './operator-world.js';

const jsQR = jsQRModule.default; // CommonJS typed as an ES default export

/** The demo offer's price without an airport (ab Düsseldorf) and the demo provider's surcharges (demo-airports.ts). */
export const BASE_PRICE = 899;
export const OFFER_ID = '1000';

export interface RdwScreen {
  key: string;
  name: string;
  orientation: 'horizontal' | 'vertical';
  playlist: string;
}

export interface RdwLocation {
  guid: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  /**
   * Its e-mail: a domain makes its web address the QR code's link (the demo offer has no booking link), which the
   * server replaces by a counted short link per playlist; without one the code shows its postal address.
   */
  email: string | null;
  airport: string | null;
  price: number;
  /** The location's own setting: 'Erst nach unserer Freigabe' (location) or 'Wie das Netzwerk entscheidet'. */
  approval: 'immediate' | 'location';
  screens: RdwScreen[];
  /** The username of its approving user (the second and third location). */
  approver: string | null;
}

export interface RdwWorld {
  network: { guid: string; name: string };
  networkUser: string;
  locations: [RdwLocation, RdwLocation, RdwLocation];
  admin: Staff;
}

type LocationSpec = Omit<RdwLocation, 'guid' | 'screens' | 'approver'> & {
  shapes: Array<'horizontal' | 'vertical'>;
  approverName: string | null;
};

const SPECS: LocationSpec[] = [
  {
    name: 'RdW Reisebüro Köln Dom',
    street: 'Domkloster 4',
    postcode: '50667',
    city: 'Köln',
    phone: '0221 111111',
    email: null,
    airport: null,
    price: BASE_PRICE,
    approval: 'immediate',
    shapes: ['horizontal', 'vertical'],
    approverName: null,
  },
  {
    name: 'RdW Reisebüro München Marienplatz',
    street: 'Marienplatz 8',
    postcode: '80331',
    city: 'München',
    phone: '089 222222',
    email: 'info@rdw-muenchen.example',
    airport: 'MUC',
    price: BASE_PRICE + 40,
    approval: 'location',
    shapes: ['vertical'],
    approverName: 'rdw-muenchen',
  },
  {
    name: 'RdW Reisebüro Hamburg Jungfernstieg',
    street: 'Jungfernstieg 7',
    postcode: '20354',
    city: 'Hamburg',
    phone: '040 333333',
    email: 'info@rdw-hamburg.example',
    airport: 'HAM',
    price: BASE_PRICE + 60,
    approval: 'location',
    shapes: ['horizontal'],
    approverName: 'rdw-hamburg',
  },
];

async function roleNamed(admin: Staff, name: string) {
  const roles = await admin.call<Array<{ guid: string; name: string }>>('POST', '/v1/roles/list', {});
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.guid;
}

/** A new role allowing exactly `granted`. */
async function roleWith(admin: Staff, name: string, granted: string[]) {
  const role = (await admin.call<{ guid: string }>('POST', '/v1/roles', {})).guid;
  await admin.call('POST', `/v1/roles/${role}`, { name });
  const rights = await admin.call<Array<{ guid: string; guidRight: string }>>('POST', '/v1/rights/list', {
    guidRole: role,
  });
  for (const wanted of granted) {
    const right = rights.find((r) => r.guidRight === wanted);
    if (!right) throw new Error(`${wanted} missing`);
    await admin.call('POST', `/v1/rights/${right.guid}`, { guidRole: role, allowed: 1 });
  }
  return role;
}

async function person(admin: Staff, at: string, role: string, username: string) {
  const guid = (await admin.call<{ guid: string }>('POST', '/v1/people', { guidParent: at, guidRole: role })).guid;
  await admin.call('POST', `/v1/people/${guid}`, { username, password: DEMO_PASSWORD });
  return username;
}

/** A new screen registered by its first poll, placed at the location, active, playing a new playlist of its shape. */
async function screenAt(
  baseURL: string,
  admin: Staff,
  location: string,
  name: string,
  shape: RdwScreen['orientation'],
) {
  const key = randomUUID();
  const registered = await fetch(`${baseURL}/api/playlist?key=${key}&version=e2e-rdw`);
  if (registered.status !== 200) throw new Error(`screen ${name} did not register: ${registered.status}`);
  const playlist = (
    await admin.call<{ guid: string }>('POST', '/v1/playlists', {
      guidCompany: location,
      name: `Schaufenster ${name}`,
      orientation: shape,
    })
  ).guid;
  await admin.call('GET', `/v1/devices/link/${location}/${key}`);
  await admin.call('POST', `/v1/devices/${key}`, { name, orientation: shape, deviceState: 'ACTIVE' });
  await admin.call('GET', `/v1/playlists/linkToDevice/${playlist}/${key}`);
  return { key, name, orientation: shape, playlist };
}

export async function rdwWorld(baseURL: string, adminPassword: string): Promise<RdwWorld> {
  const admin = await signIn(baseURL, 'admin', adminPassword);
  const networkName = 'Reisenetz Reise der Woche';
  const net = (await admin.call<{ guid: string }>('POST', '/v1/companies', { isMother: 1, name: networkName })).guid;
  await admin.call('POST', `/v1/companies/${net}`, { offerApproval: 'immediate' });
  const networkUser = await person(admin, net, await roleNamed(admin, 'Netzwerk-Administrator'), 'rdw-zentrale');
  const approverRole = await roleWith(admin, 'E2E Angebote freigeben', [R.navigation, R.dashboard, R.offerApprove]);
  const locations: RdwLocation[] = [];
  for (const spec of SPECS) {
    const guid = (await admin.call<{ guid: string }>('POST', '/v1/companies', { guidParent: net, name: spec.name }))
      .guid;
    await admin.call('POST', `/v1/companies/${guid}`, {
      street: spec.street,
      postcode: spec.postcode,
      city: spec.city,
      phonenumber: spec.phone,
      email: spec.email ?? '',
      departureAirport: spec.airport ?? '',
      offerApproval: spec.approval,
    });
    const screens: RdwScreen[] = [];
    for (const [n, shape] of spec.shapes.entries()) {
      screens.push(
        await screenAt(
          baseURL,
          admin,
          guid,
          `${spec.city} ${shape === 'vertical' ? 'Stele' : 'Fenster'} ${n + 1}`,
          shape,
        ),
      );
    }
    const approver = spec.approverName ? await person(admin, guid, approverRole, spec.approverName) : null;
    const { shapes: _, approverName: __, ...kept } = spec;
    locations.push({ ...kept, guid, screens, approver });
  }
  return {
    network: { guid: net, name: networkName },
    networkUser,
    locations: locations as RdwWorld['locations'],
    admin,
  };
}

/** A screen's offer items as the player protocol serves them. */
export async function offerItemsOf(baseURL: string, key: string) {
  const res = await fetch(`${baseURL}/api/playlist?key=${key}`);
  if (res.status !== 200) throw new Error(`playlist of ${key}: ${res.status}`);
  const { items } = (await res.json()) as {
    items: Array<{ guid: string; name: string; localAbsoluteFileName: string | null }>;
  };
  return items.filter((i) => i.name.startsWith(`Angebot ${OFFER_ID} `));
}

/** The image a screen loads: its size and the text of its QR code (null when none could be read). */
export async function readImage(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const png = Buffer.from(await res.arrayBuffer());
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return { png, width: info.width, height: info.height, qr: code?.data ?? null };
}
