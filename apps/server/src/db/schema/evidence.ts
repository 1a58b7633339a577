import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The evidence archive "Nachweis Schaufenster" (issue 39): append-only entries of what an offer showed, one hash
 * chain for the whole server (seq 1, 2, …; hash = sha256(prevHash + canonical JSON of the entry)). No foreign
 * keys on purpose: a deleted location or offer keeps its evidence until the retention (EVIDENCE_RETENTION_MONTHS).
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
