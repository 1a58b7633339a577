// Generated hotels for bench/hotel-viewer.ts: hotel i is the same in every run (seeded by i), plausible (names
// from parts, real places with coordinates in 20 countries), and shaped as one line of the import file.
import type { HotelImportLine } from '@signage/shared';

const PLACES: ReadonlyArray<[country: string, code: string, region: string, city: string, lat: number, lng: number]> = [
  ['Spanien', 'ES', 'Mallorca', 'Playa de Palma', 39.52, 2.75],
  ['Spanien', 'ES', 'Mallorca', "Cala d'Or", 39.37, 3.23],
  ['Spanien', 'ES', 'Gran Canaria', 'Maspalomas', 27.76, -15.58],
  ['Spanien', 'ES', 'Teneriffa', 'Puerto de la Cruz', 28.41, -16.55],
  ['Spanien', 'ES', 'Costa del Sol', 'Marbella', 36.51, -4.88],
  ['Griechenland', 'GR', 'Kreta', 'Chersonissos', 35.32, 25.39],
  ['Griechenland', 'GR', 'Kos', 'Kardamena', 36.78, 27.14],
  ['Griechenland', 'GR', 'Rhodos', 'Faliraki', 36.34, 28.2],
  ['Türkei', 'TR', 'Türkische Riviera', 'Side', 36.77, 31.39],
  ['Türkei', 'TR', 'Türkische Riviera', 'Belek', 36.86, 31.05],
  ['Ägypten', 'EG', 'Rotes Meer', 'Hurghada', 27.26, 33.81],
  ['Tunesien', 'TN', 'Djerba', 'Midoun', 33.8, 10.99],
  ['Portugal', 'PT', 'Algarve', 'Albufeira', 37.09, -8.25],
  ['Italien', 'IT', 'Gardasee', 'Riva del Garda', 45.89, 10.84],
  ['Zypern', 'CY', 'Zypern', 'Ayia Napa', 34.99, 34.0],
  ['Malediven', 'MV', 'Malediven', 'Süd-Malé-Atoll', 3.95, 73.48],
  ['Vereinigte Arabische Emirate', 'AE', 'Dubai', 'Jumeirah', 25.2, 55.24],
  ['Deutschland', 'DE', 'Ostsee', 'Binz', 54.4, 13.61],
  ['Kroatien', 'HR', 'Istrien', 'Poreč', 45.23, 13.6],
  ['Bulgarien', 'BG', 'Schwarzmeerküste', 'Sonnenstrand', 42.69, 27.71],
  ['Mexiko', 'MX', 'Yucatán', 'Playa del Carmen', 20.63, -87.07],
  ['Thailand', 'TH', 'Phuket', 'Patong', 7.9, 98.3],
];
const CHAINS = [
  'Iberostar',
  'Riu',
  'Robinson',
  'Sunwing',
  'Atlantica',
  'Aldiana',
  'Lindner',
  'Barceló',
  'Grecotel',
  'TUI Blue',
];
const KINDS = ['Hotel', 'Resort', 'Aparthotel', 'Beach Club', 'Suites', 'Village', 'Palace', 'Club', 'Boutique Hotel'];
const WORDS = [
  'Playa',
  'Mar',
  'Sol',
  'Bella Vista',
  'Panorama',
  'Olympia',
  'Aurora',
  'Paradise',
  'Royal',
  'Lagoon',
  'Coral',
  'Delfin',
];
const EXTRAS = ['', '', ' & Spa', ' Premium', ' Garden', ' Family', ' Adults Only', ' Selection'];
const PROVIDERS = ['TUI', 'DER', 'FTI', 'ALL', 'SLR', 'ITS', 'JAH', 'MEI'];

/** A small seeded random source (mulberry32) for hotel i. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatedHotel(i: number): HotelImportLine {
  const r = random(i * 2654435761);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const [country, countryCode, region, city, lat, lng] = PLACES[i % PLACES.length];
  const chain = r() < 0.4 ? `${pick(CHAINS)} ` : '';
  const name = `${chain}${pick(KINDS)} ${pick(WORDS)} ${city}${pick(EXTRAS)}`.replace(/\s+/g, ' ').trim();
  const providers = [pick(PROVIDERS), pick(PROVIDERS)].filter((p, k, all) => all.indexOf(p) === k);
  return {
    gid: String(2_000_000 + i),
    name,
    provider: providers[0],
    providers,
    countryCode,
    country,
    region,
    city,
    stars: 2 + Math.floor(r() * 4),
    latitude: Number((lat + (r() - 0.5) * 0.03).toFixed(5)),
    longitude: Number((lng + (r() - 0.5) * 0.03).toFixed(5)),
    address: {
      street: `${pick(WORDS)}straße`,
      streetNum: String(1 + Math.floor(r() * 120)),
      zip: '00000',
      cityName: city,
    },
    urls: [{ type: 'web', url: `https://hotel-${i}.example` }],
    text: `${name}: ${region}, ${Math.floor(50 + r() * 900)} m zum Strand.`,
    texts: [{ language: 'de', sections: [{ title: 'Lage', para: [`Das Haus liegt in ${city} (${region}).`] }] }],
    images: [1, 2, 3].map((seq) => ({
      url: `https://bilder.example/${i}/${seq}-800.jpg`,
      meta: { typ: 'aussen', seq, id: `${i}-${seq}`, width: 800, height: 533 },
    })),
  };
}

/** The query with one typo: a letter dropped, doubled or two neighbours swapped (by i). */
export function typo(query: string, i: number): string {
  const at = 1 + (i % Math.max(1, query.length - 2));
  switch (i % 3) {
    case 0:
      return query.slice(0, at) + query.slice(at + 1);
    case 1:
      return query.slice(0, at) + query[at] + query.slice(at);
    default:
      return query.slice(0, at) + (query[at + 1] ?? '') + query[at] + query.slice(at + 2);
  }
}

/** Correct queries (two words of a name, or a place) and the same with one typo, alternating (even: correct). */
export function searchQueries(names: readonly string[], count: number): string[] {
  const list: string[] = [];
  for (let i = 0; list.length < count; i++) {
    const name = names[(i * 7919) % names.length];
    const words = name.split(' ').filter((w) => w.length > 2);
    const query = words.slice(0, 2).join(' ').toLowerCase();
    list.push(i % 2 === 0 ? query : typo(query, i));
  }
  return list;
}
