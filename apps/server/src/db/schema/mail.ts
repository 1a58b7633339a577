import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { users } from './users.js';

export const mailTemplates = pgTable('mail_templates', {
  guid: uuid('guid').primaryKey(),
  name: text('name').notNull().default(''),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull().default(''),
  userGuid: uuid('user_guid').references(() => users.guid, { onDelete: 'set null' }),
  language: text('language').notNull().default('de'),
  created: created(),
  changed: changed(),
});

/** The outbox: every mail is stored here first and sent by a background job. */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    guid: uuid('guid').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('wartet'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    guidUser: uuid('guid_user').references(() => users.guid, { onDelete: 'set null' }),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'set null' }),
    guidDevice: uuid('guid_device').references(() => devices.guid, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [index('outgoing_mails_status_idx').on(t.status, t.nextAttemptAt)],
);
