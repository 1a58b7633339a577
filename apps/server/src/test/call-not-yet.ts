/** Routes not yet registered from the catalogue; this list only shrinks (the catalogue test fails on a stale entry). */
export const NOT_YET_IN_CATALOGUE: ReadonlySet<string> = new Set([
  'POST /api/plays',
  'POST /api/showing',
  'POST /api/snapshot',
  'POST /api/plays/glass',
  'POST /api/pairing',
  'GET /v1/grequest/countries',
  'POST /v1/grequest/hotelbyname',
  'POST /v1/grequest/hotel',
  'POST /v1/hotels/import',
  'GET /v1/hotels/import',
  'GET /v1/hotels/import/:id',
  'POST /smil/:key/reports/pop',
]);
