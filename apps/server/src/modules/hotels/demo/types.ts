/** One town of a demo destination: real centre coordinates; hotels lie a little around it. */
export interface DemoPlace {
  name: string;
  lat: number;
  lon: number;
  zip: string;
  /**
   * Bearing (degrees, 0 = north, 90 = east) from the centre towards land: hotels are placed in the half
   * circle that way, so a seaside town's hotels do not end up in the water. null = all around.
   */
  land: number | null;
  /** Farthest distance of a hotel from the centre in km (default 1.5). */
  km?: number;
}

/** Where a destination's hotels are: by the sea, by a lake, or in the mountains (no water). */
export type DemoSetting = 'sea' | 'lake' | 'mountains';

/** Climate normals, January first: 12 values each. */
export interface DemoClimate {
  airMax: number[];
  airMin: number[];
  /** null inland. */
  water: number[] | null;
  sunHours: number[];
  rainDays: number[];
}

export interface DemoDestination {
  /** The destination as an agency names it ('Mallorca', 'Türkische Riviera'). */
  key: string;
  /** Country name in German and ISO 3166-1 alpha-2 code. */
  country: string;
  countryCode: string;
  region: string;
  setting: DemoSetting;
  /** Every hotel lies in this box (a check on the data, used by the tests). */
  box: { south: number; north: number; west: number; east: number };
  places: DemoPlace[];
  streets: string[];
  /** Local words hotel names are made of. */
  words: string[];
  /** Name kinds written before the word ('Aparthotel Sol de Mar'); default: the sea kinds. */
  prefixKinds?: string[];
  /** Name kinds written after the word ('Sol de Mar Resort & Spa'); default: the sea kinds. */
  suffixKinds?: string[];
  climate: DemoClimate;
  /** How many hotels, the named ones included. */
  hotels: number;
  /** Hotels with a fixed name (well-known houses, test cases like accents). */
  named?: { name: string; place: string; stars: number }[];
}
