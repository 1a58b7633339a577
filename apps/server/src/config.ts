import { resolve } from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, type S3Settings } from './lib/storage-url.js';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  SCRYPT_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 ** 17),
  LOGIN_REFUSAL_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  WEB_DIST: z.string().optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  OFFLINE_AFTER_HOURS: z.coerce.number().positive().default(24),
  SILENT_AFTER_MINUTES: z.coerce.number().positive().default(15),
  HEARTBEAT_FLUSH_MS: z.coerce.number().int().min(10).max(5000).default(5000),
  REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  TRUST_PROXY: z.string().optional(),
  NEW_DEVICE_EXPIRY_HOURS: z.coerce.number().positive().default(72),
  POLL_LIMIT: z.coerce.number().int().min(1).default(30),
  POLL_LIMIT_WINDOW_SECONDS: z.coerce.number().positive().default(30),
  REGISTRATION_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  OFFER_PROVIDER: z.enum(['demo', 'http']).default('demo'),
  OFFER_PROVIDER_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => !/[?#]/.test(v), { error: 'Basis-URL ohne ? und #' })
    .optional(),
  OFFER_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  OFFER_IMAGE_HOSTS: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'mindestens 16 Zeichen' }).optional(),
  HOTEL_DIRECTORY: z.enum(['database', 'http']).default('database'),
  HOTEL_DIRECTORY_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => !/[?#]/.test(v), { error: 'Basis-URL ohne ? und #' })
    .optional(),
  HOTEL_DIRECTORY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  HOTEL_DRIVE_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{gid\}/, { error: 'http(s)-URL mit dem Platzhalter {gid}' })
    .optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, { error: 'http(s)-URL mit den Platzhaltern {z}, {x} und {y}' })
    // the host names the origins the CSP admits for pictures: only {s} (Leaflet's a, b, c) may vary there
    .refine((v) => !/^https?:\/\/[^/?#]*\{(?!s\})/.test(v), { error: 'im Hostnamen nur der Platzhalter {s}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap-Mitwirkende'),
  HOTEL_DEMO: flag.default(true),
  STORAGE_URL: z.string().optional(),
  PLAY_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // At least the six months of UWG §11, at most as long as the daily plays stay (ROLLUP_MONTHS, 25).
  EVIDENCE_RETENTION_MONTHS: z.coerce.number().int().min(6).max(25).default(13),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionMaxMs: number;
  scryptCost: number;
  /** A failed or refused login answers this late (without holding a hash slot): a flood's clients retry slower. */
  loginRefusalMs: number;
  /** A device whose last heartbeat is this old is offline (indicator 2). */
  offlineAfterMs: number;
  /** A device silent this long is yellow ('keine Meldung seit …') in its on-time, 'aus (Ruhezeit)' in its off-time. */
  silentAfterMs: number;
  /** Heartbeats of polling screens are written in one statement at least this often. */
  heartbeatFlushMs: number;
  /** How often the player caches check the answer tables for a change no notice told of (PGlite and PostgreSQL). */
  revalidateMs: number;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); mails stay in the outbox without it. */
  smtpUrl?: string;
  mailFrom?: string;
  /** How often the background job runner looks for work. */
  jobsPollMs: number;
  /** A NEW device that never got a network is deleted this long after its last poll. */
  newDeviceExpiryMs: number;
  /** Polls per device key: at most pollLimit within pollLimitWindowMs (token bucket), else 429. */
  pollLimit: number;
  pollLimitWindowMs: number;
  /** New screens that may register from one address (IPv6: /64) per hour. */
  registrationLimit: number;
  /** Password of the seeded demo users; random (printed once) when unset. */
  demoPassword?: string;
  /** Built SPA to serve; null serves none (tests, dev with Vite). */
  webDist: string | null;
  /** Whose X-Forwarded-For to believe: nobody, so many proxy hops, or these proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Where offers come from by default (modules/offers/providers, docs/OFFER-PROVIDER.md). */
  offerProvider: 'demo' | 'http';
  /** Base URL of the HTTP offer provider (GET {base}/offers/{offerId}?advisoryId=…). */
  offerProviderUrl?: string;
  offerProviderTimeoutMs: number;
  /** Hosts gallery images may be fetched from (besides the provider's own host), lower case. */
  offerImageHosts: string[];
  /** Bearer token for GET /metrics; without it only loopback requests get the metrics. */
  metricsToken?: string;
  /** Where hotels come from (modules/hotels): the own database (import, demo) or a remote directory over HTTP. */
  hotelDirectory: 'database' | 'http';
  /** Base URL of the remote hotel directory; required for 'http'. */
  hotelDirectoryUrl?: string;
  hotelDirectoryTimeoutMs: number;
  /** The external directory's page of a hotel, with {gid}; null: none. */
  hotelDriveUrl: string | null;
  /** Map tiles of the hotel viewer's map tab ({z}/{x}/{y}) and their attribution. */
  mapTileUrl: string;
  mapAttribution: string;
  /** Fill an empty hotel table with the demo hotels at start (HOTEL_DIRECTORY=database only). */
  hotelDemo: boolean;
  /** Where media and other files live: DATA_DIR/files (null) or an S3-compatible bucket (STORAGE_URL). */
  s3: S3Settings | null;
  /** Raw play reports (proof of play) are deleted after this many days; the hourly and daily rollups stay 25 months. */
  playEventsRetentionDays: number;
  /**
   * The evidence archive (modules/evidence) keeps its entries and image copies this many months; the daily plays
   * per offer and screen stay longer anyway (25 months, the maximum of this setting).
   */
  evidenceRetentionMonths: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (WEB_DIST='' explicitly means: serve no SPA).
  const set = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== '' || key === 'WEB_DIST'));
  const parsed = envSchema.safeParse(set);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  const trustProxy = parseTrustProxy(set.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) lines.push(`  TRUST_PROXY: ${trustProxy.error}`);
  if (parsed.success && parsed.data.OFFER_PROVIDER === 'http' && !parsed.data.OFFER_PROVIDER_URL) {
    lines.push('  OFFER_PROVIDER_URL: wird für OFFER_PROVIDER=http benötigt');
  }
  if (parsed.success && parsed.data.HOTEL_DIRECTORY === 'http' && !parsed.data.HOTEL_DIRECTORY_URL) {
    lines.push('  HOTEL_DIRECTORY_URL: wird für HOTEL_DIRECTORY=http benötigt');
  }
  const s3 = set.STORAGE_URL ? parseStorageUrl(set.STORAGE_URL, set) : null;
  if (s3 && 'error' in s3) lines.push(`  STORAGE_URL: ${s3.error}`);
  if (!parsed.success || lines.length) throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    scryptCost: e.SCRYPT_COST,
    loginRefusalMs: e.LOGIN_REFUSAL_MS,
    webDist: e.WEB_DIST === '' ? null : resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    demoPassword: e.DEMO_PASSWORD,
    offlineAfterMs: e.OFFLINE_AFTER_HOURS * 3_600_000,
    silentAfterMs: e.SILENT_AFTER_MINUTES * 60_000,
    heartbeatFlushMs: e.HEARTBEAT_FLUSH_MS,
    revalidateMs: e.REVALIDATE_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobsPollMs: e.JOBS_POLL_MS,
    trustProxy: trustProxy as TrustProxy,
    newDeviceExpiryMs: e.NEW_DEVICE_EXPIRY_HOURS * 3_600_000,
    pollLimit: e.POLL_LIMIT,
    pollLimitWindowMs: e.POLL_LIMIT_WINDOW_SECONDS * 1000,
    registrationLimit: e.REGISTRATION_LIMIT,
    offerProvider: e.OFFER_PROVIDER,
    offerProviderUrl: e.OFFER_PROVIDER_URL?.replace(/\/+$/, ''),
    offerProviderTimeoutMs: e.OFFER_PROVIDER_TIMEOUT_MS,
    offerImageHosts: (e.OFFER_IMAGE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    hotelDirectory: e.HOTEL_DIRECTORY,
    hotelDirectoryUrl: e.HOTEL_DIRECTORY_URL?.replace(/\/+$/, ''),
    hotelDirectoryTimeoutMs: e.HOTEL_DIRECTORY_TIMEOUT_MS,
    hotelDriveUrl: e.HOTEL_DRIVE_URL ?? null,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    hotelDemo: e.HOTEL_DEMO,
    s3: s3 as S3Settings | null,
    playEventsRetentionDays: e.PLAY_EVENTS_RETENTION_DAYS,
    evidenceRetentionMonths: e.EVIDENCE_RETENTION_MONTHS,
  };
}
