import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';
import { roles } from './rights.js';

export const users = pgTable(
  'users',
  {
    guid: uuid('guid').primaryKey(),
    guidParent: uuid('guid_parent').references(() => companies.guid, { onDelete: 'set null' }),
    /** Null for a user created by 'Neu erstellen' until a role is chosen: no rights, no login. */
    guidRole: uuid('guid_role').references(() => roles.guid),
    username: text('username').notNull(),
    forename: text('forename'),
    lastname: text('lastname'),
    email: text('email'),
    phonenumber: text('phonenumber'),
    passwordHash: text('password_hash'),
    created: created(),
    changed: changed(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    index('users_parent_idx').on(t.guidParent),
    index('users_role_idx').on(t.guidRole),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    guidUser: uuid('guid_user')
      .notNull()
      .references(() => users.guid, { onDelete: 'cascade' }),
    created: created(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.guidUser)],
);
