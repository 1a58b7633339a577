import { hasRight, R, type RightMap } from '@signage/shared';

/** i18n keys under `menu.` */
export type MenuKey =
  | 'dashboard'
  | 'networks'
  | 'playlist'
  | 'channels'
  | 'mediathek'
  | 'devices'
  | 'users'
  | 'roles'
  | 'templates'
  | 'rights'
  | 'apps'
  | 'media'
  | 'mails'
  | 'support'
  | 'reports'
  | 'announcements'
  | 'system';

export interface MenuItem {
  key: MenuKey;
  path: string;
  right: string;
  /** Detail routes that belong to the entry (for highlighting). */
  also?: readonly string[];
  /** Only for global users (no network): the administrators' system page. */
  globalOnly?: boolean;
}

/** SPEC §2 menu table: every entry with its route and the right that shows it. */
export const MENU: readonly MenuItem[] = [
  { key: 'dashboard', path: '/Dashboard/Main', right: R.dashboard },
  { key: 'networks', path: '/Dashboard/Netzwerke', right: R.network, also: ['/Netzwerke', '/Standort'] },
  { key: 'announcements', path: '/Dashboard/Ankuendigungen', right: R.network },
  { key: 'playlist', path: '/Dashboard/Playlist', right: R.playlist, also: ['/Playlist', '/PlaylistItem'] },
  { key: 'channels', path: '/Dashboard/Channels', right: R.channels },
  { key: 'mediathek', path: '/Dashboard/Mediathek', right: R.channels },
  { key: 'devices', path: '/Dashboard/Geraete', right: R.devices, also: ['/Geraete'] },
  { key: 'users', path: '/Dashboard/Benutzer', right: R.user, also: ['/Benutzer'] },
  { key: 'roles', path: '/Dashboard/Rollen', right: R.roles, also: ['/Rollen'] },
  { key: 'templates', path: '/Dashboard/Templates', right: R.roles, also: ['/Templates'] },
  { key: 'rights', path: '/Dashboard/Rechte', right: R.roles, also: ['/Rechte'] },
  { key: 'apps', path: '/Dashboard/Apps', right: R.apps, also: ['/Apps'] },
  { key: 'media', path: '/Dashboard/Medien', right: R.media },
  { key: 'mails', path: '/Dashboard/Mails', right: R.mails, also: ['/admin/mails'] },
  { key: 'support', path: '/Dashboard/Support', right: R.support },
  // The administrators' 'Veranstalter' page is reached from 'Berichte' (the menu must fit a 768-px-high window).
  { key: 'reports', path: '/Dashboard/Berichte', right: R.reports, also: ['/Dashboard/Veranstalter'] },
  { key: 'system', path: '/Dashboard/System', right: R.roles, globalOnly: true },
];

/** `global`: the user belongs to no network (administrators); only they see globalOnly entries. */
export function visibleMenu(rights: RightMap | null | undefined, global = false): MenuItem[] {
  return MENU.filter((item) => hasRight(rights, item.right) && (!item.globalOnly || global));
}

/** The drawer itself needs the navigation-visible right. */
export function showsNavigation(rights: RightMap | null | undefined): boolean {
  return hasRight(rights, R.navigation);
}

/** The menu entry a path belongs to (the longest matching prefix, case-insensitive). */
export function activeMenuKey(pathname: string, items: readonly MenuItem[] = MENU): MenuKey | null {
  const path = pathname.toLowerCase();
  let best: { key: MenuKey; length: number } | null = null;
  for (const item of items) {
    for (const candidate of [item.path, ...(item.also ?? [])]) {
      const prefix = candidate.toLowerCase();
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key ?? null;
}
