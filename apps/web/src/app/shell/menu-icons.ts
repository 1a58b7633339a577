import {
  APPS,
  DASHBOARD,
  DESCRIPTION,
  DEVICES,
  HUB,
  INSIGHTS,
  LIVE_TV,
  MAIL,
  PEOPLE,
  PERM_MEDIA,
  PHOTO_LIBRARY,
  PLAYLIST_PLAY,
  SECURITY,
  SETTINGS,
  SUPPORT_AGENT,
  VERIFIED_USER,
} from '../../lib/icon-paths';
import type { MenuKey } from './menu-items';

/** Each menu entry's Material icon, as its SVG path (lib/icon-paths.ts): the menu is drawn without MUI. */
export const MENU_ICONS: Record<MenuKey, string> = {
  dashboard: DASHBOARD,
  networks: HUB,
  playlist: PLAYLIST_PLAY,
  channels: LIVE_TV,
  mediathek: PHOTO_LIBRARY,
  devices: DEVICES,
  users: PEOPLE,
  roles: VERIFIED_USER,
  templates: DESCRIPTION,
  rights: SECURITY,
  apps: APPS,
  media: PERM_MEDIA,
  mails: MAIL,
  support: SUPPORT_AGENT,
  reports: INSIGHTS,
  system: SETTINGS,
};
