// Builds the data of bench/player-protocol.ts: 50 networks, 500 locations, 500 playlists of 20 items
// (17 images/videos/web items, one linking a 5-item channel, two with validity windows), 10,000 devices.
import { randomUUID } from 'node:crypto';
import type { Db } from '../apps/server/src/db/client.js';
import { appVersions, companies, devices, media, playlistItems, playlists } from '../apps/server/src/db/schema.js';

const DAY = 86_400_000;
const THUMB = `data:image/jpeg;base64,${'A'.repeat(2000)}`;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

export interface PlayerData {
  keys: string[];
  itemsPerPlaylist: number;
  playlists: number;
}

export async function seedPlayerData(
  db: Db,
  now: number,
  deviceCount = 10_000,
  playlistCount = 500,
): Promise<PlayerData> {
  const networks = Array.from({ length: 50 }, (_, i) => ({ guid: randomUUID(), name: `Netz ${i}`, isMother: 1 }));
  const locations = Array.from({ length: playlistCount }, (_, i) => ({
    guid: randomUUID(),
    name: `Standort ${i}`,
    isMother: 0,
    guidParent: networks[i % networks.length].guid,
    city: 'Berlin',
  }));
  await insertChunked([...networks, ...locations], (c) => db.insert(companies).values(c));
  await db.insert(appVersions).values({ guid: randomUUID(), name: '4.2.0', isDefault: 1 });

  const channels = Array.from({ length: 10 }, (_, i) => ({ guid: randomUUID(), name: `Kanal ${i}`, channel: 1 }));
  const lists = locations.map((l, i) => ({ guid: randomUUID(), name: `Schaufenster ${i}`, guidCompany: l.guid }));
  await insertChunked([...channels, ...lists], (c) => db.insert(playlists).values(c));

  const items: Array<typeof playlistItems.$inferInsert> = [];
  const mediaRows: Array<typeof media.$inferInsert> = [];
  const item = (guidPlaylist: string, n: number, extra: Partial<typeof playlistItems.$inferInsert> = {}) => {
    const guid = randomUUID();
    items.push({
      guid,
      guidPlaylist,
      orderNr: 100 * (n + 1),
      name: `Angebot ${n}.jpg`,
      title: `Angebot ${n}`,
      type: 'IMAGE',
      mime: 'image/jpeg',
      localFileName: `${guid}.jpg`,
      size: 350_000 + n,
      duration: 10,
      md5: randomUUID().replaceAll('-', ''),
      thumb: THUMB,
      activeFrom: new Date(now - DAY),
      activeTill: new Date(now + 30 * DAY),
      ...extra,
    });
  };
  for (const channel of channels) for (let n = 0; n < 5; n++) item(channel.guid, n);
  for (const [i, list] of lists.entries()) {
    for (let n = 0; n < 20; n++) {
      if (n === 10) {
        item(list.guid, n, {
          type: 'PLAYLIST',
          linkedPlaylist: channels[i % channels.length].guid,
          localFileName: null,
        });
      } else if (n % 6 === 1) {
        const guidMedia = randomUUID();
        const file = `${guidMedia}.mp4`;
        mediaRows.push({
          guid: guidMedia,
          localFileName: file,
          webFileName: `${guidMedia}.web.mp4`,
          type: 'VIDEO',
          guidPlaylist: list.guid,
        });
        item(list.guid, n, { type: 'VIDEO', mime: 'video/mp4', localFileName: file, guidMedia, duration: 15 });
      } else if (n % 9 === 2) {
        item(list.guid, n, { type: 'WEB', mime: 'web', localFileName: 'https://www.example.org/angebote' });
      } else if (n === 18) {
        item(list.guid, n, { activeFrom: new Date(now + 2 * 60_000) }); // starts during the run
      } else if (n === 19) {
        item(list.guid, n, { activeFrom: null, activeTill: new Date(now + 3 * 60_000) }); // ends during the run
      } else {
        item(list.guid, n);
      }
    }
  }
  await insertChunked(mediaRows, (c) => db.insert(media).values(c));
  await insertChunked(items, (c) => db.insert(playlistItems).values(c));

  const rows = Array.from({ length: deviceCount }, (_, i) => {
    const at = i % locations.length;
    return {
      guid: randomUUID(),
      name: `Bildschirm ${i}`,
      deviceState: 'ACTIVE',
      guidCompany: locations[at].guid,
      guidParent: locations[at].guidParent,
      guidPlaylist: lists[at].guid,
    };
  });
  await insertChunked(rows, (c) => db.insert(devices).values(c));
  return { keys: rows.map((r) => r.guid), itemsPerPlaylist: 20, playlists: lists.length };
}
