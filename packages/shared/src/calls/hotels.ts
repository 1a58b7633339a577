import { z } from 'zod';
import { R } from '../rights.js';
import { errorSchema } from '../schemas/common.js';
import {
  countriesResponse,
  hotel,
  hotelAccessQuery,
  hotelByNameRequest,
  hotelByNameResponse,
  hotelErrors,
  hotelImportList,
  hotelImportStarted,
  hotelImportStatus,
  hotelRequest,
} from '../schemas/hotel.js';
import { defineCall } from './define.js';

/**
 * Open to the route layer: the hotel policy (server: hotels/service.ts admitHotelCaller) lets in a signed-in user
 * with RIGHT_COMP_HOTEL_VIEWER or anyone with a location's offer code in the query, and answers 401/403 otherwise.
 */
const viewer = { public: true } as const;
/** The system page's hotel import: the roles right; the server asks further for an administrator (no network). */
const importer = { anyOf: [R.roles] } as const;
const tags = ['Hotelviewer'];
const description =
  'Angemeldet mit RIGHT_COMP_HOTEL_VIEWER oder mit dem Angebotscode eines Standorts im Query-Parameter code.';

/** The hotel viewer's calls (SPEC §7): countries, search by name, one hotel; and the directory's import. */
export const hotelCalls = {
  countries: defineCall({
    method: 'GET',
    path: '/v1/grequest/countries',
    access: viewer,
    tags,
    summary: 'Länder, in denen es Hotels gibt (nach deutschem Namen)',
    description,
    querystring: hotelAccessQuery,
    answer: countriesResponse,
    errors: hotelErrors,
  }),
  hotelByName: defineCall({
    method: 'POST',
    path: '/v1/grequest/hotelbyname',
    access: viewer,
    tags,
    summary: 'Hotels suchen (Name, Ort, Region, Land; tippfehler- und akzenttolerant, höchstens 50)',
    description,
    querystring: hotelAccessQuery,
    body: hotelByNameRequest,
    answer: hotelByNameResponse,
    errors: hotelErrors,
  }),
  hotel: defineCall({
    method: 'POST',
    path: '/v1/grequest/hotel',
    access: viewer,
    tags,
    summary: 'Ein Hotel mit Bildern, Karte, Klima und Texten (vc: Veranstalter)',
    description,
    querystring: hotelAccessQuery,
    body: hotelRequest,
    answer: hotel,
    errors: { 404: errorSchema, ...hotelErrors },
  }),
  startImport: defineCall({
    method: 'POST',
    path: '/v1/hotels/import',
    access: importer,
    tags,
    summary: 'Hotels importieren: JSON-Lines-Datei im Multipart-Feld file; läuft im Hintergrund (202 mit id)',
    consumes: ['multipart/form-data'],
    errors: { 202: hotelImportStarted, 400: errorSchema, 413: errorSchema, 415: errorSchema },
  }),
  imports: defineCall({
    method: 'GET',
    path: '/v1/hotels/import',
    access: importer,
    tags,
    summary: 'Die letzten Hotelimporte, neueste zuerst (Stand, auch nach einem Neustart des Servers)',
    answer: hotelImportList,
  }),
  importStatus: defineCall({
    method: 'GET',
    path: '/v1/hotels/import/:id',
    access: importer,
    tags,
    summary: 'Stand eines Hotelimports (Zeilen, neu, geändert, Fehler mit Zeilennummer)',
    params: z.object({ id: z.string() }),
    answer: hotelImportStatus,
    errors: { 404: errorSchema },
  }),
};
