import { RIGHT_NAMES } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, MENU, showsNavigation, visibleMenu } from './menu-items';

const all = Object.fromEntries(RIGHT_NAMES.map((name) => [name, true]));

describe('menu', () => {
  it('lists every SPEC entry in order for a user with all rights (and the proof-of-play reports)', () => {
    expect(visibleMenu(all).map((item) => item.path)).toEqual([
      '/Dashboard/Main',
      '/Dashboard/Netzwerke',
      '/Dashboard/Ankuendigungen',
      '/Dashboard/Playlist',
      '/Dashboard/Channels',
      '/Dashboard/Mediathek',
      '/Dashboard/Geraete',
      '/Dashboard/Benutzer',
      '/Dashboard/Rollen',
      '/Dashboard/Templates',
      '/Dashboard/Rechte',
      '/Dashboard/Apps',
      '/Dashboard/Medien',
      '/Dashboard/Mails',
      '/Dashboard/Support',
      '/Dashboard/Berichte',
    ]);
  });

  it('adds the system page only for global users', () => {
    expect(visibleMenu(all, true).at(-1)?.path).toBe('/Dashboard/System');
    expect(visibleMenu({ RIGHT_COMP_VISIBLE_ROLES: true }, true).map((i) => i.key)).toContain('system');
    expect(visibleMenu({ RIGHT_COMP_VISIBLE_USER: true }, true).map((i) => i.key)).not.toContain('system');
  });

  it('uses only known right names', () => {
    for (const item of MENU) expect(RIGHT_NAMES).toContain(item.right);
  });

  it('shows an entry only with its right', () => {
    const keys = visibleMenu({ RIGHT_COMP_VISIBLE_ROLES: true, RIGHT_COMP_VISIBLE_PLAYLIST: true }).map((i) => i.key);
    expect(keys).toEqual(['playlist', 'roles', 'templates', 'rights']);
    expect(visibleMenu({ RIGHT_COMP_VISIBLE_CHANNELS: true }).map((i) => i.key)).toEqual(['channels', 'mediathek']);
  });

  it('hides everything without credential data or with rights set to false', () => {
    expect(visibleMenu(null)).toEqual([]);
    expect(visibleMenu({ RIGHT_COMP_VISIBLE_USER: false })).toEqual([]);
  });

  it('shows the drawer only with the navigation right', () => {
    expect(showsNavigation({ RIGHT_COMP_VISIBLE_NAVIGATION: true })).toBe(true);
    expect(showsNavigation({ RIGHT_COMP_VISIBLE_DASHBOARD: true })).toBe(false);
    expect(showsNavigation(undefined)).toBe(false);
  });

  it('finds the active entry by path prefix, ignoring case', () => {
    expect(activeMenuKey('/Dashboard/Benutzer')).toBe('users');
    expect(activeMenuKey('/dashboard/rollen/x')).toBe('roles');
    expect(activeMenuKey('/Dashboard/MainLocation')).toBeNull();
    expect(activeMenuKey('/Benutzer/123')).toBe('users');
    expect(activeMenuKey('/PlaylistItem/9')).toBe('playlist');
    expect(activeMenuKey('/Netzwerke/1/Benutzer/2')).toBe('networks');
    expect(activeMenuKey('/pc/addImage')).toBeNull();
  });
});
