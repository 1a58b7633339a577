import {
  countriesResponse,
  errorSchema,
  HOTEL_API,
  hotel,
  hotelAccessQuery,
  hotelByNameRequest,
  hotelByNameResponse,
  hotelRequest,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { addServerTiming } from '../../lib/server-timing.js';
import type { HotelDirectory } from './directory.js';
import { admitHotelCaller, hotelDetail, listCountries, searchHotels } from './service.js';

/** Open to the route layer: the policy (service.admitHotelCaller) decides login or offer code. */
const CALLER = { access: { public: true as const } };
const tags = ['Hotelviewer'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema, 502: errorSchema };
const description =
  'Angemeldet mit RIGHT_COMP_HOTEL_VIEWER oder mit dem Angebotscode eines Standorts im Query-Parameter code.';

/** The hotel viewer's calls (SPEC §7): countries, search by name, one hotel. */
export const hotelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; directory: HotelDirectory }> = async (
  app,
  { ctx, directory },
) => {
  // Before the request is validated: who may not call gets 401/403, not a field error.
  app.addHook('onRequest', (req) => admitHotelCaller(ctx, req));
  addServerTiming(app);
  app.get(HOTEL_API.countries, {
    config: CALLER,
    schema: {
      tags,
      summary: 'Länder, in denen es Hotels gibt (nach deutschem Namen)',
      description,
      querystring: hotelAccessQuery,
      response: { 200: countriesResponse, ...errors },
    },
    handler: () => listCountries(directory),
  });
  app.post(HOTEL_API.hotelByName, {
    config: CALLER,
    schema: {
      tags,
      summary: 'Hotels suchen (Name, Ort, Region, Land; tippfehler- und akzenttolerant, höchstens 50)',
      description,
      querystring: hotelAccessQuery,
      body: hotelByNameRequest,
      response: { 200: hotelByNameResponse, ...errors },
    },
    handler: (req) => searchHotels(ctx, directory, req.body),
  });
  app.post(HOTEL_API.hotel, {
    config: CALLER,
    schema: {
      tags,
      summary: 'Ein Hotel mit Bildern, Karte, Klima und Texten (vc: Veranstalter)',
      description,
      querystring: hotelAccessQuery,
      body: hotelRequest,
      response: { 200: hotel, 404: errorSchema, ...errors },
    },
    handler: (req) => hotelDetail(ctx, directory, req.body),
  });
};
