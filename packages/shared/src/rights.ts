/** The catalogue of rights (SPEC §6). guidRight is the RIGHT_… name; the server seeds one row per entry. */
export type RightGroup = 'NETWORK' | 'COMPONENT' | 'DASHBOARD' | 'OPERATOR';

export interface RightDefinition<N extends string = string> {
  name: N;
  groupName: RightGroup;
  comment: string;
}

const component = <const N extends string>(name: N, comment: string): RightDefinition<N> => ({
  name,
  groupName: 'COMPONENT',
  comment,
});
const network = <const N extends string>(name: N, comment: string): RightDefinition<N> => ({
  name,
  groupName: 'NETWORK',
  comment,
});
const dashboard = <const N extends string>(name: N, comment: string): RightDefinition<N> => ({
  name,
  groupName: 'DASHBOARD',
  comment,
});

/** Rights of tour operators' users (Veranstalter): they work only in the operator portal, never in the staff app. */
const operator = <const N extends string>(name: N, comment: string): RightDefinition<N> => ({
  name,
  groupName: 'OPERATOR',
  comment,
});

const NETWORK_TABS = [
  ['STAMMDATA', 'Stammdaten'],
  ['PLAYLIST', 'Playlist'],
  ['DEVICES', 'Geräte'],
  ['LOCATIONS', 'Standorte'],
  ['USER', 'Benutzer'],
  ['ROLE', 'Rollen'],
  ['MEDIA', 'Medien'],
  ['COMMENTS', 'Kommentare'],
  ['IMPORT', 'Import'],
] as const;

/** The tabs of a network's detail page that have a RIGHT_NETWORK_TAB_* right. */
export type NetworkTabRight = (typeof NETWORK_TABS)[number][0];

export const RIGHT_CATALOGUE = [
  component('RIGHT_COMP_VISIBLE_NAVIGATION', 'Benutzer darf die Navigation sehen'),
  component('RIGHT_COMP_VISIBLE_DASHBOARD', 'Benutzer darf das Dashboard sehen'),
  component('RIGHT_COMP_VISIBLE_NETWORK', 'Benutzer darf Netzwerke sehen'),
  component('RIGHT_COMP_VISIBLE_PLAYLIST', 'Benutzer darf Playlists sehen'),
  component('RIGHT_COMP_VISIBLE_CHANNELS', 'Benutzer darf Channels und Mediathek sehen'),
  component('RIGHT_COMP_VISIBLE_DEVICES', 'Benutzer darf Geräte sehen'),
  component('RIGHT_COMP_VISIBLE_USER', 'Benutzer darf Benutzer verwalten'),
  component('RIGHT_COMP_VISIBLE_ROLES', 'Benutzer darf Rollen, Templates und Rechte verwalten'),
  component('RIGHT_COMP_VISIBLE_APPS', 'Benutzer darf App Versionen verwalten'),
  component('RIGHT_COMP_VISIBLE_MEDIA', 'Benutzer darf Medien sehen'),
  component('RIGHT_COMP_VISIBLE_MAILS', 'Benutzer darf Mails verwalten'),
  component('RIGHT_COMP_VISIBLE_SUPPORT', 'Benutzer darf den Support sehen'),
  component('RIGHT_COMP_STAGE_UPLOAD_PICTURE', 'Benutzer darf ein Schaufensterbild hochladen'),
  component('RIGHT_COMP_STAGE_IMG_VISIBLE', 'Benutzer darf das Standortbild sehen'),
  component('RIGHT_COMP_STAGE_CHANNELS_VISIBLE', 'Benutzer darf Channels in der Vorschau sehen'),
  component('RIGHT_COMP_STAGE_LAST_PING_VISIBLE', 'Benutzer darf die letzte Rückmeldung sehen'),
  component('RIGHT_COMP_STAGE_STATISTIC_VISIBLE', 'Benutzer darf Statistiken sehen'),
  network('RIGHT_NETWORK_CREATE', 'Benutzer darf Netzwerke anlegen und Statistiken laden'),
  network('RIGHT_NETWORK_VISIBLE_OWN', 'Benutzer darf das eigene Netzwerk sehen'),
  network('RIGHT_NETWORK_VISIBLE_OTHER', 'Benutzer darf andere Netzwerke sehen'),
  network('RIGHT_NETWORK_OPEN_OWN', 'Benutzer darf das eigene Netzwerk öffnen'),
  network('RIGHT_NETWORK_OPEN_OTHER', 'Benutzer darf andere Netzwerke öffnen'),
  network('RIGHT_NETWORK_DELETE_OWN', 'Benutzer darf das eigene Netzwerk löschen'),
  network('RIGHT_NETWORK_DELETE_OTHER', 'Benutzer darf andere Netzwerke löschen'),
  ...NETWORK_TABS.flatMap(([tab, label]) => [
    network(`RIGHT_NETWORK_TAB_${tab}` as const, `Benutzer darf den Reiter ${label} in allen Netzwerken sehen`),
    network(`RIGHT_NETWORK_TAB_${tab}_OWN` as const, `Benutzer darf den Reiter ${label} im eigenen Netzwerk sehen`),
  ]),
  dashboard('RIGHT_DASHBOARD_VISIBLE_NETWORK', 'Benutzer darf die Kachel Netzwerke sehen'),
  dashboard('RIGHT_DASHBOARD_VISIBLE_PLAYLIST', 'Benutzer darf die Kachel Playlist sehen'),
  dashboard('RIGHT_DASHBOARD_VISIBLE_DEVICES', 'Benutzer darf die Kachel Geräte sehen'),
  dashboard('RIGHT_DASHBOARD_VISIBLE_USER', 'Benutzer darf die Kachel Benutzer sehen'),
  component('RIGHT_COMP_HOTEL_VIEWER', 'Benutzer darf den Hotelviewer nutzen'),
  component('RIGHT_COMP_VISIBLE_REPORTS', 'Benutzer darf Berichte sehen'),
  component('RIGHT_LOGIN', 'Darf eigene Fragen öffnen'),
  component('RIGHT_COMP_VISIBLE_OPERATORS', 'Benutzer darf Veranstalter verwalten'),
  component('RIGHT_COMP_OPERATOR_CONSENT', 'Benutzer darf Nachweise für Veranstalter freigeben'),
  operator('RIGHT_OPERATOR_PORTAL', 'Veranstalter: darf die Nachweise der eigenen Angebote sehen'),
  operator('RIGHT_OPERATOR_ADMIN', 'Veranstalter: darf die Zugriffe der eigenen Benutzer sehen'),
  component('RIGHT_OFFER_APPROVE', 'Benutzer darf Angebote freigeben'),
] as const;

/** Every right name of the catalogue: a misspelt right is a compile error. */
export type RightName = (typeof RIGHT_CATALOGUE)[number]['name'];

export const RIGHT_NAMES: readonly RightName[] = RIGHT_CATALOGUE.map((r) => r.name);

export const isRightName = (name: string): name is RightName => (RIGHT_NAMES as readonly string[]).includes(name);

/** Well-known names used by code (a typo here is a compile error, not a silent false). */
export const R = {
  navigation: 'RIGHT_COMP_VISIBLE_NAVIGATION',
  dashboard: 'RIGHT_COMP_VISIBLE_DASHBOARD',
  network: 'RIGHT_COMP_VISIBLE_NETWORK',
  playlist: 'RIGHT_COMP_VISIBLE_PLAYLIST',
  channels: 'RIGHT_COMP_VISIBLE_CHANNELS',
  devices: 'RIGHT_COMP_VISIBLE_DEVICES',
  user: 'RIGHT_COMP_VISIBLE_USER',
  roles: 'RIGHT_COMP_VISIBLE_ROLES',
  apps: 'RIGHT_COMP_VISIBLE_APPS',
  media: 'RIGHT_COMP_VISIBLE_MEDIA',
  mails: 'RIGHT_COMP_VISIBLE_MAILS',
  support: 'RIGHT_COMP_VISIBLE_SUPPORT',
  reports: 'RIGHT_COMP_VISIBLE_REPORTS',
  operators: 'RIGHT_COMP_VISIBLE_OPERATORS',
  operatorConsent: 'RIGHT_COMP_OPERATOR_CONSENT',
  operatorPortal: 'RIGHT_OPERATOR_PORTAL',
  operatorAdmin: 'RIGHT_OPERATOR_ADMIN',
  offerApprove: 'RIGHT_OFFER_APPROVE',
  networkCreate: 'RIGHT_NETWORK_CREATE',
  dashboardNetwork: 'RIGHT_DASHBOARD_VISIBLE_NETWORK',
  dashboardPlaylist: 'RIGHT_DASHBOARD_VISIBLE_PLAYLIST',
  dashboardDevices: 'RIGHT_DASHBOARD_VISIBLE_DEVICES',
  dashboardUser: 'RIGHT_DASHBOARD_VISIBLE_USER',
} as const satisfies Record<string, RightName>;

/**
 * Any of these lets a user read the devices in its reach (POST /v1/devices/list): the devices and support
 * rights, and the Geräte tile's, which shows a location user its own screens ('Ihre Geräte', 'Mein Standort').
 */
export const DEVICE_READ_RIGHTS: readonly RightName[] = [R.devices, R.support, R.dashboardDevices];

export type RightMap = Record<string, boolean>;

/** SPEC §6: false without credential data, else the named value, else the fallback. */
export function hasRight(rights: RightMap | null | undefined, name: string, fallback = false): boolean {
  if (!rights) return false;
  const value = rights[name];
  return typeof value === 'boolean' ? value : fallback;
}

/** SPEC §6: 'own' means the record's network guid equals the user's guidParent. */
export function isOwnNetwork(
  userGuidParent: string | null | undefined,
  networkGuid: string | null | undefined,
): boolean {
  return !!userGuidParent && !!networkGuid && userGuidParent === networkGuid;
}

/**
 * The generic check of a right plus its '_OWN' variant: the plain right allows every network,
 * the _OWN variant only the user's own network.
 */
export function hasOwnRight(
  rights: RightMap | null | undefined,
  name: string,
  userGuidParent: string | null | undefined,
  networkGuid: string | null | undefined,
): boolean {
  if (hasRight(rights, name)) return true;
  return hasRight(rights, `${name}_OWN`) && isOwnNetwork(userGuidParent, networkGuid);
}
