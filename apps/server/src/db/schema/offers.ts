import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { changed } from './columns.js';
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
