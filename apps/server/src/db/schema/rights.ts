import { index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { companies } from './companies.js';

export const roles = pgTable(
  'roles',
  {
    guid: uuid('guid').primaryKey(),
    guidParent: uuid('guid_parent').references(() => companies.guid, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    comment: text('comment'),
    created: created(),
  },
  (t) => [index('roles_parent_idx').on(t.guidParent)],
);

/** The rights catalogue; guidRight is the RIGHT_… name. */
export const rights = pgTable('rights', {
  guid: uuid('guid').primaryKey(),
  guidRight: text('guid_right').notNull().unique(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull(),
  comment: text('comment'),
  guidParent: text('guid_parent').notNull().default('DEFAULT_ALL'),
});

export const roleRights = pgTable(
  'role_rights',
  {
    guidRole: uuid('guid_role')
      .notNull()
      .references(() => roles.guid, { onDelete: 'cascade' }),
    guidRight: uuid('guid_right')
      .notNull()
      .references(() => rights.guid, { onDelete: 'cascade' }),
    allowed: smallint('allowed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.guidRole, t.guidRight] })],
);
