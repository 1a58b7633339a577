import { hasRight, R, type RightMap } from '@signage/shared';

export type TileKey = 'networks' | 'playlist' | 'devices' | 'users' | 'myLocation';

export interface Tile {
  key: TileKey;
  path: string;
  /** Stable id for tests (the SPEC's tile names). */
  testId: string;
}

/**
 * SPEC §2: tiles Netzwerke, Playlist, Geraete, Benutzer with their DASHBOARD_VISIBLE_* right;
 * 'Mein Standort' always. The devices tile opens the device list with the devices right,
 * else the user's own devices (MainDevices).
 */
export function dashboardTiles(rights: RightMap | null | undefined): Tile[] {
  const tiles: Tile[] = [];
  if (hasRight(rights, R.dashboardNetwork))
    tiles.push({ key: 'networks', path: '/Dashboard/Netzwerke', testId: 'tile-Netzwerke' });
  if (hasRight(rights, R.dashboardPlaylist))
    tiles.push({ key: 'playlist', path: '/Dashboard/Playlist', testId: 'tile-Playlist' });
  if (hasRight(rights, R.dashboardDevices)) {
    const path = hasRight(rights, R.devices) ? '/Dashboard/Geraete' : '/Dashboard/MainDevices';
    tiles.push({ key: 'devices', path, testId: 'tile-Geraete' });
  }
  if (hasRight(rights, R.dashboardUser))
    tiles.push({ key: 'users', path: '/Dashboard/Benutzer', testId: 'tile-Benutzer' });
  tiles.push({ key: 'myLocation', path: '/Dashboard/MainLocation', testId: 'tile-MeinStandort' });
  return tiles;
}
