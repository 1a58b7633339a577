import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { users } from './users.js';

export const comments = pgTable(
  'comments',
  {
    guid: uuid('guid').primaryKey(),
    name: text('name'),
    subject: text('subject'),
    body: text('body'),
    action: text('action').notNull().default('manual'),
    comment: text('comment').notNull().default(''),
    extra: text('extra'),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'cascade' }),
    guidDevice: uuid('guid_device').references(() => devices.guid, { onDelete: 'cascade' }),
    guidUser: uuid('guid_user').references(() => users.guid, { onDelete: 'set null' }),
    created: created(),
    edited: timestamp('edited', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_company_idx').on(t.guidCompany, t.created),
    index('comments_device_idx').on(t.guidDevice, t.created),
  ],
);
