import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const changed = () => timestamp('changed', { withTimezone: true }).notNull().defaultNow();

/** Networks (isMother 1) and locations (isMother 0, guidParent = network). */
export const companies = pgTable(
  'companies',
  {
    guid: uuid('guid').primaryKey(),
    guidParent: uuid('guid_parent'),
    name: text('name').notNull().default(''),
    costCenter: text('cost_center'),
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    contactPerson: text('contact_person'),
    phonenumber: text('phonenumber'),
    email: text('email'),
    advisoryId: text('advisory_id'),
    templateId: uuid('template_id'),
    comment: text('comment'),
    tags: text('tags').notNull().default('[]'),
    importKey: text('import_key'),
    isMother: smallint('is_mother').notNull().default(0),
    typ: smallint('typ').notNull().default(0),
    deviceSecretRequired: boolean('device_secret_required').notNull().default(false),
    /** The offer tool's code (SPEC §6): 128 random bits as hex, made on first use; never in a list answer. */
    offerCode: text('offer_code'),
    created: created(),
    changed: changed(),
  },
  (t) => [
    index('companies_parent_idx').on(t.guidParent, t.name),
    index('companies_mother_idx').on(t.isMother, t.name),
    index('companies_cost_center_idx').on(t.costCenter),
    uniqueIndex('companies_import_key_idx').on(t.guidParent, t.importKey),
    uniqueIndex('companies_offer_code_idx').on(t.offerCode),
  ],
);

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

export const mailTemplates = pgTable('mail_templates', {
  guid: uuid('guid').primaryKey(),
  name: text('name').notNull().default(''),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull().default(''),
  userGuid: uuid('user_guid').references(() => users.guid, { onDelete: 'set null' }),
  language: text('language').notNull().default('de'),
  created: created(),
  changed: changed(),
});

/** The outbox: every mail is stored here first and sent by a background job. */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    guid: uuid('guid').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('wartet'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    guidUser: uuid('guid_user').references(() => users.guid, { onDelete: 'set null' }),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'set null' }),
    guidDevice: uuid('guid_device').references(() => devices.guid, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [index('outgoing_mails_status_idx').on(t.status, t.nextAttemptAt)],
);

export const comments = pgTable(
  'comments',
  {
    guid: uuid('guid').primaryKey(),
    name: text('name'),
    subject: text('subject'),
    body: text('body'),
    action: text('action').notNull().default('manual'),
    comment: text('comment').notNull().default(''),
    extra: text('extra'),
    guidCompany: uuid('guid_company').references(() => companies.guid, { onDelete: 'cascade' }),
    guidDevice: uuid('guid_device').references(() => devices.guid, { onDelete: 'cascade' }),
    guidUser: uuid('guid_user').references(() => users.guid, { onDelete: 'set null' }),
    created: created(),
    edited: timestamp('edited', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_company_idx').on(t.guidCompany, t.created),
    index('comments_device_idx').on(t.guidDevice, t.created),
  ],
);

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

/** The offer tool's editor values (USE_EDITOR_VALUES) per location and offer, so they survive a reload. */
export const offerEditorValues = pgTable(
  'offer_editor_values',
  {
    guidCompany: uuid('guid_company')
      .notNull()
      .references(() => companies.guid, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    fields: jsonb('fields').notNull().default([]),
    changed: changed(),
  },
  (t) => [primaryKey({ columns: [t.guidCompany, t.offerId] })],
);
