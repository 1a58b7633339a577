import {
  date,
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

/**
 * 'Reise der Woche': one offer a network publishes to its locations. One row per network and offer: publishing the
 * same offer again replaces the campaign (period, rule, selection) and its copies, it never adds a second one.
 */
export const offerCampaigns = pgTable(
  'offer_campaigns',
  {
    guid: uuid('guid').primaryKey(),
    guidNetwork: uuid('guid_network')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** The provider the offer was published from (each copy is asked there, with its location's airport). */
    provider: text('provider').notNull(),
    /** 'von' and 'bis' as calendar days: each copy runs from 00:00 to 23:59 of them in its location's zone. */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    /** Which screens get the copy: 'auto' (every screen the image of its orientation), 'horizontal', 'vertical'. */
    orientation: text('orientation').notNull(),
    /** Which locations (CampaignSelection of @signage/shared). */
    selection: jsonb('selection').notNull(),
    /** 'immediate': copies play at once; 'location': a location's user with RIGHT_OFFER_APPROVE accepts them first. */
    approval: text('approval').notNull(),
    createdBy: uuid('created_by'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    created: created(),
    changed: changed(),
  },
  (t) => [uniqueIndex('offer_campaigns_offer_idx').on(t.guidNetwork, t.offerId)],
);

/**
 * One location's copy of a campaign: rendered with the location's own name, address, phone, QR link, 'Stand', zone
 * and price (from its departure airport). state: queued (not yet rendered), pending (waits for approval), declined,
 * running (placed in the loop), withdrawn, failed (message says why).
 */
export const offerCopies = pgTable(
  'offer_copies',
  {
    guidCampaign: uuid('guid_campaign')
      .notNull()
      .references(() => offerCampaigns.guid, { onDelete: 'cascade' }),
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    /** The price the provider gave for this location (EUR), when rendered. */
    price: doublePrecision('price'),
    /** The rendered pair (storage keys) the approver sees. */
    previewV: text('preview_v'),
    previewH: text('preview_h'),
    /** German: why it failed, or the decliner's note. */
    message: text('message'),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    changed: changed(),
  },
  (t) => [
    primaryKey({ columns: [t.guidCampaign, t.guidCompany] }),
    index('offer_copies_company_idx').on(t.guidCompany, t.state),
  ],
);
