// The install bench/stale-soak.ts and bench/write-recording-cost.ts work on, set up through the staff API on top of
// the demo data: 50 screens spread over the demo's locations, each location with a playlist of its own (web items)
// into which one channel is linked, every screen playing its location's playlist, and two app versions.
import { login, type Session, screens } from './idle-memory-lib.js';
import { BENCH_PASSWORD } from './product-process.js';

export interface Location {
  guid: string;
  network: string;
}

export interface World {
  admin: Session;
  locations: Location[];
  /** Per location guid: the playlist its screens play. */
  playlistOf: Map<string, string>;
  /** The channel linked into every location playlist. */
  channel: string;
  /** Device guids (the screens' keys) and their location. */
  screens: Array<{ key: string; location: string }>;
  /** App version guids (one of them is the default). */
  apps: string[];
}

interface CompanyRow {
  guid: string;
  guidParent: string | null;
  isMother: number;
}

/** The body of a successful answer; any other status is an error naming the call. */
export async function ok<T>(call: string, res: Promise<Response>): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (!r.ok) throw new Error(`${call}: ${r.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function webItem(admin: Session, playlist: string, n: number): Promise<{ guid: string }> {
  return ok(
    'web item',
    admin.post(`/v1/playlists/${playlist}/items/create`, {
      view: 'location',
      name: `Angebot ${n}`,
      localFileName: `https://www.example.org/angebote/${n}`,
      duration: 10 + (n % 20),
    }),
  );
}

export async function setUpWorld(base: string, screenCount: number): Promise<World> {
  const admin = await login(base, 'admin', BENCH_PASSWORD);
  const companies = (await ok<CompanyRow[]>('companies', admin.post('/v1/companies/list', {}))).filter(
    (c) => c.isMother === 0 && c.guidParent,
  );
  const locations = companies.map((c) => ({ guid: c.guid, network: c.guidParent as string }));
  if (!locations.length) throw new Error('the demo data has no location in a network');
  const channel = (
    await ok<{ guid: string }>('channel', admin.post('/v1/playlists', { channel: 1, name: 'Bench-Kanal' }))
  ).guid;
  for (let n = 0; n < 2; n++) await webItem(admin, channel, 900 + n);
  const playlistOf = new Map<string, string>();
  for (const [i, location] of locations.entries()) {
    const created = await ok<{ guid: string }>(
      'playlist',
      admin.post('/v1/playlists', { guidCompany: location.guid, name: `Bench-Schaufenster ${i}` }),
    );
    for (let n = 0; n < 4; n++) await webItem(admin, created.guid, i * 100 + n);
    await ok('link channel', admin.get(`/v1/playlists/linkpl/${channel}/${created.guid}`));
    playlistOf.set(location.guid, created.guid);
  }
  const keys = await screens(
    base,
    admin,
    screenCount,
    locations.map((l) => l.guid),
  );
  const devices = (
    await ok<{ items: Array<{ guid: string; guidCompany: string | null }> }>(
      'devices',
      admin.post('/v1/devices/list', { showAll: true }),
    )
  ).items;
  const placed: World['screens'] = [];
  for (const key of keys) {
    const location = devices.find((d) => d.guid === key)?.guidCompany;
    const playlist = location ? playlistOf.get(location) : undefined;
    if (!location || !playlist) throw new Error(`screen ${key} is not at a bench location`);
    await ok('assign playlist', admin.get(`/v1/playlists/linkToDevice/${playlist}/${key}`));
    placed.push({ key, location });
  }
  const apps: string[] = [];
  for (const [i, name] of ['4.2.0', '4.3.0'].entries()) {
    const app = await ok<{ guid: string }>('app version', admin.post('/v1/apps', {}));
    await ok('app name', admin.post(`/v1/apps/${app.guid}`, { name, isDefault: i === 0 ? 1 : 0 }));
    apps.push(app.guid);
  }
  return { admin, locations, playlistOf, channel, screens: placed, apps };
}
