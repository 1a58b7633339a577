import type { Harness } from '../harness.js';
import { addDevice, addPlayerItem, addPlaylist } from './index.js';

/** NEW unassigned, ACTIVE in A (via location), ACTIVE in B, NEW in A, VER in A, archived in A. */
export async function deviceSample(h: Harness) {
  const db = h.database.db;
  const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA, name: 'Loop A' });
  await addPlayerItem(db, { guidPlaylist: playlist });
  const unassigned = await addDevice(db, { deviceState: 'NEW', name: 'Neues Gerät' });
  const a = await addDevice(db, {
    name: 'Fenster A',
    guidCompany: h.fx.locationA,
    guidPlaylist: playlist,
    lastHeartbeat: new Date(h.clock.now() - 60_000),
    diskUsageCurrent: 85,
    diskUsageMax: 100,
  });
  const b = await addDevice(db, { name: 'Fenster B', guidCompany: h.fx.locationB, guidParent: h.fx.networkB });
  const newA = await addDevice(db, { deviceState: 'NEW', guidParent: h.fx.networkA, name: 'Neu in A' });
  const ver = await addDevice(db, { deviceState: 'VER', guidParent: h.fx.networkA });
  const archived = await addDevice(db, { guidParent: h.fx.networkA, isArchived: 1, name: 'Lager' });
  return { playlist, unassigned, a, b, newA, ver, archived };
}
