import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { appVersions, devices } from '../../db/schema.js';
import { addPlaylist } from './playlists.js';

/** A device row named 'Gerät xxxx', ACTIVE unless given; returns its guid (values.guid if set). */
export async function addDevice(db: Db, values: Partial<typeof devices.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(devices).values({ name: `Gerät ${guid.slice(0, 4)}`, deviceState: 'ACTIVE', ...values, guid });
  return guid;
}

/** An app version (isDefault 0 unless given); returns its guid. */
export async function addAppVersion(db: Db, values: { name: string; isDefault?: number }) {
  const guid = randomUUID();
  await db.insert(appVersions).values({ isDefault: 0, ...values, guid });
  return guid;
}

/** A playlist of the network and an ACTIVE device at the location (of that network) playing it. */
export async function addPlayingDevice(db: Db, values: { network: string; location: string }) {
  const playlist = await addPlaylist(db, { guidCompany: values.network });
  const device = await addDevice(db, {
    guidCompany: values.location,
    guidParent: values.network,
    guidPlaylist: playlist,
  });
  return { device, playlist };
}
