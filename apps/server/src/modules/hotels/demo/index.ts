import type { ClimateMonth, HotelImage, HotelRecord } from '@signage/shared';
import { seededRandom, seedOf } from '../../../lib/demo-scene.js';
import { DEMO_DESTINATION_DATA } from './data.js';
import { hotelName, slug } from './names.js';
import { BOARDS, hotelTeaser, hotelTexts, type TextFacts } from './texts.js';
import type { DemoDestination, DemoPlace, DemoSetting } from './types.js';

/**
 * The built-in German demo hotel directory: a few hundred invented hotels in the destinations a German travel agency
 * sells, with texts in German and English, climate normals, coordinates near real towns and locally drawn pictures
 * (images.ts). Deterministic: every call and every process gives the same records, so the import on first start and the
 * picture route agree.
 */

/** Spain, Greece and Cyprus, the south (Turkey, Egypt, Portugal …) and the rest of Europe (content/destinations.json). */
export const DEMO_DESTINATIONS: readonly DemoDestination[] = DEMO_DESTINATION_DATA;
/** Tour operator codes (Veranstalter) the demo hotels have content from. */
export const DEMO_PROVIDERS = ['TUI', 'DER', 'FTI', 'ALL', 'SLR', 'ITS', 'JAH', 'MEI'] as const;
/** Each picture in these widths (3:2 like the offer pictures: 320×213, 800×533, 1600×1067). */
export const DEMO_IMAGE_WIDTHS = [320, 800, 1600] as const;
export const demoImageHeight = (width: number) => Math.floor((width * 1067) / 1600);
export const demoImageUrl = (gid: string, seq: number, width: number) =>
  `/hotel-images/demo/${gid}/${seq}-${width}.jpg`;

/** Kinds of pictures after the first ('aussen'), in gallery order before shuffling. */
const PICTURE_KINDS: Record<DemoSetting, string[]> = {
  sea: ['pool', 'strand', 'zimmer', 'restaurant', 'lobby', 'sport', 'zimmer', 'strand', 'sonstiges'],
  lake: ['pool', 'strand', 'zimmer', 'restaurant', 'lobby', 'sport', 'zimmer', 'sonstiges', 'restaurant'],
  mountains: ['pool', 'zimmer', 'restaurant', 'lobby', 'sport', 'zimmer', 'sonstiges', 'aussen', 'restaurant'],
};

export interface DemoHotel {
  record: HotelRecord;
  destination: DemoDestination;
  /** Picture kind by seq (index 0 = seq 1). */
  pictures: string[];
}

const KM_PER_DEGREE = 111.32;

/** A point in the place's half circle towards land (or all around), at most place.km from the centre. */
function position(rnd: () => number, place: DemoPlace): { latitude: number; longitude: number } {
  const bearing = place.land === null ? rnd() * 360 : place.land + (rnd() - 0.5) * 160;
  const km = (place.km ?? 1.5) * (0.1 + 0.9 * Math.sqrt(rnd()));
  const rad = (bearing * Math.PI) / 180;
  const lat = place.lat + (km * Math.cos(rad)) / KM_PER_DEGREE;
  const lon = place.lon + (km * Math.sin(rad)) / (KM_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180));
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lon * 1e6) / 1e6 };
}

const int = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function shuffled<T>(rnd: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function stars(rnd: () => number): number {
  const r = rnd();
  return r < 0.1 ? 2 : r < 0.4 ? 3 : r < 0.8 ? 4 : 5;
}

function climate(destination: DemoDestination): ClimateMonth[] {
  const c = destination.climate;
  return c.airMax.map((airMax, i) => ({
    month: i + 1,
    airMax,
    airMin: c.airMin[i] as number,
    water: c.water ? (c.water[i] as number) : null,
    sunHours: c.sunHours[i] as number,
    rainDays: c.rainDays[i] as number,
  }));
}

function images(gid: string, pictures: string[]): HotelImage[] {
  return pictures.flatMap((typ, i) =>
    DEMO_IMAGE_WIDTHS.map((width) => ({
      url: demoImageUrl(gid, i + 1, width),
      meta: { typ, seq: i + 1, id: `${gid}-${i + 1}`, width, height: demoImageHeight(width) },
    })),
  );
}

/** A six-digit id from the destination and number, the next free one on a collision. */
function giataId(key: string, index: number, taken: Set<string>): string {
  let n = seedOf(`${key}#${index}`) % 900_000;
  while (taken.has(String(100_000 + n))) n = (n + 1) % 900_000;
  const gid = String(100_000 + n);
  taken.add(gid);
  return gid;
}

function demoHotel(destination: DemoDestination, index: number, gids: Set<string>, names: Set<string>): DemoHotel {
  const rnd = seededRandom(seedOf(`${destination.key}/${index}`));
  const named = destination.named?.[index];
  const place =
    (named && destination.places.find((p) => p.name === named.place)) ??
    (destination.places[index % destination.places.length] as DemoPlace);
  const gid = giataId(destination.key, index, gids);
  const name = named ? named.name : hotelName(rnd, destination, place.name, names);
  names.add(name);
  const hotelStars = named ? named.stars : stars(rnd);
  const providers = shuffled(rnd, DEMO_PROVIDERS).slice(0, int(rnd, 1, 3));
  const facts: TextFacts = {
    name,
    city: place.name,
    region: destination.region,
    setting: destination.setting,
    stars: hotelStars,
    beach: destination.setting === 'mountains' ? int(rnd, 2, 30) * 50 : int(rnd, 2, 80) * 10,
    centre: int(rnd, 1, 8),
    airport: int(rnd, 8, 60),
    rooms: int(rnd, 4, 60) * 10,
    pools: int(rnd, 2, 5),
    restaurants: int(rnd, 2, 5),
    board: BOARDS[hotelStars >= 4 ? int(rnd, 1, 3) : int(rnd, 0, 2)] as TextFacts['board'],
  };
  const pictures = ['aussen', ...shuffled(rnd, PICTURE_KINDS[destination.setting]).slice(0, int(rnd, 5, 9))];
  const record: HotelRecord = {
    gid,
    name,
    provider: providers[0] as string,
    providers,
    countryCode: destination.countryCode,
    country: destination.country,
    region: destination.region,
    city: place.name,
    stars: hotelStars,
    ...position(rnd, place),
    address: {
      street: destination.streets[int(rnd, 0, destination.streets.length - 1)] as string,
      streetNum: String(int(rnd, 1, 150)),
      zip: place.zip,
      cityName: place.name,
      country: destination.country,
    },
    urls: [{ type: 'web', url: `https://www.example.com/hotels/${gid}-${slug(name)}` }],
    text: hotelTeaser(rnd, facts),
    texts: hotelTexts(rnd, facts),
    images: images(gid, pictures),
    clima: climate(destination),
  };
  return { record, destination, pictures };
}

/** Every demo hotel with its destination and picture kinds, in a fixed order. */
export function demoCatalogue(): DemoHotel[] {
  const gids = new Set<string>();
  const names = new Set<string>();
  return DEMO_DESTINATIONS.flatMap((destination) =>
    Array.from({ length: destination.hotels }, (_, i) => demoHotel(destination, i, gids, names)),
  );
}

/** The demo directory as import records (hotelImportLine), the same on every call. */
export function demoHotels(): HotelRecord[] {
  return demoCatalogue().map((hotel) => hotel.record);
}
