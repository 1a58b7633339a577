// When the database is gone under a running server (engine killed, PostgreSQL down, database dropped,
// connections terminated), every route answers 503 'Die Datenbank ist nicht erreichbar.' instead of a 500
// (plugins/errors.ts). This module tells such failures apart from a wrong statement.
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';

/** Set on an error of the pool when it could not hand out a connection (refused, socket gone, dropped, closed). */
const UNREACHABLE = Symbol('database unreachable');

/**
 * SQLSTATEs that say the database is gone or turns us away, not that the statement was wrong: connection
 * exceptions (class 08), shutdown and restart (57P01–57P03), database does not exist (3D000, dropped), too many
 * connections (53300), login refused (28000, 28P01).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|3D000|53300|28000|28P01)$/;

/** pg's own errors when a connection ends under a query, or a query comes after the pool was closed. */
const DRIVER_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect)/;

function marked(err: unknown): unknown {
  if (err && typeof err === 'object' && !(UNREACHABLE in err)) {
    Object.defineProperty(err, UNREACHABLE, { value: true });
  }
  return err;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's pool, whose failures to hand out a connection are marked as 'database unreachable': a refused or missing
 * socket is then told apart from the same error code of another service (the S3 store).
 */
export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return super.connect().catch((err: unknown) => {
        throw marked(err);
      });
    }
    super.connect((err, client, done) => callback(marked(err) as Error | undefined, client, done));
    return undefined;
  }
}

/** Whether an error (or one of its causes) means the database cannot be reached, rather than a bad statement. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (UNREACHABLE in current) return true;
    const { code, message, cause } = current as Record<string, unknown>;
    if (typeof code === 'string' && UNAVAILABLE_STATE.test(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
    // A network error under a query (connection reset or cut) is the database's when drizzle wrapped it.
    if (current instanceof DrizzleQueryError && typeof (cause as { syscall?: unknown })?.syscall === 'string') {
      return true;
    }
    current = cause;
  }
  return false;
}
