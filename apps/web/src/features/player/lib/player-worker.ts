import { PLAYER_SCOPE, PLAYER_WORKER_URL } from './offline-routes';

/**
 * Registers the player's service worker for /player/ only (the staff app stays outside its scope). A
 * browser without service workers (or an insecure origin) plays as before, just without an offline start.
 */
export function registerPlayerWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(PLAYER_WORKER_URL, { scope: PLAYER_SCOPE }).catch(() => undefined);
}
