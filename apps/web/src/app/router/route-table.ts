import { R } from '@signage/shared';
import { matchPath } from 'react-router';
import type de from '../../i18n/de.json';

/** Pages that exist in this version (lazy-loaded, see pages.ts). */
export type PageKey =
  | 'dashboardMain'
  | 'usersList'
  | 'userEdit'
  | 'rolesList'
  | 'roleEdit'
  | 'rightsList'
  | 'rightNew'
  | 'rightEdit';

/** Titles (i18n `pages.*`) of screens that later issues build; they show the 'in Vorbereitung' page. */
export type PlaceholderKey = keyof typeof de.pages;

export interface RouteEntry {
  path: string;
  page?: PageKey;
  soon?: PlaceholderKey;
  /** The right the page checks; without it the page shows 'Keine Berechtigung'. */
  right?: string;
}

/** SPEC §2: signed-in routes inside the dashboard shell. */
export const SHELL_ROUTES: readonly RouteEntry[] = [
  { path: '/Dashboard', page: 'dashboardMain' },
  { path: '/Dashboard/Main', page: 'dashboardMain' },
  { path: '/Dashboard/MainLocation', soon: 'mainLocation' },
  { path: '/Dashboard/MainDevices', soon: 'mainDevices' },
  { path: '/Dashboard/Geraetegruppen', soon: 'deviceGroups' },
  { path: '/Dashboard/unbekannteGeraete', soon: 'unknownDevices' },
  { path: '/Dashboard/Uploads', soon: 'uploads' },
  { path: '/Dashboard/Veroeffentlichungen', soon: 'publications' },
  { path: '/Dashboard/Netzwerke', soon: 'networks', right: R.network },
  { path: '/Dashboard/Playlist', soon: 'playlists', right: R.playlist },
  { path: '/Dashboard/Channels', soon: 'channels', right: R.channels },
  { path: '/Dashboard/Mediathek', soon: 'mediathek', right: R.channels },
  { path: '/Dashboard/Geraete', soon: 'devices', right: R.devices },
  { path: '/Dashboard/Benutzer', page: 'usersList', right: R.user },
  { path: '/Dashboard/Rollen', page: 'rolesList', right: R.roles },
  { path: '/Dashboard/Templates', soon: 'templates', right: R.roles },
  { path: '/Dashboard/Rechte', page: 'rightsList', right: R.roles },
  { path: '/Dashboard/Apps', soon: 'apps', right: R.apps },
  { path: '/Dashboard/Medien', soon: 'media', right: R.media },
  { path: '/Dashboard/Mails', soon: 'mails', right: R.mails },
  { path: '/Dashboard/Support', soon: 'support', right: R.support },

  { path: '/Benutzer', page: 'usersList', right: R.user },
  { path: '/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Netzwerke/:companyId/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Netzwerke/:companyId/Standort/:locationId/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Rollen', page: 'rolesList', right: R.roles },
  { path: '/Rollen/:guid', page: 'roleEdit', right: R.roles },
  { path: '/Netzwerke/:companyId/Rollen/:guid', page: 'roleEdit', right: R.roles },
  { path: '/Templates', soon: 'templates', right: R.roles },
  { path: '/Templates/:guid', soon: 'template', right: R.roles },
  { path: '/Rechte', page: 'rightsList', right: R.roles },
  { path: '/Rechte/NewItem', page: 'rightNew', right: R.roles },
  { path: '/Rechte/:guid', page: 'rightEdit', right: R.roles },
  { path: '/admin/mails/:guid', soon: 'mail', right: R.mails },
  { path: '/Netzwerke', soon: 'networks', right: R.network },
  { path: '/Netzwerke/:companyId', soon: 'network', right: R.network },
  { path: '/Netzwerke/:companyId/:tabId', soon: 'network', right: R.network },
  { path: '/Netzwerke/:companyId/Standort/:locationId', soon: 'location', right: R.network },
  { path: '/Standort/:guid', soon: 'location' },
  { path: '/Geraete/:deviceGuid', soon: 'device' },
  { path: '/Netzwerke/:companyId/Geraete/:deviceGuid', soon: 'device' },
  { path: '/Playlist/:guid', soon: 'playlist', right: R.playlist },
  { path: '/Netzwerke/:companyId/Playlist/:guid', soon: 'playlist', right: R.playlist },
  { path: '/PlaylistItem/:guid', soon: 'playlistItem' },
  { path: '/Apps/:guid', soon: 'app', right: R.apps },
  { path: '/counter/show/:guid', soon: 'counter' },
];

/** Signed-in routes without the shell (opened in their own window). */
export const BARE_PROTECTED_ROUTES: readonly RouteEntry[] = [{ path: '/preview/:guidDevice', soon: 'preview' }];

/** Routes without login: the offer tool (authorised by its code), office client and player pages. */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: '/pc/addImage', soon: 'offerTool' },
  { path: '/bs/addImage', soon: 'offerToolBosis' },
  { path: '/oc/url', soon: 'offerCheck' },
  { path: '/oc/index', soon: 'hotelSearch' },
  { path: '/ga/index', soon: 'giataSearch' },
  { path: '/ga/index/:giataId', soon: 'giataHotel' },
  { path: '/ga/index/:giataId/:provider', soon: 'giataHotel' },
  { path: '/player/:deviceGuid', soon: 'player' },
];

/** Login and logout have their own pages. */
export const AUTH_PATHS = ['/', '/login', '/Logout'] as const;

export const ALL_PATHS: readonly string[] = [
  ...AUTH_PATHS,
  ...[...SHELL_ROUTES, ...BARE_PROTECTED_ROUTES, ...PUBLIC_ROUTES].map((entry) => entry.path),
];

/** Pages that work without login (a 401 there must not send the user to /login). */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTES.some(
    (entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname) !== null,
  );
}
