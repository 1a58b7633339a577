import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Announcements on the screens: a full-screen message for the screens of a network (scope 'network'), of one location
 * ('location', guid_location) or chosen screens ('devices', device_guids), from starts_at until ends_at. Deleting the
 * network or location deletes its announcements.
 */
export const announcements = pgTable(
  'announcements',
  {
    guid: uuid('guid').primaryKey(),
    guidNetwork: uuid('guid_network')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    guidLocation: uuid('guid_location').references(() => companies.guid, { onDelete: 'cascade' }),
    deviceGuids: jsonb('device_guids').$type<string[]>().notNull().default([]),
    text: text('text').notNull(),
    colour: text('colour').notNull(),
    /** Stored file name under announcements/{guid}/, or null. */
    picture: text('picture'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guidUser: uuid('guid_user').references(() => users.guid, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    created: created(),
    changed: changed(),
  },
  (t) => [index('announcements_network_idx').on(t.guidNetwork, t.endsAt)],
);
