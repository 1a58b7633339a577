import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../../app/router/route-table';
import { dashboardTiles } from './dashboard-tiles';

const located = '6f1c2a3b-0000-4000-8000-000000000001';
const user = (rights: Record<string, boolean>, guidParent: string | null = null) => ({ rights, guidParent });
const keys = (rights: Record<string, boolean>, guidParent: string | null = null) =>
  dashboardTiles(user(rights, guidParent)).map((tile) => tile.key);

const ALL_TILES = {
  RIGHT_DASHBOARD_VISIBLE_NETWORK: true,
  RIGHT_DASHBOARD_VISIBLE_PLAYLIST: true,
  RIGHT_DASHBOARD_VISIBLE_DEVICES: true,
  RIGHT_DASHBOARD_VISIBLE_USER: true,
};
const ALL_PAGES = {
  RIGHT_COMP_VISIBLE_NETWORK: true,
  RIGHT_COMP_VISIBLE_PLAYLIST: true,
  RIGHT_COMP_VISIBLE_DEVICES: true,
  RIGHT_COMP_VISIBLE_USER: true,
};

describe('dashboardTiles', () => {
  it('shows no tile without credential data or rights', () => {
    expect(dashboardTiles(null)).toEqual([]);
    expect(keys({}, located)).toEqual([]);
  });

  it('shows each tile with its dashboard right and its page’s right, in SPEC order', () => {
    expect(keys({ ...ALL_TILES, ...ALL_PAGES }, located)).toEqual([
      'networks',
      'playlist',
      'devices',
      'users',
      'myLocation',
    ]);
    expect(keys({ ...ALL_TILES, ...ALL_PAGES, RIGHT_DASHBOARD_VISIBLE_USER: false })).not.toContain('users');
  });

  it('does not use the menu rights alone for tiles', () => {
    expect(keys(ALL_PAGES)).toEqual([]);
  });

  it('leaves out a tile whose page the user may not open (no Keine Berechtigung)', () => {
    expect(keys(ALL_TILES)).toEqual(['devices']);
    expect(keys({ ...ALL_TILES, RIGHT_COMP_VISIBLE_PLAYLIST: true })).toEqual(['playlist', 'devices']);
  });

  it('opens the device list only with the devices right, else the user’s own devices', () => {
    const devices = (rights: Record<string, boolean>) =>
      dashboardTiles(user(rights)).find((tile) => tile.key === 'devices')?.path;
    expect(devices({ RIGHT_DASHBOARD_VISIBLE_DEVICES: true })).toBe('/Dashboard/MainDevices');
    expect(devices({ RIGHT_DASHBOARD_VISIBLE_DEVICES: true, RIGHT_COMP_VISIBLE_DEVICES: true })).toBe(
      '/Dashboard/Geraete',
    );
  });

  it("shows 'Mein Standort' only to a user with a place of its own who may read its devices", () => {
    // administrator and support: no location, the page would say none is assigned
    expect(keys({ ...ALL_TILES, ...ALL_PAGES })).not.toContain('myLocation');
    expect(keys({ RIGHT_COMP_VISIBLE_SUPPORT: true, RIGHT_COMP_VISIBLE_DEVICES: true })).not.toContain('myLocation');
    // a location user with the Geräte tile's right (the demo 'standort'), or support/devices rights
    expect(keys({ RIGHT_DASHBOARD_VISIBLE_DEVICES: true }, located)).toContain('myLocation');
    expect(keys({ RIGHT_COMP_VISIBLE_SUPPORT: true }, located)).toEqual(['myLocation']);
    // without any right to read devices the page could only say so
    expect(keys({ RIGHT_COMP_VISIBLE_PLAYLIST: true, RIGHT_DASHBOARD_VISIBLE_PLAYLIST: true }, located)).toEqual([
      'playlist',
    ]);
  });

  it('every tile opens a route whose right the user holds', () => {
    const rightsSets = [
      { ...ALL_TILES, ...ALL_PAGES },
      ALL_TILES,
      { RIGHT_DASHBOARD_VISIBLE_DEVICES: true },
      { ...ALL_TILES, RIGHT_COMP_VISIBLE_NETWORK: true, RIGHT_COMP_VISIBLE_USER: true },
    ];
    for (const rights of rightsSets) {
      for (const tile of dashboardTiles(user(rights, located))) {
        const route = SHELL_ROUTES.find((r) => matchPath({ path: r.path, end: true }, tile.path));
        expect(route, tile.path).toBeDefined();
        if (route?.right) expect(rights[route.right as keyof typeof rights], tile.path).toBe(true);
      }
    }
  });
});
