import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hotelImportLine } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_DESTINATIONS, DEMO_IMAGE_WIDTHS, DEMO_PROVIDERS, demoCatalogue, demoHotels } from './index.js';

const catalogue = demoCatalogue();
const hotels = catalogue.map((h) => h.record);

describe('demo hotel directory', () => {
  it('has at least 300 hotels in at least 15 destinations, every destination with hotels', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(300);
    expect(DEMO_DESTINATIONS.length).toBeGreaterThanOrEqual(15);
    for (const d of DEMO_DESTINATIONS) {
      expect(catalogue.filter((h) => h.destination === d).length, d.key).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives unique six-digit gids and unique names', () => {
    expect(hotels.every((h) => /^[1-9]\d{5}$/.test(h.gid))).toBe(true);
    expect(new Set(hotels.map((h) => h.gid)).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.name)).size).toBe(hotels.length);
  });

  it('parses every record with the import line schema unchanged', () => {
    for (const h of hotels) {
      const parsed = hotelImportLine.safeParse(h);
      expect(parsed.success ? null : `${h.gid}: ${parsed.error.message}`).toBeNull();
      expect(parsed.data).toEqual(h);
    }
  });

  it('places every hotel inside its destination box, near one of its towns', () => {
    for (const { record: h, destination: d } of catalogue) {
      const where = `${h.name} (${h.city})`;
      expect(h.latitude, where).toBeGreaterThanOrEqual(d.box.south);
      expect(h.latitude, where).toBeLessThanOrEqual(d.box.north);
      expect(h.longitude, where).toBeGreaterThanOrEqual(d.box.west);
      expect(h.longitude, where).toBeLessThanOrEqual(d.box.east);
      const place = d.places.find((p) => p.name === h.city);
      expect(place, where).toBeDefined();
      const dLat = ((h.latitude as number) - (place?.lat ?? 0)) * 111.32;
      const dLon =
        ((h.longitude as number) - (place?.lon ?? 0)) * 111.32 * Math.cos(((place?.lat ?? 0) * Math.PI) / 180);
      expect(Math.hypot(dLat, dLon), where).toBeLessThanOrEqual((place?.km ?? 1.5) + 0.01);
    }
  });

  it('has texts in German and English with the usual sections, and a German teaser', () => {
    for (const h of hotels) {
      expect(h.texts.map((t) => t.language)).toEqual(['de', 'en']);
      expect(h.texts[0]?.sections.map((s) => s.title)).toEqual([
        'Lage',
        'Ausstattung',
        'Zimmer',
        'Verpflegung',
        'Sport & Unterhaltung',
      ]);
      expect(h.texts[1]?.sections[0]?.title).toBe('Location');
      for (const t of h.texts) for (const s of t.sections) expect(s.para.every((p) => p.length > 20)).toBe(true);
      expect(h.text).toContain(h.city);
      expect(h.text).not.toMatch(/\{\w+\}/);
    }
    // Composed from parts: descriptions differ between hotels.
    const descriptions = new Set(hotels.map((h) => JSON.stringify(h.texts[0])));
    expect(descriptions.size).toBeGreaterThan(hotels.length * 0.95);
  });

  it('contains the well-known names verbatim, accents included', () => {
    const names = hotels.map((h) => h.name);
    expect(names).toContain('Iberostar Selection Playa de Palma');
    expect(names).toContain("Hôtel Cala d'Or");
    const calaDor = hotels.find((h) => h.name === "Hôtel Cala d'Or");
    expect(calaDor?.countryCode).toBe('ES');
    expect(calaDor?.urls[0]?.url).toMatch(/^https:\/\/www\.example\.com\/hotels\/\d{6}-hotel-cala-d-or$/);
  });

  it('has stars 2–5, 1–3 known providers with the first as provider, 12 climate months', () => {
    for (const h of hotels) {
      expect(h.stars).toBeGreaterThanOrEqual(2);
      expect(h.stars).toBeLessThanOrEqual(5);
      expect(h.providers?.length).toBeGreaterThanOrEqual(1);
      expect(h.providers?.length).toBeLessThanOrEqual(3);
      expect(h.provider).toBe(h.providers?.[0]);
      expect(h.providers?.every((p) => (DEMO_PROVIDERS as readonly string[]).includes(p))).toBe(true);
      expect(h.clima?.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(h.urls.every((u) => new URL(u.url).hostname.endsWith('example.com'))).toBe(true);
    }
    const tirol = catalogue.find((h) => h.destination.key === 'Tirol')?.record;
    expect(tirol?.clima?.every((m) => m.water === null)).toBe(true);
    const mallorca = hotels.find((h) => h.region === 'Mallorca');
    expect(mallorca?.clima?.[7]).toMatchObject({ month: 8, water: 25 });
  });

  it('has 6–10 pictures per hotel, each in three sizes with the same id, seq and typ', () => {
    for (const h of hotels) {
      const ids = [...new Set(h.images.map((i) => i.meta.id))];
      expect(ids.length).toBeGreaterThanOrEqual(6);
      expect(ids.length).toBeLessThanOrEqual(10);
      for (const [n, id] of ids.entries()) {
        const sizes = h.images.filter((i) => i.meta.id === id);
        expect(sizes.map((i) => [i.meta.width, i.meta.height])).toEqual([
          [320, 213],
          [800, 533],
          [1600, 1067],
        ]);
        expect(new Set(sizes.map((i) => `${i.meta.seq}/${i.meta.typ}`)).size).toBe(1);
        expect(sizes[0]?.meta.seq).toBe(n + 1);
        expect(sizes.map((i) => i.url)).toEqual(
          DEMO_IMAGE_WIDTHS.map((w) => `/hotel-images/demo/${h.gid}/${n + 1}-${w}.jpg`),
        );
      }
    }
  });

  it('is deterministic: the same records on every call', () => {
    expect(demoHotels()).toEqual(hotels);
  });

  it('is deterministic across processes (another process, another time zone: the same records)', async () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const module = fileURLToPath(new URL('./index.ts', import.meta.url));
    const script = `import { demoHotels } from ${JSON.stringify(module)}; import { createHash } from 'node:crypto';
      process.stdout.write(createHash('sha256').update(JSON.stringify(demoHotels())).digest('hex'));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { env: { ...process.env, TZ: 'Pacific/Auckland', LANG: 'en_US.UTF-8' }, timeout: 60_000 },
    );
    expect(stdout.trim()).toBe(sha(JSON.stringify(hotels)));
  });
});
