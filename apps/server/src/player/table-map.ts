import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import type * as schema from '../db/schema.js';
import * as tables from '../db/schema.js';
import type { TableWrite, WriteHooks, Writes } from '../db/write-unit.js';
import type { Changed, InvalidationBus } from '../lib/invalidation.js';

type Kind = keyof Changed;

/** Which of the player's cached parts a write to one table affects. */
export interface TableScreens {
  /** The parts a write changes: of these, `keys` gets the owner's declared keys (rowsWritten), the others all. */
  affects: readonly Kind[];
  /** What the keys an owner declares for this table name (see db/write-unit.ts rowsWritten). */
  keys?: Kind;
  /** A delete also changes these (foreign keys that cascade or set null in rows the player caches). */
  onDelete?: readonly Kind[];
  /** Columns (SQL names) no answer reads: an update of only these changes nothing (the heartbeat's). */
  quietColumns?: readonly string[];
}

type TableExport = { [K in keyof typeof schema]: (typeof schema)[K] extends Table ? K : never }[keyof typeof schema];

const NONE: TableScreens = { affects: [] };

/**
 * Every table of db/schema (by its export name) and what a write to it means for the screens: the one place that
 * turns recorded writes (db/write-unit.ts) into the invalidation bus's `Changed`. `affects: []` for tables no
 * answer of GET /api/playlist (nor the push) is built from. architecture.test.ts fails for a table missing here.
 */
export const TABLE_SCREENS: Readonly<Record<TableExport, TableScreens>> = {
  // A network's or location's announcement reaches the devices the owner declares (their guids).
  announcements: { affects: ['devices'], keys: 'devices' },
  comments: NONE,
  // Time zone, opening hours and date exceptions, the device-secret switch, name and data a screen shows; a
  // network's change reaches its locations' screens too. Keys: the device guids the owner looked up.
  companies: { affects: ['devices'], keys: 'devices', onDelete: ['playlists', 'media', 'devices'] },
  devices: {
    affects: ['devices'],
    keys: 'devices',
    quietColumns: [
      'last_heartbeat',
      'remote_address',
      'client_version_string',
      'disk_usage_current',
      'disk_usage_max',
      'last_etag',
    ],
  },
  pairingCodes: NONE,
  // The pending picture request is part of a device's cached entry.
  deviceSnapshots: { affects: ['devices'], keys: 'devices' },
  // The pending glass check request is part of a device's cached entry; the checks themselves reach no screen.
  glassRequests: { affects: ['devices'], keys: 'devices' },
  glassChecks: NONE,
  hotels: NONE,
  hotelContent: NONE,
  hotelWords: NONE,
  hotelImports: NONE,
  mailTemplates: NONE,
  outgoingMails: NONE,
  // Offers reach screens as media and items (their own tables); the editor's values and checks do not.
  offerEditorValues: NONE,
  offerChecks: NONE,
  // A held offer reaches screens only when approved, as the items it places then.
  offerHolds: NONE,
  // A published offer reaches screens as the items its copies place; the campaign and copy rows do not.
  offerCampaigns: NONE,
  offerCopies: NONE,
  // The evidence archive is read by staff only.
  evidenceEntries: NONE,
  evidenceCheckpoint: NONE,
  evidencePlays: NONE,
  // A deleted playlist leaves its devices without one (guid_playlist set null).
  playlists: { affects: ['playlists'], keys: 'playlists', onDelete: ['devices'] },
  playlistItems: { affects: ['playlists'], keys: 'playlists' },
  media: { affects: ['media'], keys: 'media' },
  playBatches: NONE,
  playEvents: NONE,
  playRejections: NONE,
  playServed: NONE,
  playHours: NONE,
  playDays: NONE,
  nowPlaying: NONE,
  roles: NONE,
  rights: NONE,
  roleRights: NONE,
  qrLinks: NONE,
  qrScans: NONE,
  serverSecrets: NONE,
  sharedSecrets: NONE,
  loginThrottle: NONE,
  rateBuckets: NONE,
  // The default version is in every device's answer (device.appVersion and its package URL).
  appVersions: { affects: ['devices'] },
  systemConfig: NONE,
  jobs: NONE,
  auditLog: NONE,
  // Templates shape offer images, which reach screens as media rows once rendered.
  templates: NONE,
  templateFiles: NONE,
  users: NONE,
  sessions: NONE,
  operators: NONE,
  operatorCodes: NONE,
  operatorUsers: NONE,
  operatorConsents: NONE,
  operatorTokens: NONE,
  operatorAccessLog: NONE,
};

/** The tables of db/schema by export name. */
export const SCHEMA_TABLES: ReadonlyMap<string, Table> = new Map(
  Object.entries(tables as Record<string, unknown>).flatMap(([name, value]) =>
    is(value, Table) ? [[name, value] as const] : [],
  ),
);

/** The entries by SQL table name, as the write unit records them. */
const BY_SQL_NAME = new Map<string, TableScreens>(
  Object.entries(TABLE_SCREENS).map(([name, entry]) => [getTableName(SCHEMA_TABLES.get(name) as Table), entry]),
);

/** The SQL column names of a table of the schema, to check the quiet columns exist (tests). */
export function columnNamesOf(name: string): string[] {
  const table = SCHEMA_TABLES.get(name);
  return table ? Object.values(getTableColumns(table)).map((c) => c.name) : [];
}

/** A table's columns (SQL names) an answer may read: all but its quiet ones; by the table's SQL name. */
export function answerColumnsOf(sqlName: string): string[] {
  const quiet = BY_SQL_NAME.get(sqlName)?.quietColumns ?? [];
  const table = [...SCHEMA_TABLES.values()].find((t) => getTableName(t) === sqlName);
  return table ? Object.values(getTableColumns(table)).flatMap((c) => (quiet.includes(c.name) ? [] : [c.name])) : [];
}

/** The kinds of cached part a write to this table (SQL name) changes. */
export const kindsOf = (sqlName: string): readonly Kind[] => BY_SQL_NAME.get(sqlName)?.affects ?? [];

/** The SQL names of the tables some screen's answer depends on (the revalidation's fingerprint covers these). */
export const ANSWER_TABLES: readonly string[] = [...BY_SQL_NAME].filter(([, e]) => e.affects.length).map(([n]) => n);

function add(changed: Changed, kind: Kind, value: readonly string[] | true): void {
  const before = changed[kind];
  if (before === true || value === true) changed[kind] = true;
  else changed[kind] = [...new Set([...(before ?? []), ...value])];
}

function changedBy(entry: TableScreens, write: TableWrite, into: Changed): void {
  if (write.ops.size === 0) return;
  for (const kind of entry.affects)
    add(into, kind, kind === entry.keys && write.keys.size && !write.all ? [...write.keys] : true);
  if (write.ops.has('delete')) for (const kind of entry.onDelete ?? []) add(into, kind, true);
}

/** What a unit's writes change for the screens (empty: nothing). */
export function changedOf(writes: Writes): Changed {
  const changed: Changed = {};
  for (const [table, write] of writes) {
    const entry = BY_SQL_NAME.get(table);
    if (entry) changedBy(entry, write, changed);
  }
  return changed;
}

/** The write unit's hooks for one app: quiet columns from the map, committed writes to the bus. */
export class ScreenWrites implements WriteHooks {
  /**
   * Units that wrote a table some answer is built from and have not told the screens yet (their commit may be
   * visible to a reader before their notice went out); the revalidation waits while there are any.
   */
  inFlight = 0;

  constructor(private readonly bus: InvalidationBus) {}

  quiet(table: string, columns: readonly string[]): boolean {
    const quiet = BY_SQL_NAME.get(table)?.quietColumns;
    return quiet !== undefined && columns.length > 0 && columns.every((c) => quiet.includes(c));
  }

  matters(table: string): boolean {
    return kindsOf(table).length > 0 || (BY_SQL_NAME.get(table)?.onDelete?.length ?? 0) > 0;
  }

  began(): void {
    this.inFlight++;
  }

  ended(writes: Writes | null, began: boolean): void {
    if (began) this.inFlight--;
    if (writes) this.bus.notify(changedOf(writes));
  }
}
