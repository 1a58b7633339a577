import { hotel, hotelMap } from '@signage/shared';
import type { z } from 'zod';

/**
 * The remote directory's hotel answer (GET {base}/hotels/{gid}): the shared `hotel` shape without what
 * this server adds itself (map tile source, driveUrl), plus the map zoom the directory suggests.
 */
export const directoryHotel = hotel
  .omit({ map: true, driveUrl: true })
  .extend({ zoom: hotelMap.shape.zoom.optional() });
export type DirectoryHotel = z.infer<typeof directoryHotel>;
