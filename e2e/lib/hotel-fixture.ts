import type { HotelImportLine } from '@signage/shared';

/** The e2e hotel: its own gid and provider, so it is told apart from demo hotels of the same name. */
export const E2E_HOTEL = {
  gid: 'e2e-900001',
  name: 'Iberostar Selection Playa de Palma',
  provider: 'E2E Reisen',
  latitude: 39.5214,
  longitude: 2.7402,
} as const;

/** The e2e hotel's category (a half star, spoken '4,5 Sterne'); the second hotel has none. */
export const E2E_HOTEL_STARS = 4.5;

/** Pictures in the e2e hotel's gallery; each comes in these widths. */
export const PICTURES = ['aussen', 'pool', 'zimmer'] as const;
export const PICTURE_WIDTHS = [320, 800, 1600] as const;

const MONTHS = [
  [15, 8, 15, 5, 6],
  [16, 8, 14, 6, 5],
  [18, 10, 15, 6, 5],
  [20, 12, 16, 7, 5],
  [24, 15, 18, 9, 4],
  [28, 19, 22, 10, 2],
  [31, 22, 25, 11, 1],
  [31, 22, 26, 10, 2],
  [28, 19, 25, 8, 4],
  [24, 16, 22, 6, 6],
  [19, 11, 19, 5, 6],
  [16, 9, 16, 5, 6],
] as const;

/** The import file (JSON lines): the e2e hotel with pictures on the local picture server, and a second hotel. */
export function hotelFixture(pictureHost: string): string {
  const hotel: HotelImportLine = {
    ...E2E_HOTEL,
    providers: [E2E_HOTEL.provider, 'E2E Zweitanbieter'],
    countryCode: 'ES',
    country: 'Spanien',
    region: 'Mallorca',
    city: 'Playa de Palma',
    stars: E2E_HOTEL_STARS,
    address: { street: 'Carrer de Santa Fe', streetNum: '28', zip: '07610', cityName: 'Playa de Palma' },
    urls: [{ type: 'Website', url: 'https://hotel.example.invalid/playa-de-palma' }],
    text: 'Direkt an der Playa de Palma, mit Blick auf die Bucht von Palma.',
    texts: [
      {
        language: 'de',
        sections: [
          { title: 'Lage', para: ['Das Hotel liegt direkt an der Strandpromenade der Playa de Palma.'] },
          { title: 'Ausstattung', para: ['Zwei Pools, ein Spa und drei Restaurants.', 'WLAN im ganzen Haus.'] },
        ],
      },
      {
        language: 'en',
        sections: [{ title: 'Location', para: ['The hotel is right on the promenade of Playa de Palma.'] }],
      },
    ],
    images: PICTURES.flatMap((typ, i) =>
      PICTURE_WIDTHS.map((width) => ({
        url: `${pictureHost}/img/${typ}-${width}.png`,
        meta: { typ, seq: i + 1, id: `e2e-${typ}`, width, height: Math.round((width * 2) / 3) },
      })),
    ),
    clima: MONTHS.map(([airMax, airMin, water, sunHours, rainDays], i) => ({
      month: i + 1,
      airMax,
      airMin,
      water,
      sunHours,
      rainDays,
    })),
  };
  const other: HotelImportLine = {
    gid: 'e2e-900002',
    name: 'Hotel Kos Bucht E2E',
    provider: E2E_HOTEL.provider,
    countryCode: 'GR',
    country: 'Griechenland',
    region: 'Kos',
  };
  return `${[hotel, other].map((line) => JSON.stringify(line)).join('\n')}\n`;
}

/** Web Mercator: the pixel of a position in the whole world map at a zoom (256-pixel tiles). */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const lat = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}
