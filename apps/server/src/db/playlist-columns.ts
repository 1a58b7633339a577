import { sql } from 'drizzle-orm';
import { companies, playlists } from './schema.js';

/**
 * The columns of a playlist as every list shows it (playlists page, a company's playlists tab): its own
 * fields, the owning company's name, the number of items and the loop's length without linked playlists.
 * Select from playlists left-joined with companies on guidCompany.
 */
export const playlistListColumns = {
  guid: playlists.guid,
  name: playlists.name,
  comment: playlists.comment,
  channel: playlists.channel,
  maxLength: playlists.maxLength,
  orientation: playlists.orientation,
  guidCompany: playlists.guidCompany,
  companyName: companies.name,
  cntItems: sql<number>`(select count(*)::int from playlist_items i where i.guid_playlist = ${playlists.guid})`,
  duration: sql<number>`(select coalesce(sum(i.duration), 0)::int from playlist_items i
    where i.guid_playlist = ${playlists.guid} and i.type <> 'PLAYLIST')`,
  created: playlists.created,
  changed: playlists.changed,
};
