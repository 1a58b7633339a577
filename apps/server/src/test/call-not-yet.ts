/** Routes not yet registered from the catalogue; this list only shrinks (the catalogue test fails on a stale entry). */
export const NOT_YET_IN_CATALOGUE: ReadonlySet<string> = new Set([
  'POST /smil/:key/reports/pop',
]);
