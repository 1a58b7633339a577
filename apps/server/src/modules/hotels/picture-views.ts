import type { Hotel, HotelSummary } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { pictureKey } from '../../db/server-secrets.js';
import { picturePath } from '../../lib/picture-url.js';

/** Width the result list and the header ask thumbnails in (boxes up to 128 css px, 2× screens). */
export const THUMB_PICTURE_WIDTH = 320;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * Hotel pictures as this server's picture paths, so the viewer shows them from any host (also plain http) and under any
 * host name it was opened with. Paths of this server stay as they are; each resolution is asked at its own width
 * (snapped to the route's set), so srcset keeps working.
 */
async function viewer(ctx: AppContext) {
  const key = await pictureKey(ctx.db);
  return (url: string, width: number) => (isAbsolute(url) ? picturePath(key, 'hotel', url, width) : url);
}

export async function summaryViews(ctx: AppContext, hotels: HotelSummary[]): Promise<HotelSummary[]> {
  const view = await viewer(ctx);
  return hotels.map((h) => ({ ...h, thumb: h.thumb && view(h.thumb, THUMB_PICTURE_WIDTH) }));
}

export async function hotelViews<T extends Pick<Hotel, 'thumb' | 'imageList'>>(ctx: AppContext, hotel: T): Promise<T> {
  const view = await viewer(ctx);
  return {
    ...hotel,
    thumb: hotel.thumb && view(hotel.thumb, THUMB_PICTURE_WIDTH),
    imageList: hotel.imageList.map((image) => ({ ...image, url: view(image.url, image.meta.width) })),
  };
}
