import { bigserial, boolean, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices.js';

/**
 * Verified on the glass: each capture a web player sent of what it showed, compared with the image its item should
 * show. `capture` is the small picture itself (data URL, at most GLASS_MAX_BYTES) for support to look at; `offer_id`
 * and `guid_company` are kept so the check outlives the item.
 */
export const glassChecks = pgTable(
  'glass_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guidDevice: uuid('guid_device')
      .notNull()
      .references(() => devices.guid, { onDelete: 'cascade' }),
    guidItem: uuid('guid_item').notNull(),
    itemName: text('item_name').notNull(),
    offerId: text('offer_id'),
    guidCompany: uuid('guid_company'),
    /** Calendar day (Europe/Berlin) of the showing, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** 'bestätigt' | 'abweichend' | 'schwarz'. */
    result: text('result').notNull(),
    distance: integer('distance'),
    luminance: real('luminance'),
    requested: boolean('requested').notNull().default(false),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    received: timestamp('received', { withTimezone: true }).notNull(),
    capture: text('capture'),
    captureSha256: text('capture_sha256').notNull(),
    expectedKey: text('expected_key'),
  },
  (t) => [index('glass_checks_device_idx').on(t.guidDevice, t.received)],
);

/** A glass check staff asked a screen for ('Bildschirm prüfen'); the poll answer carries it until answered. */
export const glassRequests = pgTable('glass_requests', {
  guidDevice: uuid('guid_device')
    .primaryKey()
    .references(() => devices.guid, { onDelete: 'cascade' }),
  requestId: uuid('request_id').notNull(),
  requested: timestamp('requested', { withTimezone: true }).notNull(),
});
