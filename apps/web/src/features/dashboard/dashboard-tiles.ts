import { hasRight, type Me, R } from '@signage/shared';
import { hasOwnLocationPage } from '../../lib/landing';

export type TileKey = 'networks' | 'playlist' | 'devices' | 'users' | 'myLocation';

export interface Tile {
  key: TileKey;
  path: string;
  /** Stable id for tests (the SPEC's tile names). */
  testId: string;
}

/**
 * SPEC §2: tiles Netzwerke, Playlist, Geraete, Benutzer with their DASHBOARD_VISIBLE_* right, and 'Mein Standort'.
 * A tile shows only when its page has something for the user — it also needs the right the page asks for (never 'Keine
 * Berechtigung'), and 'Mein Standort' a place of the user's own with devices it may read. The devices tile opens the
 * device list with the devices right, else the user's own devices (MainDevices, which the tile's right lets the user
 * read).
 */
export function dashboardTiles(user: Pick<Me, 'rights' | 'guidParent'> | null | undefined): Tile[] {
  const rights = user?.rights;
  const both = (tile: string, page: string) => hasRight(rights, tile) && hasRight(rights, page);
  const tiles: Tile[] = [];
  if (both(R.dashboardNetwork, R.network))
    tiles.push({ key: 'networks', path: '/Dashboard/Netzwerke', testId: 'tile-Netzwerke' });
  if (both(R.dashboardPlaylist, R.playlist))
    tiles.push({ key: 'playlist', path: '/Dashboard/Playlist', testId: 'tile-Playlist' });
  if (hasRight(rights, R.dashboardDevices)) {
    const path = hasRight(rights, R.devices) ? '/Dashboard/Geraete' : '/Dashboard/MainDevices';
    tiles.push({ key: 'devices', path, testId: 'tile-Geraete' });
  }
  if (both(R.dashboardUser, R.user)) tiles.push({ key: 'users', path: '/Dashboard/Benutzer', testId: 'tile-Benutzer' });
  if (hasOwnLocationPage(user))
    tiles.push({ key: 'myLocation', path: '/Dashboard/MainLocation', testId: 'tile-MeinStandort' });
  return tiles;
}
