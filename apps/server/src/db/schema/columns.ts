import { timestamp } from 'drizzle-orm/pg-core';

/** The created/changed columns every table shares. */
export const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
export const changed = () => timestamp('changed', { withTimezone: true }).notNull().defaultNow();
