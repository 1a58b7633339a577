import { announcementCalls } from './announcements.js';
import { appCalls } from './apps.js';
import { authCalls } from './auth.js';
import { campaignCalls } from './campaigns.js';
import { commentCalls } from './comments.js';
import { companyCalls } from './companies.js';
import type { Call } from './define.js';
import { deviceCalls } from './devices.js';
import { hotelCalls } from './hotels.js';
import { kavCalls } from './kav.js';
import { mailCalls } from './mail.js';
import { mediaCalls } from './media.js';
import { offerCalls } from './offers.js';
import { operatorPortalCalls } from './operator-portal.js';
import { operatorCalls } from './operators.js';
import { playerCalls } from './player.js';
import { playlistItemCalls } from './playlist-items.js';
import { playlistCalls } from './playlists.js';
import { reportCalls } from './reports.js';
import { rightCalls } from './rights.js';
import { roleCalls } from './roles.js';
import { smilCalls } from './smil.js';
import { systemCalls } from './system.js';
import { templateCalls } from './templates.js';
import { userCalls } from './users.js';

export * from './define.js';

/** Every call of the API by topic: the server registers its routes from these, the web app asks with them. */
export const calls = {
  auth: authCalls,
  users: userCalls,
  roles: roleCalls,
  rights: rightCalls,
  comments: commentCalls,
  system: systemCalls,
  apps: appCalls,
  kav: kavCalls,
  companies: companyCalls,
  mail: mailCalls,
  templates: templateCalls,
  media: mediaCalls,
  reports: reportCalls,
  announcements: announcementCalls,
  devices: deviceCalls,
  playlists: playlistCalls,
  playlistItems: playlistItemCalls,
  campaigns: campaignCalls,
  operators: operatorCalls,
  operatorPortal: operatorPortalCalls,
  offerStandard: offerCalls.standard,
  offerBosis: offerCalls.bosis,
  hotels: hotelCalls,
  player: playerCalls,
  smil: smilCalls,
};

/** The catalogue as one list (for the route and OpenAPI checks). */
export const CALL_LIST: readonly Call[] = Object.values(calls).flatMap((topic) => Object.values(topic));
