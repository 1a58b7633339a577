import { randomUUID } from 'node:crypto';
import { addPlayingDevice } from './factory/devices.js';
import { addPlayerItem } from './factory/index.js';
import type { Harness } from './harness.js';

/** Test helpers of the plays module: a screen playing two items, and sending its reports. */
export async function playingScreen(h: Harness, at: { network: string; location: string }) {
  const db = h.database.db;
  const { device, playlist } = await addPlayingDevice(db, at);
  const first = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Sommer in Kroatien.jpg' });
  const second = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Herbstreisen.mp4', offerId: '1000' });
  return { device, playlist, first, second };
}

export function sendPlays(
  h: Harness,
  key: string,
  plays: unknown[],
  options: { batchId?: string; secret?: string } = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `/api/plays?key=${key}`,
    headers: options.secret ? { 'x-device-secret': options.secret } : {},
    payload: { batchId: options.batchId ?? randomUUID(), plays },
  });
}

export const play = (item: string, start: number, seconds = 10) => ({ item, start, seconds });
