import { bigint, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';
import { companies } from './companies.js';

export const templates = pgTable('templates', {
  guid: uuid('guid').primaryKey(),
  guidParent: uuid('guid_parent').references(() => companies.guid, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  comment: text('comment'),
  config: text('config').notNull().default('{}'),
  created: created(),
  changed: changed(),
});

export const templateFiles = pgTable(
  'template_files',
  {
    guid: uuid('guid').primaryKey(),
    guidTemplate: uuid('guid_template')
      .notNull()
      .references(() => templates.guid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    created: created(),
  },
  (t) => [uniqueIndex('template_files_name_idx').on(t.guidTemplate, t.name)],
);
