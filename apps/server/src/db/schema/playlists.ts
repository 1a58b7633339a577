import type { ItemSchedule } from '@signage/shared';
import {
  bigint,
  bigserial,
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
import { companies } from './companies.js';

export const playlists = pgTable(
  'playlists',
  {
    guid: uuid('guid').primaryKey(),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    comment: text('comment'),
    channel: smallint('channel').notNull().default(0),
    maxLength: integer('max_length').notNull().default(0),
    orientation: text('orientation').notNull().default('horizontal'),
    clonedFrom: uuid('cloned_from'),
    created: created(),
    changed: changed(),
  },
  (t) => [index('playlists_company_idx').on(t.guidCompany), index('playlists_channel_idx').on(t.channel)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guid: uuid('guid').notNull().unique(),
    guidPlaylist: uuid('guid_playlist')
      .notNull()
      .references(() => playlists.guid, { onDelete: 'cascade' }),
    orderNr: integer('order_nr').notNull().default(100),
    name: text('name').notNull().default(''),
    title: text('title'),
    category: text('category'),
    localFileName: text('local_file_name'),
    localAbsoluteFileName: text('local_absolute_file_name'),
    type: text('type').notNull(),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    duration: integer('duration').notNull().default(10),
    md5: text('md5'),
    config: text('config'),
    thumb: text('thumb'),
    active: smallint('active').notNull().default(1),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTill: timestamp('active_till', { withTimezone: true }),
    readOnly: smallint('read_only').notNull().default(0),
    fromPlayList: uuid('from_play_list'),
    linkedPlaylist: uuid('linked_playlist').references(() => playlists.guid, { onDelete: 'cascade' }),
    guidMedia: uuid('guid_media'),
    tags: text('tags').notNull().default('[]'),
    /** Set on items the offer tool added (the provider's offer id): adding it again replaces the item. */
    offerId: text('offer_id'),
    /** 'horizontal' or 'vertical': the item plays only on screens of that orientation; null on every screen. */
    orientation: text('orientation'),
    /** When in the day the item plays (ItemSchedule), beside activeFrom/activeTill; null: always. */
    schedule: jsonb('schedule').$type<ItemSchedule>(),
    created: created(),
    changed: changed(),
  },
  (t) => [
    index('playlist_items_playlist_idx').on(t.guidPlaylist, t.orderNr),
    index('playlist_items_offer_idx').on(t.guidPlaylist, t.offerId),
    index('playlist_items_linked_idx').on(t.linkedPlaylist),
    index('playlist_items_media_idx').on(t.guidMedia),
  ],
);

export const media = pgTable(
  'media',
  {
    guid: uuid('guid').primaryKey(),
    name: text('name').notNull().default(''),
    localFileName: text('local_file_name').notNull(),
    guidPlaylist: uuid('guid_playlist'),
    companyGuid: uuid('company_guid').references(() => companies.guid, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    type: text('type').notNull(),
    mime: text('mime'),
    md5: text('md5'),
    mediaInfo: text('media_info').notNull().default('{}'),
    convertStatus: text('convert_status').notNull().default('done'),
    convertStatusMessage: text('convert_status_message'),
    webFileName: text('web_file_name'),
    thumbFileName: text('thumb_file_name'),
    uiUniqueId: text('ui_unique_id'),
    active: smallint('active').notNull().default(1),
    tags: text('tags').notNull().default('[]'),
    created: created(),
  },
  (t) => [
    index('media_created_idx').on(t.created),
    index('media_company_idx').on(t.companyGuid, t.created),
    index('media_playlist_idx').on(t.guidPlaylist),
    index('media_name_idx').on(t.name),
  ],
);
