import { describe, expect, it } from 'vitest';
import type { TableWrite, WriteOp } from '../db/write-unit.js';
import { ANSWER_TABLES, changedOf, columnNamesOf, SCHEMA_TABLES, TABLE_SCREENS } from './table-map.js';

const write = (ops: WriteOp[], keys: string[] = [], all = false): TableWrite => ({
  ops: new Set(ops),
  keys: new Set(keys),
  all,
  uncovered: false,
});

describe('the table → screens map', () => {
  it('has an entry for every table of db/schema (a new table cannot be forgotten), and no other', () => {
    expect(SCHEMA_TABLES.size).toBeGreaterThan(30);
    expect(Object.keys(TABLE_SCREENS).sort()).toEqual([...SCHEMA_TABLES.keys()].sort());
  });

  it('names quiet columns that exist', () => {
    for (const [name, entry] of Object.entries(TABLE_SCREENS)) {
      for (const column of entry.quietColumns ?? []) expect(columnNamesOf(name), name).toContain(column);
    }
  });

  it('covers the tables the answers are built from, and only those', () => {
    expect([...ANSWER_TABLES].sort()).toEqual(
      [
        'announcements',
        'app_versions',
        'companies',
        'device_snapshots',
        'devices',
        'glass_requests',
        'media',
        'playlist_items',
        'playlists',
      ].sort(),
    );
  });

  it("turns recorded writes into the bus's Changed: declared keys narrow, else all of that kind", () => {
    expect(changedOf(new Map([['playlist_items', write(['update'], ['p1'])]]))).toEqual({ playlists: ['p1'] });
    expect(changedOf(new Map([['playlist_items', write(['update'])]]))).toEqual({ playlists: true });
    expect(changedOf(new Map([['devices', write(['update'], ['d1'], true)]]))).toEqual({ devices: true });
    // A company's time zone: the devices the owner named; the default app version: every device.
    expect(changedOf(new Map([['companies', write(['update'], ['d1', 'd2'])]]))).toEqual({ devices: ['d1', 'd2'] });
    expect(changedOf(new Map([['app_versions', write(['update'])]]))).toEqual({ devices: true });
    // A deleted playlist leaves its devices without one (a foreign key no statement shows).
    expect(changedOf(new Map([['playlists', write(['delete'], ['p1'])]]))).toEqual({
      playlists: ['p1'],
      devices: true,
    });
    expect(
      changedOf(
        new Map([
          ['sessions', write(['insert'])],
          ['audit_log', write(['insert'])],
        ]),
      ),
    ).toEqual({});
    expect(changedOf(new Map([['media', write([], ['m1'])]]))).toEqual({});
  });
});
