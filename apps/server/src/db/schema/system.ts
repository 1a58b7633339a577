import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';

export const appVersions = pgTable('app_versions', {
  guid: uuid('guid').primaryKey(),
  name: text('name').notNull().unique(),
  isDefault: smallint('is_default').notNull().default(0),
  comment: text('comment'),
  packageSize: bigint('package_size', { mode: 'number' }),
  packageMd5: text('package_md5'),
  created: created(),
  changed: changed(),
});

export const systemConfig = pgTable('system_config', {
  name: text('name').primaryKey(),
  data: text('data').notNull().default('{}'),
  changed: changed(),
});

/** Durable background jobs (media conversion, mail sending); claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** runSoon() asked for a run while this recurring row was running: its next run is due at once (plugins/jobs.ts). */
    wake: boolean('wake').notNull().default(false),
    created: created(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    guidUser: uuid('guid_user'),
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityGuid: text('entity_guid'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityGuid)],
);
