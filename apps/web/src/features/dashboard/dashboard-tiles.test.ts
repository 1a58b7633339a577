import { describe, expect, it } from 'vitest';
import { dashboardTiles } from './dashboard-tiles';

describe('dashboardTiles', () => {
  it('always shows Mein Standort', () => {
    expect(dashboardTiles(null).map((tile) => tile.key)).toEqual(['myLocation']);
    expect(dashboardTiles({}).map((tile) => tile.path)).toEqual(['/Dashboard/MainLocation']);
  });

  it('shows each tile with its dashboard right, in SPEC order', () => {
    const rights = {
      RIGHT_DASHBOARD_VISIBLE_NETWORK: true,
      RIGHT_DASHBOARD_VISIBLE_PLAYLIST: true,
      RIGHT_DASHBOARD_VISIBLE_DEVICES: true,
      RIGHT_DASHBOARD_VISIBLE_USER: true,
    };
    expect(dashboardTiles(rights).map((tile) => tile.key)).toEqual([
      'networks',
      'playlist',
      'devices',
      'users',
      'myLocation',
    ]);
    expect(dashboardTiles({ ...rights, RIGHT_DASHBOARD_VISIBLE_USER: false }).map((tile) => tile.key)).not.toContain(
      'users',
    );
  });

  it('does not use the menu rights for tiles', () => {
    expect(dashboardTiles({ RIGHT_COMP_VISIBLE_USER: true }).map((tile) => tile.key)).toEqual(['myLocation']);
  });

  it('opens the device list only with the devices right', () => {
    const devices = (rights: Record<string, boolean>) =>
      dashboardTiles(rights).find((tile) => tile.key === 'devices')?.path;
    expect(devices({ RIGHT_DASHBOARD_VISIBLE_DEVICES: true })).toBe('/Dashboard/MainDevices');
    expect(devices({ RIGHT_DASHBOARD_VISIBLE_DEVICES: true, RIGHT_COMP_VISIBLE_DEVICES: true })).toBe(
      '/Dashboard/Geraete',
    );
  });
});
