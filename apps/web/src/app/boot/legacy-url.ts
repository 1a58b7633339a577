/**
 * Old hash links ('/#/pc/addImage?x=1') become path links ('/pc/addImage?x=1').
 * Returns null when the hash is not a route (plain anchors stay untouched).
 */
export function hashLinkToPath(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const path = hash.slice(1);
  return path.startsWith('//') ? `/${path.replace(/^\/+/, '')}` : path;
}

/**
 * SPEC §2: '?authToken=…' on any URL logs in with that token. Returns the token and the URL
 * (path + remaining query + hash) without it, or null when there is none.
 */
export function takeAuthToken(path: string, search: string, hash = ''): { token: string; url: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get('authToken');
  if (!token) return null;
  params.delete('authToken');
  const rest = params.toString();
  return { token, url: `${path}${rest ? `?${rest}` : ''}${hash}` };
}
