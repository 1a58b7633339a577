// The web player's service worker (scope /player/): a screen that reloads or restarts without the server
// still gets its page (precached shell) and its media (ranges cut from the cached full files). Built by
// vite-plugin-pwa (injectManifest), which puts the shell's file list into self.__WB_MANIFEST.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { MEDIA_CACHE, offlineRoute, SHELL_DOCUMENT } from '../lib/offline-routes';

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
};

/** Without an answer this soon, the page comes from the precache (a dead network may hang instead of failing). */
const PAGE_TIMEOUT_MS = 4000;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

async function page(request: Request): Promise<Response> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PAGE_TIMEOUT_MS));
  try {
    const response = await Promise.race([fetch(request), timeout]);
    if (response.ok) return response;
    throw new Error(`HTTP ${response.status}`);
  } catch {
    return (await matchPrecache(SHELL_DOCUMENT)) ?? Response.error();
  }
}

async function media(request: Request): Promise<Response> {
  const cached = await caches
    .open(MEDIA_CACHE)
    .then((cache) => cache.match(request.url))
    .catch(() => undefined);
  if (!cached) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
}

registerRoute(
  ({ url, request }) => offlineRoute(url, request.mode, self.location.origin) !== null,
  ({ url, request }) =>
    offlineRoute(url, request.mode, self.location.origin) === 'page' ? page(request) : media(request),
);
