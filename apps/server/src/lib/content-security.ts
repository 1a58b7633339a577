/**
 * Leaflet's default subdomains: the map's TileLayer (apps/web hotel-map.tsx) fills `{s}` with one of them, so
 * the policy names exactly those hosts.
 */
const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

/**
 * The origins the map's tiles come from ('https://{s}.tile.example.org/{z}/{x}/{y}.png' → the a., b. and c. hosts).
 * Nothing for a template that is no http(s) URL; the configuration allows no other placeholder in the host.
 */
export function tileOrigins(tileUrl: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/.exec(tileUrl.trim());
  if (!match) return [];
  const origin = `${match[1]}://${match[2]}`;
  if (!origin.includes('{s}')) return [origin];
  return TILE_SUBDOMAINS.map((s) => origin.replaceAll('{s}', s));
}

/**
 * The Content-Security-Policy of every answer. Pictures only from this server: pictures of other hosts (hotel
 * directory, offer providers) reach the browser through the picture proxy /v1/picture, so no page loads a picture from
 * a host this server did not check; data/blob URLs (thumbnails, previews) and the configured map tiles (MAP_TILE_URL,
 * also when that is plain http on a local tile server) besides.
 */
export function contentSecurityDirectives(mapTileUrl: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(mapTileUrl)],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https:', 'http:'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
