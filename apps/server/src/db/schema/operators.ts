import { bigserial, boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Tour operators (Veranstalter) with an account: their users see the proof of their own offers (operator portal). */
export const operators = pgTable('operators', {
  guid: uuid('guid').primaryKey(),
  name: text('name').notNull(),
  contact: text('contact'),
  created: created(),
  changed: changed(),
});

/**
 * The operator names and codes the offer providers use for an operator (play_days.tour_operator holds them): each
 * belongs to one operator at most, so no two operators ever see the same offers.
 */
export const operatorCodes = pgTable(
  'operator_codes',
  {
    code: text('code').primaryKey(),
    guidOperator: uuid('guid_operator')
      .notNull()
      .references(() => operators.guid, { onDelete: 'cascade' }),
  },
  (t) => [index('operator_codes_operator_idx').on(t.guidOperator)],
);

/** Which users belong to an operator (an operator user has no company: users.guid_parent stays null). */
export const operatorUsers = pgTable(
  'operator_users',
  {
    guidUser: uuid('guid_user')
      .primaryKey()
      .references(() => users.guid, { onDelete: 'cascade' }),
    guidOperator: uuid('guid_operator')
      .notNull()
      .references(() => operators.guid, { onDelete: 'cascade' }),
  },
  (t) => [index('operator_users_operator_idx').on(t.guidOperator)],
);

/**
 * An agency's consent for one operator ('Nachweise für … freigeben'). A network's row decides for its locations
 * unless `locationsDecide` lets each location decide for itself (its own row, when it has one). `shares` false is a
 * revoked or never-given consent (the row stays for the list of consents); `named` false shows the operator the
 * postcode area instead of agency, location and screen names; plays before `startDay` are never shown.
 */
export const operatorConsents = pgTable(
  'operator_consents',
  {
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    guidOperator: uuid('guid_operator')
      .notNull()
      .references(() => operators.guid, { onDelete: 'cascade' }),
    shares: boolean('shares').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    named: boolean('named').notNull(),
    locationsDecide: boolean('locations_decide').notNull().default(false),
    changedBy: text('changed_by'),
    changed: changed(),
  },
  (t) => [
    primaryKey({ columns: [t.guidOperator, t.guidCompany] }),
    index('operator_consents_company_idx').on(t.guidCompany),
  ],
);

/** Personal access tokens of operator users for their BI (read-only); only the SHA-256 of the token is stored. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    guid: uuid('guid').primaryKey(),
    guidUser: uuid('guid_user')
      .notNull()
      .references(() => users.guid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    created: created(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
  },
  (t) => [index('operator_tokens_user_idx').on(t.guidUser)],
);

/** Every request of an operator user or token: who, what, when (both the agencies and the operator read it). */
export const operatorAccessLog = pgTable(
  'operator_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    guidOperator: uuid('guid_operator').notNull(),
    guidUser: uuid('guid_user'),
    username: text('username').notNull(),
    via: text('via').notNull(),
    /** The token's name when the request came with one (kept after the token is revoked). */
    tokenName: text('token_name'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('operator_access_log_operator_idx').on(t.guidOperator, t.at)],
);
