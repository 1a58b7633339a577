import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

export interface Fingerprint {
  /** Changes when playlists, items or media change (counts catch deletions, max(changed) edits). */
  playlists: string;
  /** Changes when devices, networks' secret switch, app versions or announcements change. */
  devices: string;
}

/**
 * One cheap statement that tells another server process that something the player caches has
 * changed. It relies on writers bumping `changed` / `edited`; in-process writers call the bus instead.
 */
export async function readFingerprint(db: Db): Promise<Fingerprint> {
  const [row] = await queryRows<Fingerprint>(
    db,
    sql`select
      (select count(*) || '/' || coalesce(max(id), 0) || '/' || coalesce(max(changed)::text, '') from playlist_items)
      || '|' || (select count(*) || '/' || coalesce(max(changed)::text, '') from playlists)
      || '|' || (select count(*) || '/' || count(*) filter (where convert_status = 'done')
                 || '/' || count(web_file_name) from media) as playlists,
      (select count(*) || '/' || coalesce(max(edited)::text, '') from devices)
      || '|' || (select count(*) filter (where device_secret_required) || '/' || coalesce(max(changed)::text, '')
                 from companies)
      || '|' || (select count(*) || '/' || coalesce(max(changed)::text, '') || '/'
                 || coalesce(string_agg(name, ',') filter (where is_default = 1), '') from app_versions) as devices`,
  );
  return row;
}
