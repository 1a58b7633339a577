import { sql } from 'drizzle-orm';
import { companies, playlists } from './schema.js';

/**
 * The columns of a playlist as every list shows it (playlists page, a company's playlists tab): its own
 * fields, the owning company's name, the number of items and the loop's length without linked playlists (the longest one screen plays).
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
  // Items for one orientation count only for its screens: the longest loop one screen plays (ownLoopSeconds).
  duration: sql<number>`(select (coalesce(sum(i.duration) filter (where i.orientation is null), 0)
      + greatest(coalesce(sum(i.duration) filter (where i.orientation = 'horizontal'), 0),
                 coalesce(sum(i.duration) filter (where i.orientation = 'vertical'), 0)))::int
    from playlist_items i where i.guid_playlist = ${playlists.guid} and i.type <> 'PLAYLIST')`,
  created: playlists.created,
  changed: playlists.changed,
};
