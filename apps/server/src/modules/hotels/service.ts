import type { Country, Hotel, HotelRequest, HotelSummary, hotelByNameRequest } from '@signage/shared';
import { HOTEL_SEARCH_LIMIT } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { bearerToken } from '../../lib/request-actor.js';
import { findActorByToken } from '../auth/service.js';
import { requireAgency } from '../offers/agency.js';
import { type HotelDirectory, HotelDirectoryUnavailable } from './directory.js';
import { hotelViews, summaryViews } from './picture-views.js';
import { hotelAccess } from './policy.js';

/** The map tab's zoom when the directory names none. */
export const DEFAULT_MAP_ZOOM = 15;

const UNAVAILABLE = 'Das Hotelverzeichnis ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';

/** Lets the request through (signed in with the right, or a location's offer code) or refuses it (401/403/429). */
export async function admitHotelCaller(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const token = bearerToken(req);
  const actor = token ? await findActorByToken(ctx, token) : null;
  const raw = (req.query as { code?: unknown } | undefined)?.code;
  const code = typeof raw === 'string' && raw !== '' ? raw : undefined;
  const access = hotelAccess(actor, code);
  if (access === 'anonymous') throw unauthorized();
  if (access === 'forbidden') throw forbidden('Für den Hotelviewer fehlt Ihnen die Berechtigung.');
  if (access === 'code' && code) await requireAgency(ctx, req.ip, { code }, 'hotels');
}

/** A directory that cannot answer becomes 502 with a German text; everything else stays as it is. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HotelDirectoryUnavailable) throw new AppError('DIRECTORY_UNAVAILABLE', UNAVAILABLE);
    throw err;
  }
}

export const listCountries = (directory: HotelDirectory): Promise<Country[]> => ask(() => directory.countries());

export async function searchHotels(
  ctx: AppContext,
  directory: HotelDirectory,
  { name, country, limit }: z.output<typeof hotelByNameRequest>,
): Promise<HotelSummary[]> {
  const found = await ask(() =>
    directory.search({ name, country: country || undefined, limit: limit ?? HOTEL_SEARCH_LIMIT }),
  );
  return summaryViews(ctx, found);
}

/** The hotel with the map tab (MAP_TILE_URL, MAP_ATTRIBUTION) and the external page (HOTEL_DRIVE_URL). */
export async function hotelDetail(ctx: AppContext, directory: HotelDirectory, request: HotelRequest): Promise<Hotel> {
  const found = await ask(() => directory.hotel(request.gid, request.vc));
  if (!found) throw notFound(`Das Hotel ${request.gid}`);
  const { zoom, ...hotel } = await hotelViews(ctx, found);
  const geo = hotel.detail.geoCodes;
  const { mapTileUrl, mapAttribution, hotelDriveUrl } = ctx.config;
  return {
    ...hotel,
    map: geo ? { ...geo, zoom: zoom ?? DEFAULT_MAP_ZOOM, tileUrl: mapTileUrl, attribution: mapAttribution } : null,
    driveUrl: hotelDriveUrl ? hotelDriveUrl.replaceAll('{gid}', encodeURIComponent(hotel.gid)) : null,
  };
}
