import { resolveImport } from './import-rules.js';

/**
 * One owner per table (docs/DECISIONS.md, "One owner per table"). Every table of
 * db/schema/ has the places (a module `modules/x`, a layer `player`, or one file) that may write and query
 * it; other places call the owner's functions. `readers` may query, never write, each with its reason.
 */
export interface TableOwner {
  sql: string;
  owners: readonly string[];
  why: string;
  readers?: Readonly<Record<string, string>>;
}

const OPERATOR_PORTAL =
  "the operator portal reads them only through an operator's codes and the agencies' consents (its own tables joined)";
const PLAYER_SERVES = 'the player layer reads what it serves (it sits below the modules and cannot call them)';
const DB_PIECES = 'query pieces shared by several modules (deletion preview)';
const DB_READERS = { 'db/deletion-impact.ts': DB_PIECES };
/** modules/<x>-records: an owner's read pieces for the modules the owner imports itself. */
const RECORDS = (owner: string) =>
  `the ${owner} module's read pieces, a module of their own so the modules ${owner} imports can use them without an import cycle`;

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  announcements: {
    sql: 'announcements',
    owners: ['modules/announcements'],
    why: 'announcements on the screens',
    readers: { player: PLAYER_SERVES },
  },
  comments: { sql: 'comments', owners: ['modules/comments'], why: 'comments on playlists and media' },
  companies: {
    sql: 'companies',
    owners: ['modules/companies'],
    why: 'networks and locations',
    readers: {
      tenancy: 'tenancy decides reach from the company tree',
      player: PLAYER_SERVES,
      ...DB_READERS,
      'modules/company-records': RECORDS('companies'),
      'modules/operators': "the operator report's region: the postcode area of a location (never more of it)",
    },
  },
  devices: {
    sql: 'devices',
    owners: ['modules/device-records', 'player/registration.ts', 'player/heartbeat.ts'],
    why: 'screens (modules/device-records imports no module that needs it, so every module can call it); the player layer registers them and records their heartbeat (it cannot call modules)',
    readers: { player: PLAYER_SERVES, ...DB_READERS },
  },
  pairingCodes: { sql: 'pairing_codes', owners: ['player/pairing.ts'], why: 'pairing is the player handshake' },
  hotels: { sql: 'hotels', owners: ['modules/hotels'], why: 'hotel master data' },
  hotelContent: { sql: 'hotel_content', owners: ['modules/hotels'], why: 'hotel texts' },
  hotelWords: { sql: 'hotel_words', owners: ['modules/hotels'], why: 'hotel search words' },
  hotelImports: { sql: 'hotel_imports', owners: ['modules/hotels'], why: 'hotel import runs' },
  mailTemplates: { sql: 'mail_templates', owners: ['modules/mail'], why: 'mail texts' },
  outgoingMails: { sql: 'outgoing_mails', owners: ['modules/mail'], why: 'the mail outbox' },
  offerEditorValues: { sql: 'offer_editor_values', owners: ['modules/offers'], why: 'the offer tool' },
  offerChecks: { sql: 'offer_checks', owners: ['modules/offers'], why: 'offer re-checks' },
  offerHolds: {
    sql: 'offer_holds',
    owners: ['modules/offers'],
    why: 'offers the offer tool added that wait for approval',
  },
  offerCampaigns: { sql: 'offer_campaigns', owners: ['modules/campaigns'], why: "a network's published offers" },
  offerCopies: { sql: 'offer_copies', owners: ['modules/campaigns'], why: "each location's copy of a published offer" },
  evidenceEntries: {
    sql: 'evidence_entries',
    owners: ['modules/evidence'],
    why: 'the evidence archive "Nachweis Schaufenster": the append-only hash chain',
  },
  evidenceCheckpoint: {
    sql: 'evidence_checkpoint',
    owners: ['modules/evidence'],
    why: 'where the evidence chain starts after the retention removed a prefix',
  },
  evidencePlays: {
    sql: 'evidence_plays',
    owners: ['modules/evidence'],
    why: 'the plays of each offer version per screen (first and last play, plays, seconds), added by the plays ingest',
  },
  playlists: {
    sql: 'playlists',
    owners: ['modules/playlists'],
    why: 'playlists and their settings',
    readers: { player: PLAYER_SERVES, ...DB_READERS, 'modules/playlist-records': RECORDS('playlists') },
  },
  playlistItems: {
    sql: 'playlist_items',
    owners: ['modules/playlists'],
    why: 'items with their order numbers, loop limit and change notice',
    readers: { player: PLAYER_SERVES, ...DB_READERS, 'modules/playlist-records': RECORDS('playlists') },
  },
  media: {
    sql: 'media',
    owners: ['modules/media'],
    why: 'media rows and their conversion',
    readers: { player: PLAYER_SERVES },
  },
  roles: { sql: 'roles', owners: ['modules/roles'], why: 'roles' },
  rights: {
    sql: 'rights',
    owners: ['modules/rights'],
    why: 'the rights catalogue',
    readers: { 'modules/right-records': RECORDS('rights') },
  },
  roleRights: {
    sql: 'role_rights',
    owners: ['modules/rights'],
    why: 'rights per role',
    readers: { 'modules/right-records': RECORDS('rights') },
  },
  qrLinks: {
    sql: 'qr_links',
    owners: ['modules/scans'],
    why: 'QR links',
    readers: { 'modules/operators': OPERATOR_PORTAL },
  },
  qrScans: {
    sql: 'qr_scans',
    owners: ['modules/scans'],
    why: 'QR scans',
    readers: { 'modules/operators': OPERATOR_PORTAL },
  },
  playBatches: {
    sql: 'play_batches',
    owners: ['modules/plays'],
    why: 'proof of play: the report batches already counted per screen (a resent batch counts once)',
  },
  playEvents: { sql: 'play_events', owners: ['modules/plays'], why: 'proof of play: raw plays, kept for days' },
  playRejections: {
    sql: 'play_rejections',
    owners: ['modules/plays'],
    why: 'proof of play: plays refused or clipped, with the reason',
  },
  playServed: {
    sql: 'play_served',
    owners: ['player/served-log.ts'],
    why: 'which items the server served which screen and when (the poll writes it)',
    readers: { 'modules/plays': 'a play counts only for an item served to the screen at that time' },
  },
  playHours: {
    sql: 'play_hours',
    owners: ['modules/plays'],
    why: 'proof of play: plays and seconds per screen, item and hour, with the names kept for history',
  },
  playDays: {
    sql: 'play_days',
    owners: ['modules/plays'],
    why: 'proof of play: the same per day, what the reports read',
    readers: { 'modules/operators': OPERATOR_PORTAL },
  },
  nowPlaying: {
    sql: 'now_playing',
    owners: ['modules/plays'],
    why: "what each screen shows now or showed last: the web player's notices and the latest reported play",
  },
  deviceSnapshots: {
    sql: 'device_snapshots',
    owners: ['modules/devices'],
    why: "a screen's picture on request: the pending request and the latest answer",
    readers: { player: 'the player layer puts a pending request into the device part of the answer it serves' },
  },
  glassChecks: {
    sql: 'glass_checks',
    owners: ['modules/glass'],
    why: 'verified on the glass: what the web players captured and how it compared',
  },
  glassRequests: {
    sql: 'glass_requests',
    owners: ['modules/glass'],
    why: "a glass check staff asked a screen for ('Bildschirm prüfen')",
    readers: { player: 'the player layer puts a pending request into the device part of the answer it serves' },
  },
  serverSecrets: { sql: 'server_secrets', owners: ['db/server-secrets.ts'], why: 'infrastructure: server keys' },
  sharedSecrets: { sql: 'shared_secrets', owners: ['db/shared-stores.ts'], why: 'infrastructure: shared state' },
  loginThrottle: { sql: 'login_throttle', owners: ['db/shared-stores.ts'], why: 'infrastructure: shared state' },
  rateBuckets: { sql: 'rate_buckets', owners: ['db/shared-stores.ts'], why: 'infrastructure: shared state' },
  appVersions: {
    sql: 'app_versions',
    owners: ['modules/apps'],
    why: 'player app versions',
    readers: { player: PLAYER_SERVES },
  },
  systemConfig: { sql: 'system_config', owners: ['modules/system'], why: 'system settings' },
  jobs: { sql: 'jobs', owners: ['db/job-queue.ts', 'plugins/jobs.ts'], why: 'infrastructure: the job queue' },
  auditLog: { sql: 'audit_log', owners: ['db/audit.ts'], why: 'infrastructure: every module audits through it' },
  templates: { sql: 'templates', owners: ['modules/templates'], why: 'slide templates' },
  templateFiles: { sql: 'template_files', owners: ['modules/templates'], why: 'files of templates' },
  users: {
    sql: 'users',
    owners: ['modules/users'],
    why: 'user accounts',
    readers: { 'modules/user-records': RECORDS('users') },
  },
  sessions: { sql: 'sessions', owners: ['modules/auth'], why: 'login sessions' },
  operators: { sql: 'operators', owners: ['modules/operators'], why: 'tour operators with an account' },
  operatorCodes: {
    sql: 'operator_codes',
    owners: ['modules/operators'],
    why: "the providers' codes and names of an operator",
  },
  operatorUsers: {
    sql: 'operator_users',
    owners: ['modules/operators'],
    why: "an operator's users",
    readers: { 'modules/operator-records': RECORDS('operators') },
  },
  operatorConsents: { sql: 'operator_consents', owners: ['modules/operators'], why: "the agencies' consents" },
  operatorTokens: { sql: 'operator_tokens', owners: ['modules/operators'], why: "operators' personal access tokens" },
  operatorAccessLog: {
    sql: 'operator_access_log',
    owners: ['modules/operators'],
    why: 'every request of an operator user or token',
  },
};

/** Places that read and write every table, with the reason. */
export const ALL_TABLE_PLACES: Readonly<Record<string, string>> = {
  'modules/backup': 'the backup dumps and restores every table',
  seed: 'the demo seed fills an empty database',
  'db/seed': 'the base seed fills an empty database',
};

export type TableUse = 'write' | 'read';

export interface TableViolation {
  file: string;
  table: string;
  use: TableUse;
  how: string;
}

const BY_SQL = new Map(Object.entries(TABLE_OWNERS).map(([ts, t]) => [t.sql, ts]));

/** True when `file` lies in `place` (a folder like `modules/media` or one file like `db/audit.ts`). */
export function inPlace(file: string, place: string): boolean {
  return file === place || file.startsWith(`${place}/`);
}

/** Source without comments; string and template contents are kept. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/** The literal text parts of every template and string literal (interpolations left out). */
export function literalTexts(source: string): string[] {
  const texts: string[] = [];
  const depth: number[] = [];
  let i = 0;
  let current = '';
  const readQuoted = (quote: string) => {
    let text = '';
    for (i++; i < source.length && source[i] !== quote && source[i] !== '\n'; i++) {
      if (source[i] === '\\') i++;
      text += source[i] ?? '';
    }
    texts.push(text);
  };
  while (i < source.length) {
    const c = source[i] as string;
    if (depth.length > 0 && (depth.at(-1) as number) === 0) {
      // inside a template's literal text
      if (c === '\\') {
        current += source[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        texts.push(current);
        current = '';
        depth.pop();
        i++;
      } else if (c === '$' && source[i + 1] === '{') {
        texts.push(current);
        current = ' ';
        depth[depth.length - 1] = 1;
        i += 2;
      } else {
        current += c;
        i++;
      }
      continue;
    }
    if (c === '`') depth.push(0);
    else if (c === "'" || c === '"') readQuoted(c);
    else if (depth.length > 0 && c === '{') depth[depth.length - 1] = (depth.at(-1) as number) + 1;
    else if (depth.length > 0 && c === '}') depth[depth.length - 1] = (depth.at(-1) as number) - 1;
    i++;
  }
  return texts;
}

/** Local names (alias → schema table export) the file imports from db/schema; `ns` for `import * as ns`. */
export function schemaImports(file: string, source: string): { names: Map<string, string>; namespaces: string[] } {
  const names = new Map<string, string>();
  const namespaces: string[] = [];
  const re = /import\s+(?:type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of withoutComments(source).matchAll(re)) {
    const target = resolveImport(file, m[2] as string);
    if (target === null || !(target === 'db/schema.ts' || target.startsWith('db/schema/'))) continue;
    const clause = m[1] as string;
    const ns = /\*\s+as\s+(\w+)/.exec(clause);
    if (ns) namespaces.push(ns[1] as string);
    for (const part of (/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name && name in TABLE_OWNERS) names.set((alias ?? name).trim(), name);
    }
  }
  return { names, namespaces };
}

const DRIZZLE_RE = /\.(insert|update|delete|from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(?:(\w+)\.)?(\w+)\s*[,)]/g;
const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_RE = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|from|join)\s+(?:"?public"?\.)?"?(\w+)"?/gi;

/** Every use of a schema table in one source file: Drizzle calls, `alias(x, …)`, `db.query.x`, raw SQL, `${table}`. */
export function tableUsesOf(file: string, source: string): { table: string; use: TableUse; how: string }[] {
  const { names, namespaces } = schemaImports(file, source);
  const tableOf = (ns: string | undefined, name: string) =>
    ns === undefined ? names.get(name) : namespaces.includes(ns) && name in TABLE_OWNERS ? name : undefined;
  const uses: { table: string; use: TableUse; how: string }[] = [];
  const code = withoutComments(source);
  for (const m of code.matchAll(DRIZZLE_RE)) {
    const table = tableOf(m[2], m[3] as string);
    if (table) uses.push({ table, use: WRITES.has(m[1] as string) ? 'write' : 'read', how: `.${m[1]}(${m[3]})` });
  }
  for (const m of code.matchAll(/\balias\(\s*(?:(\w+)\.)?(\w+)\s*,/g)) {
    const table = tableOf(m[1], m[2] as string);
    if (table) uses.push({ table, use: 'read', how: `alias(${m[2]})` });
  }
  for (const m of code.matchAll(/\.query\.(\w+)\b/g)) {
    if ((m[1] as string) in TABLE_OWNERS) uses.push({ table: m[1] as string, use: 'read', how: `query.${m[1]}` });
  }
  for (const m of code.matchAll(/\$\{\s*(?:(\w+)\.)?(\w+)\s*\}/g)) {
    const table = tableOf(m[1], m[2] as string);
    if (table) uses.push({ table, use: 'read', how: `\${${m[2]}}` });
  }
  for (const text of literalTexts(code)) {
    for (const m of text.matchAll(SQL_RE)) {
      const table = BY_SQL.get((m[2] as string).toLowerCase());
      const verb = (m[1] as string).toLowerCase().split(/\s+/)[0] as string;
      const use = ['from', 'join'].includes(verb) ? 'read' : 'write';
      if (table) uses.push({ table, use, how: `sql ${verb} ${m[2]}` });
    }
  }
  return uses;
}

/** The place a use is allowed from: owner (any use), listed reader (reads), or an all-table place. */
function allowed(file: string, table: string, use: TableUse): boolean {
  const owner = TABLE_OWNERS[table] as TableOwner;
  if (owner.owners.some((p) => inPlace(file, p))) return true;
  if (Object.keys(ALL_TABLE_PLACES).some((p) => inPlace(file, p))) return true;
  return use === 'read' && Object.keys(owner.readers ?? {}).some((p) => inPlace(file, p));
}

/** Every table use in `files` (path relative to src → source) by a place that does not own the table. */
export function checkTableOwners(files: ReadonlyMap<string, string>): TableViolation[] {
  const violations: TableViolation[] = [];
  for (const [file, source] of files) {
    if (file.startsWith('db/schema')) continue;
    for (const u of tableUsesOf(file, source)) {
      if (!allowed(file, u.table, u.use)) violations.push({ file, ...u });
    }
  }
  return violations;
}

/**
 * The only places that tell the screens' caches of a change: the bus itself, the relay between processes, the player's
 * table map (turning a write unit's recorded writes into notices after the commit) and the player service (its caches'
 * own delegation and the revalidation's heal). Every other module writes through ctx.db.
 */
export const NOTICE_PLACES: readonly string[] = [
  'lib/invalidation.ts',
  'db/change-notices.ts',
  'player/table-map.ts',
  'player/player-service.ts',
];

/** A notice sent by hand: the bus's notify/apply, or a cache's xChanged called directly. */
const NOTICE_CALL =
  /\b(?:invalidation|bus)\s*\.\s*(?:notify|apply)\s*\(|\.\s*(?:playlists|media|devices)Changed\s*\(|\b(?:DeviceChanges|changingDevices)\b/g;

/** The notice calls in one file's code (comments left out), as written. */
export function noticesOf(source: string): string[] {
  return [...withoutComments(source).matchAll(NOTICE_CALL)].map((m) => m[0].replace(/\s+/g, ''));
}

/** Every notice call outside NOTICE_PLACES, as `file notifies call`. */
export function checkNoticeOwners(files: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const [file, source] of files) {
    if (NOTICE_PLACES.some((p) => inPlace(file, p))) continue;
    for (const call of noticesOf(source)) found.add(`${file} notifies ${call}`);
  }
  return [...found].sort();
}
