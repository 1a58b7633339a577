import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { addServerTiming } from '../../lib/server-timing.js';
import type { HotelDirectory } from './directory.js';
import { admitHotelCaller, hotelDetail, listCountries, searchHotels } from './service.js';

const { hotels } = calls;

/** The hotel viewer's calls (SPEC §7): countries, search by name, one hotel (calls/hotels.ts). */
export const hotelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; directory: HotelDirectory }> = async (
  app,
  { ctx, directory },
) => {
  // Before the request is validated: who may not call gets 401/403, not a field error.
  app.addHook('onRequest', (req) => admitHotelCaller(ctx, req));
  addServerTiming(app);
  app.route({ ...routeOf(app, hotels.countries), handler: () => listCountries(directory) });
  app.route({ ...routeOf(app, hotels.hotelByName), handler: (req) => searchHotels(ctx, directory, req.body) });
  app.route({ ...routeOf(app, hotels.hotel), handler: (req) => hotelDetail(ctx, directory, req.body) });
};
