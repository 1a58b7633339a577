import { HOTEL_API, HOTEL_SEARCH_LIMIT, type HotelByNameRequest, hotelByNameResponse } from '@signage/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { addHotels, hotelLine } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

const place = (city: string, region: string, countryCode = 'ES', country = 'Spanien') => ({
  city,
  region,
  countryCode,
  country,
});

/** Names of the hotels a search finds, in the answer's order. */
async function found(request: HotelByNameRequest): Promise<string[]> {
  const res = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotelByName, payload: request });
  expect(res.statusCode, res.body).toBe(200);
  return hotelByNameResponse.parse(res.json()).map((hotel) => hotel.name);
}

beforeEach(async () => {
  await addHotels(h.database.db, [
    hotelLine({ name: 'Iberostar Selection Playa de Palma', ...place('Palma', 'Mallorca') }),
    hotelLine({ name: 'Iberostar Bouganville Playa', ...place('Costa Adeje', 'Teneriffa') }),
    hotelLine({ name: 'Iberostar', ...place('Playa de Muro', 'Mallorca') }),
    hotelLine({ name: "Hôtel Cala d'Or", ...place("Cala d'Or", 'Mallorca') }),
    hotelLine({ name: 'Mallorca Palace', ...place('Palma', 'Mallorca') }),
    hotelLine({ name: 'Mallorka Inn', ...place('Pula', 'Istrien', 'HR', 'Kroatien') }),
    hotelLine({ name: 'Aegean Blue', ...place('Kardamena', 'Kos', 'GR', 'Griechenland') }),
    hotelLine({ name: 'Lagoon Resort', ...place('Kos-Stadt', 'Dodekanes', 'GR', 'Griechenland') }),
    hotelLine({ name: 'Kos Imperial Thalasso', ...place('Psalidi', 'Kos', 'GR', 'Griechenland') }),
    hotelLine({ name: 'Hotel Adlon Kempinski', ...place('Berlin', 'Berlin', 'DE', 'Deutschland') }),
  ]);
});

describe('hotel search (POST grequest/hotelbyname)', () => {
  it('finds a hotel by words of its name, not in order or complete', async () => {
    expect(await found({ name: 'iberostar palma' })).toEqual(['Iberostar Selection Playa de Palma']);
    expect(await found({ name: 'playa palma iberostar' })).toEqual(['Iberostar Selection Playa de Palma']);
  });

  it('ranks the exact name first, then names starting with the query, then other matches', async () => {
    expect(await found({ name: 'Iberostar' })).toEqual([
      'Iberostar',
      'Iberostar Bouganville Playa',
      'Iberostar Selection Playa de Palma',
    ]);
    // name starts with it, then region Mallorca (contained), then only similar (Mallorka)
    const mallorca = await found({ name: 'Mallorca' });
    expect(mallorca[0]).toBe('Mallorca Palace');
    expect(mallorca.slice(1, 4).sort()).toEqual(["Hôtel Cala d'Or", 'Iberostar', 'Iberostar Selection Playa de Palma']);
    expect(mallorca.at(-1)).toBe('Mallorka Inn');
    expect(mallorca).toHaveLength(5);
  });

  it('finds hotels by island, region or city', async () => {
    const kos = await found({ name: 'kos' });
    expect(kos[0]).toBe('Kos Imperial Thalasso');
    expect(kos.slice(1).sort()).toEqual(['Aegean Blue', 'Lagoon Resort']);
    expect(await found({ name: 'berlin' })).toEqual(['Hotel Adlon Kempinski']);
  });

  it('ignores accents, case and apostrophes on both sides', async () => {
    expect(await found({ name: 'hotel cala dor' })).toEqual(["Hôtel Cala d'Or"]);
    expect(await found({ name: "HOTEL CALA D'OR" })).toEqual(["Hôtel Cala d'Or"]);
    expect(await found({ name: 'Hôtel Adlon' })).toEqual(['Hotel Adlon Kempinski']);
  });

  it('finds a name with a one-letter typo', async () => {
    expect(await found({ name: 'iberostra' })).toContain('Iberostar');
    expect(await found({ name: 'iberostra palma' })).toEqual(['Iberostar Selection Playa de Palma']);
    expect(await found({ name: 'kempinsky' })).toEqual(['Hotel Adlon Kempinski']);
    expect(await found({ name: 'lagon resort' })).toEqual(['Lagoon Resort']);
  });

  it('corrects a typo next to the start of a word, with few or many words starting so', async () => {
    expect(await found({ name: 'iberostra pal' })).toEqual(['Iberostar Selection Playa de Palma']);
    // 18 words start with 'zq' (more than the typo tier looks up one by one; zq17 the last), 8 with 'zq1'
    const names = Array.from({ length: 18 }, (_, i) => `Haus Zq${String(i).padStart(2, '0')}`);
    await addHotels(
      h.database.db,
      [...names, 'Kempinski Zq17'].map((name) => hotelLine({ name })),
    );
    expect(await found({ name: 'kempinsky zq' })).toEqual(['Kempinski Zq17']);
    expect(await found({ name: 'kempinsky zq1' })).toEqual(['Kempinski Zq17']);
    expect(await found({ name: 'kempinsky zq0' })).toEqual([]);
  });

  it('finds nothing for unrelated or empty queries', async () => {
    expect(await found({ name: 'Zugspitze' })).toEqual([]);
    expect(await found({ name: ' - ' })).toEqual([]);
  });

  it('filters by country code', async () => {
    expect((await found({ name: 'hotel' })).sort()).toEqual(['Hotel Adlon Kempinski', "Hôtel Cala d'Or"]);
    expect(await found({ name: 'hotel', country: 'DE' })).toEqual(['Hotel Adlon Kempinski']);
    expect(await found({ name: 'hotel', country: 'de' })).toEqual(['Hotel Adlon Kempinski']);
    expect(await found({ name: 'iberostar', country: 'GR' })).toEqual([]);
    expect(await found({ name: 'iberostar', country: '' })).toHaveLength(3);
  });

  it('answers at most the limit, 50 by default', async () => {
    await addHotels(
      h.database.db,
      Array.from({ length: 60 }, (_, i) => hotelLine({ name: `Strandhotel ${String(i).padStart(2, '0')}` })),
    );
    expect(await found({ name: 'strandhotel' })).toHaveLength(HOTEL_SEARCH_LIMIT);
    expect(await found({ name: 'strandhotel', limit: 5 })).toEqual([
      'Strandhotel 00',
      'Strandhotel 01',
      'Strandhotel 02',
      'Strandhotel 03',
      'Strandhotel 04',
    ]);
    const res = await h.call('standortA', {
      method: 'POST',
      url: HOTEL_API.hotelByName,
      payload: { name: 'strandhotel', limit: 51 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers summaries with the picture of the first gallery entry (smallest at least 320 px wide)', async () => {
    const res = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotelByName, payload: { name: 'adlon' } });
    const [hit] = hotelByNameResponse.parse(res.json());
    expect(hit).toEqual({
      gid: expect.any(String),
      name: 'Hotel Adlon Kempinski',
      provider: 'TUI',
      // through this server's picture proxy, signed for that address
      thumb: expect.stringMatching(
        new RegExp(
          `^/v1/picture\\?k=hotel&w=320&u=${encodeURIComponent(`https://img.example/${hit?.gid}/1-400.jpg`)}&s=`,
        ),
      ),
      stars: 4,
      country: 'Deutschland',
      countryCode: 'DE',
      region: 'Berlin',
    });
  });
});
