import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { companies } from './companies.js';
import { playlists } from './playlists.js';

/**
 * The QR short links (/q/{token}): one per location, offer and target playlist, so a scan says on which screens'
 * playlist the passer-by saw the offer. The token is 128 random bits.
 */
export const qrLinks = pgTable(
  'qr_links',
  {
    token: text('token').primaryKey(),
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    guidPlaylist: uuid('guid_playlist')
      .notNull()
      .references(() => playlists.guid, { onDelete: 'cascade' }),
    /** Where a scan is sent (the offer's booking link as the image showed it). */
    targetUrl: text('target_url').notNull(),
    created: created(),
  },
  // also the index of a location's links (its leading column)
  (t) => [uniqueIndex('qr_links_target_idx').on(t.guidCompany, t.offerId, t.guidPlaylist)],
);

/** Scans per link and hour: nothing about the scanner (no address, no user agent), only the count. */
export const qrScans = pgTable(
  'qr_scans',
  {
    token: text('token')
      .notNull()
      .references(() => qrLinks.token, { onDelete: 'cascade' }),
    /** The start of the hour (UTC) the scans fell in. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.token, t.hour] })],
);
