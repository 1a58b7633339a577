import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Proof of play. No foreign keys on purpose: deleting a screen, location, item or medium keeps its history (names and
 * offer are kept in the rollups), unlike the reports of other signage products.
 */

/** Report batches already counted, per screen (a resent batch counts once); kept as long as the raw plays. */
export const playBatches = pgTable(
  'play_batches',
  {
    guidDevice: uuid('guid_device').notNull(),
    batchId: text('batch_id').notNull(),
    received: timestamp('received', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guidDevice, t.batchId] }),
    // BRIN: ids arrive in time order; only retention reads by time (a B-tree cost every batch an index insert).
    index('play_batches_received_idx').using('brin', t.received),
  ],
);

/**
 * Raw plays as counted (after clipping), kept PLAY_EVENTS_RETENTION_DAYS. One per screen, item and start: the unique
 * index also serves the ingest's look-up of a screen's plays around a batch (overlaps, duplicates).
 */
export const playEvents = pgTable(
  'play_events',
  {
    guidDevice: uuid('guid_device').notNull(),
    guidItem: uuid('guid_item').notNull(),
    started: timestamp('started', { withTimezone: true }).notNull(),
    seconds: real('seconds').notNull(),
    /** 1: the screen sent its device secret with the report (operator-grade proof). */
    secured: smallint('secured').notNull().default(0),
  },
  (t) => [
    index('play_events_started_idx').using('brin', t.started),
    uniqueIndex('play_events_screen_start_idx').on(t.guidDevice, t.started, t.guidItem),
  ],
);

/**
 * Plays refused or clipped by the ingest, with the reason; kept as long as the raw plays. `seconds` and `started` are
 * as reported; `reason` a code (REJECTION_REASONS), `message` its German text.
 */
export const playRejections = pgTable(
  'play_rejections',
  {
    guidDevice: uuid('guid_device').notNull(),
    guidItem: uuid('guid_item'),
    guidLocation: uuid('guid_location'),
    guidNetwork: uuid('guid_network'),
    started: timestamp('started', { withTimezone: true }),
    seconds: real('seconds'),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    received: timestamp('received', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('play_rejections_received_idx').using('brin', t.received),
    index('play_rejections_network_idx').on(t.guidNetwork, t.received),
  ],
);

/**
 * Which items the server served each screen and when: the first and the latest answer that held the item (written from
 * the poll when the screen's answer changes, at least hourly while it polls). A play counts only for an item served
 * this screen around its start (modules/plays/loop-check.ts).
 */
export const playServed = pgTable(
  'play_served',
  {
    guidDevice: uuid('guid_device').notNull(),
    guidItem: uuid('guid_item').notNull(),
    firstServed: timestamp('first_served', { withTimezone: true }).notNull(),
    lastServed: timestamp('last_served', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.guidDevice, t.guidItem] })],
);

/** The columns both rollups keep beside the counts, so a deleted item, screen or location keeps its plays. */
const kept = {
  guidDevice: uuid('guid_device').notNull(),
  guidItem: uuid('guid_item').notNull(),
  /** The screen's location and network when it played (null: none assigned). */
  guidLocation: uuid('guid_location'),
  guidNetwork: uuid('guid_network'),
  itemName: text('item_name').notNull(),
  offerId: text('offer_id'),
  tourOperator: text('tour_operator'),
  plays: integer('plays').notNull(),
  seconds: doublePrecision('seconds').notNull(),
  /** Of those, the plays and seconds reported with the screen's device secret. */
  securedPlays: integer('secured_plays').notNull().default(0),
  securedSeconds: doublePrecision('secured_seconds').notNull().default(0),
};

/** Plays and seconds per screen, item and hour (UTC), upserted with the raw plays; kept 25 months. */
export const playHours = pgTable(
  'play_hours',
  { hour: timestamp('hour', { withTimezone: true }).notNull(), ...kept },
  (t) => [
    primaryKey({ columns: [t.guidDevice, t.guidItem, t.hour] }),
    index('play_hours_hour_idx').using('brin', t.hour),
  ],
);

/**
 * The same per calendar day (Europe/Berlin): what reports read, a 24th of the rows; kept 25 months. Reports filter
 * by network or location and day (indexes below); migration 0015 adds ndistinct statistics on (item, name, offer,
 * operator) and (screen, location, network), so the planner sees that grouping by them gives few groups.
 */
export const playDays = pgTable('play_days', { day: date('day').notNull(), ...kept }, (t) => [
  primaryKey({ columns: [t.guidDevice, t.guidItem, t.day] }),
  index('play_days_network_idx').on(t.guidNetwork, t.day),
  index('play_days_location_idx').on(t.guidLocation, t.day),
  index('play_days_day_idx').on(t.day),
]);

/**
 * What each screen shows now or showed last, one row per screen: the web player's notice of the item it starts (ended
 * null), else the latest play a report brought (ended set). Written by the plays module only.
 */
export const nowPlaying = pgTable('now_playing', {
  guidDevice: uuid('guid_device').primaryKey(),
  guidItem: uuid('guid_item').notNull(),
  itemName: text('item_name').notNull(),
  started: timestamp('started', { withTimezone: true }).notNull(),
  /** null: shown from `started` on, as the screen said; else the end of the last reported play. */
  ended: timestamp('ended', { withTimezone: true }),
  received: timestamp('received', { withTimezone: true }).notNull(),
});
