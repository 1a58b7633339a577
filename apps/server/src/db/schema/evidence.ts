import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The evidence archive "Nachweis Schaufenster": append-only entries of what an offer showed, one hash chain for the
 * whole server (seq 1, 2, …; hash = sha256(prevHash + canonical JSON of the entry)). No foreign keys on purpose: a
 * deleted location or offer keeps its evidence until the retention (EVIDENCE_RETENTION_MONTHS).
 */
export const evidenceEntries = pgTable(
  'evidence_entries',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    guidCompany: uuid('guid_company').notNull(),
    offerId: text('offer_id').notNull(),
    /** 'version' | 'image' | 'placed' | 'recheck' | 'takedown'. */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('evidence_entries_offer_idx').on(t.guidCompany, t.offerId, t.seq)],
);

/**
 * Where the chain starts after the retention removed a prefix of it (one row, id 1): the seq and hash of the
 * last removed entry, so the check verifies the rest. No row: the chain starts at seq 1 with an empty prevHash.
 */
export const evidenceCheckpoint = pgTable('evidence_checkpoint', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
});

/**
 * The plays of each version of a placed offer per screen ("per screen the first and last play and the number of plays
 * of each version"), added by the plays ingest in the transaction of the plays themselves. A play belongs to the
 * version entry (`version_seq`) that was the offer's newest at the location when the play began. Only counted plays
 * (after dedupe and clipping) with their counted seconds; first and last play are starts (ms).
 */
export const evidencePlays = pgTable(
  'evidence_plays',
  {
    guidLocation: uuid('guid_location').notNull(),
    offerId: text('offer_id').notNull(),
    versionSeq: bigint('version_seq', { mode: 'number' }).notNull(),
    guidDevice: uuid('guid_device').notNull(),
    firstPlay: timestamp('first_play', { withTimezone: true, precision: 3 }).notNull(),
    lastPlay: timestamp('last_play', { withTimezone: true, precision: 3 }).notNull(),
    plays: integer('plays').notNull(),
    seconds: doublePrecision('seconds').notNull(),
    /** Plays reported with the screen's device secret. */
    securedPlays: integer('secured_plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guidLocation, t.offerId, t.versionSeq, t.guidDevice] })],
);
