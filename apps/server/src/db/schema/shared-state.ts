import { bigint, boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * State every server process on one PostgreSQL shares (see docs/DECISIONS.md "Several server processes").
 * Secrets made once by the first process that needs them (the cookie signing key); not in system_config,
 * which administrators can read and change.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** The login throttle's windows (lib/login-throttle.ts), times in epoch milliseconds; UNLOGGED. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstAt: bigint('first_at', { mode: 'number' }).notNull(),
  lockedUntil: bigint('locked_until', { mode: 'number' }).notNull(),
});

/** Token buckets shared by all processes (registrations and wrong offer codes per address); UNLOGGED. */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
  /** Whether the last take got a token (the upsert's answer). */
  taken: boolean('taken').notNull().default(true),
});
