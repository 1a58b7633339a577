// The staff writes of bench/stale-soak.ts, each through the real API as the web app sends it: playlist items
// (add, edit, reorder, delete, deactivate), linked playlists, media upload, item schedules, a location's time zone and
// opening hours, device settings and playlist assignment, announcements (start and end), the default app version.
import sharp from 'sharp';
import { ok, type World, webItem } from './soak-world.js';

interface Item {
  guid: string;
  guidPlaylist: string;
  active: number;
  type: string;
  linkedPlaylist: string | null;
}

export type Pick = <T>(list: readonly T[]) => T;

/** A small deterministic random source (the run can be repeated with the same --seed). */
export function randomSource(seed: number): { pick: Pick; below: (n: number) => number } {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(list: readonly T[]) => list[below(list.length)] as T };
}

const ZONES = ['Europe/Berlin', 'Europe/Lisbon', 'Europe/Athens', 'Atlantic/Canary'];
const DAYS = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;

/** Runs the writes; `announcements` holds those started and not yet ended (the soak ends them at the end). */
export function writeMix(world: World, random: ReturnType<typeof randomSource>) {
  const { admin } = world;
  const { pick, below } = random;
  const announcements: string[] = [];
  let n = 0;
  const playlists = () => [...world.playlistOf.values(), world.channel];
  // The playlist's own entries (the list also shows a linked playlist's items in place).
  const itemsOf = async (playlist: string) =>
    (await ok<Item[]>('items', admin.get(`/v1/playlists/${playlist}/items`))).filter(
      (i) => i.guidPlaylist === playlist,
    );
  /** One of the playlist's own items (not a linked playlist), or undefined. */
  const someItem = async (playlist: string) => pick((await itemsOf(playlist)).filter((i) => i.type !== 'PLAYLIST'));
  const image = () =>
    sharp({ create: { width: 320, height: 180, channels: 3, background: { r: below(256), g: below(256), b: 90 } } })
      .png()
      .toBuffer();
  const hours = () => {
    const open = 7 + below(4);
    const weekly = Object.fromEntries(
      DAYS.filter(() => below(5) > 0).map((d) => [d, [{ from: `0${open}:00`.slice(-5), till: `${17 + below(4)}:30` }]]),
    );
    return { hours: { weekly } };
  };
  const writes: Record<string, () => Promise<unknown>> = {
    'item add': () => webItem(admin, pick(playlists()), ++n),
    'item edit': async () => {
      const playlist = pick(playlists());
      const item = await someItem(playlist);
      if (!item) return null;
      return ok(
        'item edit',
        admin.post(`/v1/playlists/${playlist}/item`, { guid: item.guid, duration: 5 + below(40), title: `T ${++n}` }),
      );
    },
    'item reorder': async () => {
      const playlist = pick(playlists());
      // Arrows move an item past its nearest neighbour that is no linked playlist: among those, one step left or
      // right (the first can only go right, the last only left).
      const items = (await itemsOf(playlist)).filter((i) => i.type !== 'PLAYLIST');
      if (items.length < 2) return null;
      const at = below(items.length);
      const direction = at === 0 ? 'right' : at === items.length - 1 || below(2) ? 'left' : 'right';
      const guid = (items[at] as Item).guid;
      return ok('reorder', admin.post(`/v1/playlists/${playlist}/itemOrderNr`, { guid, direction }));
    },
    'item delete': async () => {
      const playlist = pick(playlists());
      const items = (await itemsOf(playlist)).filter((i) => i.type !== 'PLAYLIST');
      // Keep a loop to play: below three own items an item is added instead.
      if (items.length < 3) return webItem(admin, playlist, ++n);
      return ok('delete', admin.get(`/v1/playlists/${playlist}/items/${pick(items).guid}/delete`));
    },
    'item (de)activate': async () => {
      const playlist = pick(playlists());
      const item = await someItem(playlist);
      if (!item) return null;
      const active = item.active ? 0 : 1;
      return ok('active', admin.post(`/v1/playlists/${playlist}/item`, { guid: item.guid, active }));
    },
    'linked playlist': async () => {
      // Unlink the channel (delete its PLAYLIST item) or link it again.
      const playlist = pick([...world.playlistOf.values()]);
      const link = (await itemsOf(playlist)).find((i) => i.linkedPlaylist === world.channel);
      if (link) return ok('unlink', admin.get(`/v1/playlists/${playlist}/items/${link.guid}/delete`));
      return ok('link', admin.get(`/v1/playlists/linkpl/${world.channel}/${playlist}`));
    },
    'media upload': async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await image())], { type: 'image/png' }), `bild-${++n}.png`);
      return ok('upload', admin.upload(`/v1/playlists/upload/${pick(playlists())}?active=1`, form));
    },
    'item schedule': async () => {
      const playlist = pick(playlists());
      const item = await someItem(playlist);
      if (!item) return null;
      const days = DAYS.filter(() => below(3) > 0);
      const times = { kind: 'times', days, spans: [{ from: `0${6 + below(6)}:15`.slice(-5), till: '19:45' }] };
      const schedule = pick([null, { kind: 'open' }, { kind: 'closed' }, days.length ? times : null]);
      return ok('schedule', admin.post(`/v1/playlists/${playlist}/items/schedule`, { guids: [item.guid], schedule }));
    },
    'location time zone': () =>
      ok('time zone', admin.post(`/v1/companies/${pick(world.locations).guid}`, { timeZone: pick(ZONES) })),
    'opening hours': () =>
      ok('opening hours', admin.post(`/v1/companies/${pick(world.locations).guid}/opening-hours`, hours())),
    'device settings': () => {
      const power = pick([null, { kind: 'always' }, { kind: 'hours', before: below(60), after: below(60) }]);
      const body = { maxDuration: pick([null, 0, 60, 120]), orientation: pick(['horizontal', 'vertical']), power };
      return ok('device', admin.post(`/v1/devices/${pick(world.screens).key}`, body));
    },
    'playlist assignment': () => {
      // Another playlist of the screen's location: its own, or the channel on its own.
      const screen = pick(world.screens);
      const playlist = below(4) ? world.playlistOf.get(screen.location) : world.channel;
      return ok('assign', admin.get(`/v1/playlists/linkToDevice/${playlist}/${screen.key}`));
    },
    announcement: async () => {
      if (announcements.length && below(2)) {
        const id = announcements.splice(below(announcements.length), 1)[0] as string;
        return ok('announcement end', admin.post(`/v1/announcements/${id}/end`, {}));
      }
      const location = pick(world.locations);
      const created = await ok<{ guid: string }>(
        'announcement',
        admin.post('/v1/announcements', {
          network: location.network,
          scope: 'location',
          location: location.guid,
          text: `Heute geschlossen ab 18 Uhr (${++n})`,
          colour: '#c62828',
          endsAt: Date.now() + 3_600_000,
        }),
      );
      announcements.push(created.guid);
      return created;
    },
    'default app version': () => ok('app default', admin.post(`/v1/apps/${pick(world.apps)}`, { isDefault: 1 })),
  };
  return {
    names: Object.keys(writes),
    /** One write chosen at random; resolves with its name. */
    async one(): Promise<string> {
      const name = pick(Object.keys(writes));
      await writes[name]?.();
      return name;
    },
    /** Ends every announcement still running (the soak's last writes). */
    async endAnnouncements(): Promise<number> {
      const ended = announcements.splice(0);
      for (const id of ended) await ok('announcement end', admin.post(`/v1/announcements/${id}/end`, {}));
      return ended.length;
    },
  };
}
