import { pgTable, text } from 'drizzle-orm/pg-core';
import { created } from './columns.js';

/**
 * Random keys the server makes for itself on first use (e.g. the picture URL signing key), shared by every
 * server process on one database and kept over restarts. Not a setting: no page shows or edits them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64. */
  secret: text('secret').notNull(),
  created: created(),
});
