import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, playlistItems } from './schema.js';
import { writtenTables } from './write-sql.js';

describe('raw SQL writes recognised from their text', () => {
  it('skips reads at the first word', () => {
    expect(writtenTables(sql`select * from ${devices} for update`)).toEqual([]);
    expect(writtenTables(sql`vacuum ${devices}`)).toEqual([]);
    expect(writtenTables('select pg_notify(1)')).toEqual([]);
  });

  it('finds inserts, deletes, updates with their SET columns, truncates and writes in a WITH', () => {
    expect(writtenTables(sql`insert into ${playlistItems} (guid) values (${'x'})`)).toEqual([
      { table: 'playlist_items', op: 'insert', columns: [] },
    ]);
    expect(
      writtenTables(sql`update ${devices} d set last_heartbeat = v.at, remote_address = coalesce(v.ip, d.remote_address)
      from jsonb_to_recordset(${'[]'}::jsonb) as v(guid uuid) where d.guid = v.guid`),
    ).toEqual([{ table: 'devices', op: 'update', columns: ['last_heartbeat', 'remote_address'] }]);
    expect(writtenTables('DELETE FROM "media" WHERE guid = $1')).toEqual([
      { table: 'media', op: 'delete', columns: [] },
    ]);
    expect(writtenTables(sql.raw('TRUNCATE "playlists", "media" RESTART IDENTITY CASCADE'))).toEqual([
      { table: 'playlists', op: 'delete', columns: [] },
      { table: 'media', op: 'delete', columns: [] },
    ]);
    expect(
      writtenTables(sql`with gone as (delete from ${playlistItems} where x returning guid) select count(*) from gone`),
    ).toEqual([{ table: 'playlist_items', op: 'delete', columns: [] }]);
    expect(
      writtenTables(sql`insert into companies (guid) values (1) on conflict (guid) do update set name = excluded.name`),
    ).toEqual([{ table: 'companies', op: 'insert', columns: [] }]);
  });
});
