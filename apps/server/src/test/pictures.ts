/** The picture URL behind a /v1/picture path (what the proxy fetches); null for any other address. */
export function proxiedUrl(path: string | null | undefined): string | null {
  if (!path?.startsWith('/v1/picture?')) return null;
  return new URLSearchParams(path.slice('/v1/picture?'.length)).get('u');
}
