import type { Country, Hotel, HotelSummary } from '@signage/shared';

/**
 * Where hotels come from: the product's own database (filled by the import and the demo seed) or a GIATA-like remote
 * directory over HTTP. The routes know only this interface; HOTEL_DIRECTORY picks the implementation at start.
 */
export interface HotelDirectory {
  /** Countries that have hotels, sorted by German name. */
  countries(): Promise<Country[]>;
  /**
   * Hotels whose name, city, region or country matches `name` (typo- and accent-tolerant), ranked:
   * exact, then prefix, then fuzzy matches; at most `limit`. `country` filters by code.
   */
  search(query: { name: string; country?: string; limit: number }): Promise<HotelSummary[]>;
  /** The hotel with all its content, for the provider `vc` when given; null when the id is unknown. */
  hotel(gid: string, vc?: string): Promise<(Omit<Hotel, 'map' | 'driveUrl'> & { zoom?: number }) | null>;
}

/** A directory that cannot answer (remote down, timeout, bad answer): the route answers 502 with a German text. */
export class HotelDirectoryUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HotelDirectoryUnavailable';
  }
}
