/** The origin of a tile URL template ('https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org'). */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/.exec(tileUrl.trim());
  if (!match) return null;
  const host = (match[2] as string).replace(/\{[a-z]+\}/gi, '*');
  // a placeholder may only stand for a whole leading label (CSP wildcards: '*.example.org')
  if (host.includes('*') && !/^\*\.[^*]+$/.test(host)) return `${match[1]}:`;
  return `${match[1]}://${host}`;
}

/**
 * The Content-Security-Policy of every answer. Pictures: our own, data/blob URLs, any https host (hotel
 * pictures are URLs from the directory or the import file) and the configured map tiles' origin
 * (MAP_TILE_URL, also when that is plain http on a local tile server).
 */
export function contentSecurityDirectives(mapTileUrl: string) {
  const tiles = tileOrigin(mapTileUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles && tiles !== 'https:' ? [tiles] : [])],
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
