import type { ClimateMonth, HotelImportLine } from '@signage/shared';
import type { Db } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import { importHotelRecords } from '../../modules/hotels/importer.js';

let next = 1;

/** One import line: a Spanish hotel with a picture in two sizes, unless `values` say otherwise; gid 'T…' unique. */
export function hotelLine(values: Partial<HotelImportLine> = {}): HotelImportLine {
  const gid = values.gid ?? `T${next++}`;
  return {
    gid,
    name: `Testhotel ${gid}`,
    provider: 'TUI',
    providers: ['TUI', 'DER'],
    countryCode: 'ES',
    country: 'Spanien',
    region: 'Mallorca',
    city: 'Palma',
    stars: 4,
    latitude: 39.5,
    longitude: 2.7,
    address: { street: 'Carrer de Prova', streetNum: '1', zip: '07600', cityName: 'Palma' },
    urls: [{ type: 'web', url: `https://hotel.example/${gid}` }],
    text: 'Ein ruhiges Haus am Meer.',
    texts: [{ language: 'de', sections: [{ title: 'Lage', para: ['Direkt am Strand.'] }] }],
    images: [
      {
        url: `https://img.example/${gid}/1-800.jpg`,
        meta: { typ: 'aussen', seq: 1, id: `${gid}-1`, width: 800, height: 600 },
      },
      {
        url: `https://img.example/${gid}/1-400.jpg`,
        meta: { typ: 'aussen', seq: 1, id: `${gid}-1`, width: 400, height: 300 },
      },
      {
        url: `https://img.example/${gid}/2-400.jpg`,
        meta: { typ: 'pool', seq: 2, id: `${gid}-2`, width: 400, height: 300 },
      },
    ],
    ...values,
  };
}

/** Twelve months of a mild climate (January first). */
export const mildClimate = (water: number | null = 20): ClimateMonth[] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    airMax: 15 + i,
    airMin: 8 + i,
    water,
    sunHours: 6,
    rainDays: 5,
  }));

/** Hotels in the directory, through the import (as the product fills it). */
export async function addHotels(db: Db, lines: readonly HotelImportLine[]) {
  const counts = await importHotelRecords(db, lines, { clock: systemClock });
  if (counts.errorCount > 0) throw new Error(`Testhotels abgelehnt: ${JSON.stringify(counts.errors)}`);
  return counts;
}
