import type { ScreenPower } from '@signage/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { companies } from './companies.js';
import { playlists } from './playlists.js';

export const devices = pgTable(
  'devices',
  {
    guid: uuid('guid').primaryKey(),
    name: text('name').notNull().default(''),
    stageName: text('stage_name'),
    deviceState: text('device_state').notNull().default('NEW'),
    isService: smallint('is_service').notNull().default(0),
    screenNumber: text('screen_number'),
    orientation: text('orientation').notNull().default('horizontal'),
    androidId: text('android_id'),
    remoteAddress: text('remote_address'),
    clientVersionString: text('client_version_string'),
    setClientVersion: text('set_client_version'),
    maxDuration: integer('max_duration'),
    display: text('display'),
    displaySer: text('display_ser'),
    stele: text('stele'),
    playerTyp: text('player_typ'),
    playerMac: text('player_mac'),
    playerSer: text('player_ser'),
    netip: text('netip'),
    netsub: text('netsub'),
    netgateway: text('netgateway'),
    proxy: text('proxy'),
    dns1: text('dns1'),
    dns2: text('dns2'),
    inputType: text('input_type'),
    imgBackground: text('img_background').notNull().default('none'),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'set null' }),
    guidParent: uuid('guid_parent').references(() => companies.guid, { onDelete: 'set null' }),
    guidPlaylist: uuid('guid_playlist').references(() => playlists.guid, { onDelete: 'set null' }),
    diskUsageCurrent: bigint('disk_usage_current', { mode: 'number' }),
    diskUsageMax: bigint('disk_usage_max', { mode: 'number' }),
    lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }),
    lastEtag: text('last_etag'),
    secretHash: text('secret_hash'),
    isArchived: smallint('is_archived').notNull().default(0),
    jsonMonitor: text('json_monitor').notNull().default('{"vis":true,"x":0,"y":0,"w":84,"h":128}'),
    tags: text('tags').notNull().default('[]'),
    comment: text('comment'),
    /** When the screen is on (ScreenPower); null: the default, opening hours with 30 minutes either side. */
    power: jsonb('power').$type<ScreenPower>(),
    created: created(),
    edited: timestamp('edited', { withTimezone: true }).notNull().defaultNow(),
    /** The fields a keyword search reads, lower-cased once on write: LIKE on it is ≈ 5× cheaper than ILIKE. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(10) || coalesce(stage_name, '') || chr(10) || coalesce(screen_number, '')
        || chr(10) || coalesce(player_ser, '') || chr(10) || coalesce(player_mac, '') || chr(10) || coalesce(remote_address, ''))`,
    ),
  },
  (t) => [
    index('devices_company_idx').on(t.guidCompany),
    index('devices_parent_idx').on(t.guidParent),
    index('devices_playlist_idx').on(t.guidPlaylist),
    index('devices_state_idx').on(t.deviceState),
    // The support order (longest silent first): a page is read in index order instead of sorting every
    // matching device. Heartbeats are written at most every few minutes per device, so losing HOT
    // updates for them costs little.
    index('devices_support_order_idx').on(t.lastHeartbeat.asc().nullsFirst(), sql`${t.name} collate "C"`, t.guid),
  ],
);

/** A screen's pairing code while it waits to be claimed (one per device; deleted with it or when claimed). */
export const pairingCodes = pgTable(
  'pairing_codes',
  {
    deviceGuid: uuid('device_guid')
      .primaryKey()
      .references(() => devices.guid, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    created: created(),
  },
  (t) => [uniqueIndex('pairing_codes_code_idx').on(t.code), index('pairing_codes_expires_idx').on(t.expiresAt)],
);

/**
 * A screen's picture on request, one row per screen: the pending request (request_id, until the screen answers) and the
 * latest answer (a JPEG in the storage under picture_key, or the reason it sent none).
 */
export const deviceSnapshots = pgTable('device_snapshots', {
  guidDevice: uuid('guid_device')
    .primaryKey()
    .references(() => devices.guid, { onDelete: 'cascade' }),
  requestId: uuid('request_id'),
  requested: timestamp('requested', { withTimezone: true }),
  answered: timestamp('answered', { withTimezone: true }),
  pictureKey: text('picture_key'),
  reason: text('reason'),
});
