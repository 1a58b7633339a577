/**
 * What the player's service worker answers itself (shared by the worker and the page, so both name the
 * same cache). The worker controls only pages under PLAYER_SCOPE: the staff app never goes through it.
 */
export const PLAYER_SCOPE = '/player/';
export const PLAYER_WORKER_URL = '/player-sw.js';
/** Media files of the loop, full responses (MediaCache writes them, the worker answers ranges from them). */
export const MEDIA_CACHE = 'web-player-media-v1';
/** The precached shell document every /player/… page is. */
export const SHELL_DOCUMENT = '/index.html';

export type OfflineRoute = 'page' | 'media' | null;

/**
 * How the worker treats a GET request: a player page (network first, the precached shell without the
 * server), a media file (from the media cache when there, ranges cut from the full copy), or neither
 * (precached assets are answered by the precache route, everything else goes to the network untouched).
 */
export function offlineRoute(url: URL, mode: string, workerOrigin: string): OfflineRoute {
  if (mode === 'navigate') return url.origin === workerOrigin && url.pathname.startsWith(PLAYER_SCOPE) ? 'page' : null;
  if (url.pathname.startsWith('/media/')) return 'media';
  return null;
}
