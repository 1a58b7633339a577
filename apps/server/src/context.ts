import type { RightName } from '@signage/shared';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { InvalidationBus } from './lib/invalidation.js';
import type { LoginThrottle } from './lib/login-throttle.js';
import type { Memo } from './lib/memo.js';
import type { AppMetrics } from './lib/metrics.js';
import type { Storage } from './lib/storage.js';
import type { RateLimiter } from './lib/token-buckets.js';
import type { PlayerService } from './player/player-service.js';
import type { ScreenWrites } from './player/table-map.js';

/** What services need: one object handed to every module. */
export interface AppContext {
  config: Config;
  /** The recording database (db/write-unit.ts): every write through it tells the screens after its commit. */
  db: Db;
  /** The write units of ctx.db in flight (the revalidation waits for them). */
  writes: ScreenWrites;
  clock: Clock;
  throttle: LoginThrottle;
  /** A per-key rate limit, shared by the server processes on one PostgreSQL (db/shared-stores.ts). */
  limiter(name: string, capacity: number, windowMs: number): RateLimiter;
  /** Uploaded and converted files (DATA_DIR/files). */
  files: Storage;
  /** Tells this app's player caches what changed. */
  invalidation: InvalidationBus;
  /** This app's Prometheus registry and the counters services feed (GET /metrics). */
  metrics: AppMetrics;
  /** The screens' protocol with its caches; made on first use. */
  readonly player: PlayerService;
  /** What a module keeps per app (its caches, limiters, fetchers), made on first use (lib/memo.ts). */
  memo: Memo;
}

/** The signed-in user as every policy sees it. */
export interface Actor {
  guid: string;
  username: string;
  guidRole: string;
  guidParent: string | null;
  /** The network the user belongs to (guidParent, or its parent when that is a location); null for a global user. */
  networkGuid: string | null;
  /** The role's rights by catalogue name (a misspelt name is a compile error). */
  rights: RightFlags;
  /**
   * A tour operator's user (Veranstalter): which operator, and whether the request came with a session ('portal')
   * or a personal access token ('token', read-only). Such an actor passes only the operator routes.
   */
  operator?: OperatorActor;
}

export interface OperatorActor {
  guid: string;
  via: 'portal' | 'token';
  /** The personal access token's guid (its rate limit's key). */
  token?: string;
  /** The token's name (the access log names it). */
  tokenName?: string;
}

export type RightFlags = Partial<Record<RightName, boolean>>;
