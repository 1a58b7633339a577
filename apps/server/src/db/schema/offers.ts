import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';

/** The offer tool's editor values (USE_EDITOR_VALUES) per location and offer, so they survive a reload. */
export const offerEditorValues = pgTable(
  'offer_editor_values',
  {
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    fields: jsonb('fields').notNull().default([]),
    changed: changed(),
  },
  (t) => [primaryKey({ columns: [t.guidCompany, t.offerId] })],
);

/**
 * The scheduled re-check of running offers, per location and offer: what the provider said last, what was last
 * confirmed (the data the images show), what changed and why the items were taken down.
 */
export const offerChecks = pgTable(
  'offer_checks',
  {
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** The provider and advisoryId the offer was added with (the re-check asks the same). */
    provider: text('provider').notNull(),
    advisoryId: text('advisory_id').notNull(),
    /** The location's departure airport the offer was priced from (null: the offer's own price). */
    departureAirport: text('departure_airport'),
    /** sha-256 of the offer data the images were rendered from, and that data (for the change summary). */
    dataHash: text('data_hash').notNull(),
    data: jsonb('data').notNull(),
    /**
     * The editor values of the last 'Angebot hinzufügen' (without the provider's fields): a re-check renders
     * with these, never with values only previewed since. Null for rows added before it was kept.
     */
    editor: jsonb('editor'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    /** First failed attempt to reach the provider since the last answer; null while it answers. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** German summary of the last change ('Preis: 1.299 € → 1.199 €') and when it was found. */
    changeSummary: text('change_summary'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Why the items left the loop (German), and when; null while running. */
    takenDown: text('taken_down'),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.guidCompany, t.offerId] }), index('offer_checks_checked_idx').on(t.checkedAt)],
);

/**
 * An offer the offer tool added at a location that approves its offers itself (offerApproval 'location'): rendered
 * but not placed until a user with RIGHT_OFFER_APPROVE approves it (dashboard 'Zur Freigabe'). state: pending,
 * approved (placed), declined, failed (message says why). The same offer again replaces its pending hold.
 */
export const offerHolds = pgTable(
  'offer_holds',
  {
    guid: uuid('guid').primaryKey(),
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** The offer tool's mode ('standard' | 'bosis'): the period rules the approval checks again. */
    mode: text('mode').notNull(),
    /** The add request without the code: start, end, targetDevices, targetPlaylists, provider, advisoryId. */
    request: jsonb('request').notNull(),
    /** The provider's price (EUR) when it was rendered. */
    price: doublePrecision('price'),
    /** The rendered pair (storage keys) the approver sees. */
    previewV: text('preview_v'),
    previewH: text('preview_h'),
    state: text('state').notNull().default('pending'),
    /** German: why it failed, or the decliner's note. */
    message: text('message'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    created: created(),
    changed: changed(),
  },
  (t) => [
    uniqueIndex('offer_holds_pending_idx').on(t.guidCompany, t.offerId).where(sql`state = 'pending'`),
    index('offer_holds_company_idx').on(t.guidCompany, t.state),
  ],
);
