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
  | 'rightEdit'
  | 'playlistsList'
  | 'playlistEdit'
  | 'playlistItems'
  | 'channels'
  | 'mediathek'
  | 'media'
  | 'support'
  | 'mailsList'
  | 'mailEdit'
  | 'appsList'
  | 'appEdit'
  | 'templatesList'
  | 'templateEdit'
  | 'system'
  | 'devicesList'
  | 'deviceDetail'
  | 'stagePreview'
  | 'webPlayer'
  | 'newScreen'
  | 'mainLocation'
  | 'mainDevices'
  | 'unknownDevices'
  | 'networksList'
  | 'network'
  | 'location'
  | 'offerTool'
  | 'offerToolBosis'
  | 'offerCheck'
  | 'hotelSearch'
  | 'giataSearch'
  | 'giataHotel'
  | 'reports'
  | 'operatorPortal'
  | 'operators'
  | 'operatorConsents'
  | 'announcements';

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
  { path: '/Dashboard/MainLocation', page: 'mainLocation' },
  { path: '/Dashboard/MainDevices', page: 'mainDevices' },
  { path: '/Dashboard/Geraetegruppen', soon: 'deviceGroups' },
  { path: '/Dashboard/unbekannteGeraete', page: 'unknownDevices', right: R.devices },
  { path: '/Dashboard/Uploads', soon: 'uploads' },
  { path: '/Dashboard/Veroeffentlichungen', soon: 'publications' },
  { path: '/Dashboard/Netzwerke', page: 'networksList', right: R.network },
  { path: '/Dashboard/Playlist', page: 'playlistsList', right: R.playlist },
  { path: '/Dashboard/Channels', page: 'channels', right: R.channels },
  { path: '/Dashboard/Mediathek', page: 'mediathek', right: R.channels },
  { path: '/Dashboard/Geraete', page: 'devicesList', right: R.devices },
  { path: '/Dashboard/Benutzer', page: 'usersList', right: R.user },
  { path: '/Dashboard/Rollen', page: 'rolesList', right: R.roles },
  { path: '/Dashboard/Templates', page: 'templatesList', right: R.roles },
  { path: '/Dashboard/Rechte', page: 'rightsList', right: R.roles },
  { path: '/Dashboard/Apps', page: 'appsList', right: R.apps },
  { path: '/Dashboard/Medien', page: 'media', right: R.media },
  { path: '/Dashboard/Mails', page: 'mailsList', right: R.mails },
  { path: '/Dashboard/Support', page: 'support', right: R.support },
  /** Proof-of-play reports. */
  { path: '/Dashboard/Berichte', page: 'reports', right: R.reports },
  /** The administrators' tour operators; a network's or location's consents for them. */
  { path: '/Dashboard/Veranstalter', page: 'operators', right: R.operators },
  { path: '/Netzwerke/:companyId/Nachweise', page: 'operatorConsents', right: R.operatorConsent },
  /** Announcements on the screens. */
  { path: '/Dashboard/Ankuendigungen', page: 'announcements', right: R.network },
  /** Administrators' settings, server log and audit log (the page also requires a global user). */
  { path: '/Dashboard/System', page: 'system', right: R.roles },

  { path: '/Benutzer', page: 'usersList', right: R.user },
  { path: '/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Netzwerke/:companyId/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Netzwerke/:companyId/Standort/:locationId/Benutzer/:guid', page: 'userEdit', right: R.user },
  { path: '/Rollen', page: 'rolesList', right: R.roles },
  { path: '/Rollen/:guid', page: 'roleEdit', right: R.roles },
  { path: '/Netzwerke/:companyId/Rollen/:guid', page: 'roleEdit', right: R.roles },
  { path: '/Templates', page: 'templatesList', right: R.roles },
  { path: '/Templates/:guid', page: 'templateEdit', right: R.roles },
  { path: '/Rechte', page: 'rightsList', right: R.roles },
  { path: '/Rechte/NewItem', page: 'rightNew', right: R.roles },
  { path: '/Rechte/:guid', page: 'rightEdit', right: R.roles },
  { path: '/admin/mails/:guid', page: 'mailEdit', right: R.mails },
  { path: '/Netzwerke', page: 'networksList', right: R.network },
  { path: '/Netzwerke/:companyId', page: 'network', right: R.network },
  { path: '/Netzwerke/:companyId/:tabId', page: 'network', right: R.network },
  { path: '/Netzwerke/:companyId/Standort/:locationId', page: 'location', right: R.network },
  { path: '/Standort/:guid', page: 'location', right: R.network },
  { path: '/Geraete/:deviceGuid', page: 'deviceDetail' },
  { path: '/Netzwerke/:companyId/Geraete/:deviceGuid', page: 'deviceDetail' },
  { path: '/Playlist/:guid', page: 'playlistEdit', right: R.playlist },
  { path: '/Netzwerke/:companyId/Playlist/:guid', page: 'playlistEdit', right: R.playlist },
  { path: '/PlaylistItem/:guid', page: 'playlistItems' },
  { path: '/Apps/:guid', page: 'appEdit', right: R.apps },
  { path: '/counter/show/:guid', soon: 'counter' },
];

/** Signed-in routes without the shell (opened in their own window). */
export const BARE_PROTECTED_ROUTES: readonly RouteEntry[] = [
  { path: '/preview/:guidDevice', page: 'stagePreview' },
  // The tour operators' portal: an operator's user lands here and sees no staff menu.
  { path: '/Veranstalter-Portal', page: 'operatorPortal', right: R.operatorPortal },
];

/** Routes without login: the offer tool (authorised by its code), office client and player pages. */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: '/pc/addImage', page: 'offerTool' },
  { path: '/bs/addImage', page: 'offerToolBosis' },
  { path: '/oc/url', page: 'offerCheck' },
  { path: '/oc/index', page: 'hotelSearch' },
  { path: '/ga/index', page: 'giataSearch' },
  { path: '/ga/index/:giataId', page: 'giataHotel' },
  { path: '/ga/index/:giataId/:provider', page: 'giataHotel' },
  { path: '/player', page: 'newScreen' },
  { path: '/player/:deviceGuid', page: 'webPlayer' },
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
