import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hotels } from '../../db/schema.js';
import { hotelLine } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { DatabaseHotelDirectory } from './database-directory.js';
import type { HotelDirectory } from './directory.js';
import { createHotelDirectory, REMOTE_CACHE_TTL_MS, seedDemoHotels } from './wiring.js';

const h = useHarness();
const config = (env: NodeJS.ProcessEnv) => loadConfig({ SCRYPT_COST: '1024', ...env });

describe('hotel configuration', () => {
  it('defaults to the own database with demo hotels, OpenStreetMap tiles and no external page', () => {
    const c = config({});
    expect(c).toMatchObject({
      hotelDirectory: 'database',
      hotelDirectoryTimeoutMs: 5000,
      hotelDriveUrl: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap-Mitwirkende',
      hotelDemo: true,
    });
    expect(config({ HOTEL_DEMO: '0', HOTEL_DRIVE_URL: '' })).toMatchObject({ hotelDemo: false, hotelDriveUrl: null });
  });

  it('refuses incomplete or malformed settings with German messages', () => {
    expect(() => config({ HOTEL_DIRECTORY: 'http' })).toThrow(
      /HOTEL_DIRECTORY_URL: wird für HOTEL_DIRECTORY=http benötigt/,
    );
    expect(() => config({ HOTEL_DRIVE_URL: 'https://drive.example/hotel' })).toThrow(/Platzhalter \{gid\}/);
    expect(() => config({ MAP_TILE_URL: 'https://tiles.example/{x}/{y}.png' })).toThrow(/\{z\}, \{x\} und \{y\}/);
    // the CSP names the tile hosts: only {s} may vary in the host
    expect(() => config({ MAP_TILE_URL: 'https://{z}.tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /nur der Platzhalter \{s\}/,
    );
    expect(config({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png' }).mapTileUrl).toContain('{s}');
  });

  it('picks the directory HOTEL_DIRECTORY names', () => {
    expect(createHotelDirectory(config({}), h.database.db, {})).toBeInstanceOf(DatabaseHotelDirectory);
    const http = config({
      HOTEL_DIRECTORY: 'http',
      HOTEL_DIRECTORY_URL: 'https://giata.example/api/',
      HOTEL_DIRECTORY_TIMEOUT_MS: '800',
    });
    const made: unknown[] = [];
    const remote = new DatabaseHotelDirectory(h.database.db) as HotelDirectory;
    const picked = createHotelDirectory(http, h.database.db, {
      remote: (options) => {
        made.push(options);
        return remote;
      },
    });
    expect(picked).toBe(remote);
    expect(made).toEqual([{ baseUrl: 'https://giata.example/api', timeoutMs: 800, cacheTtlMs: REMOTE_CACHE_TTL_MS }]);
    expect(() => createHotelDirectory(http, h.database.db, {})).toThrow(/nicht verfügbar/);
  });
});

describe('demo hotels at start', () => {
  const demo = () => [hotelLine({ gid: 'D1' }), hotelLine({ gid: 'D2' })];
  const count = async () => (await h.database.db.select({ gid: hotels.gid }).from(hotels)).length;

  it('fills an empty hotel table through the import, once', async () => {
    expect(await seedDemoHotels(h.database.db, config({}), h.clock, demo)).toMatchObject({ created: 2, errorCount: 0 });
    expect(await seedDemoHotels(h.database.db, config({}), h.clock, demo)).toBeNull();
    expect(await count()).toBe(2);
  });

  it('does nothing with HOTEL_DEMO=0, a remote directory or no demo hotels', async () => {
    expect(await seedDemoHotels(h.database.db, config({ HOTEL_DEMO: '0' }), h.clock, demo)).toBeNull();
    const http = config({ HOTEL_DIRECTORY: 'http', HOTEL_DIRECTORY_URL: 'https://giata.example' });
    expect(await seedDemoHotels(h.database.db, http, h.clock, demo)).toBeNull();
    expect(await seedDemoHotels(h.database.db, config({}), h.clock, undefined)).toBeNull();
    expect(await count()).toBe(0);
  });
});
