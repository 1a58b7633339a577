// The embedded database's own process: PGlite answering the PostgreSQL wire protocol on a Unix socket, so
// the server talks to it through `pg` exactly as to a real PostgreSQL. Started by embedded.ts with an IPC
// channel; stops when told to or when the server process goes away. PGlite is one session: connections
// are served one after the other, never interleaved; one that waits longer than `waitLimitMs` (a psql next
// to the running server, whose pool keeps its connection) is turned away with an error instead of hanging.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { answerOf } from './engine-answer.js';
import { type FramedMessage, MessageFramer } from './wire-framing.js';

export interface EmbeddedOptions {
  /** PGlite's data directory; null keeps the database in memory (tests). */
  dataDir: string | null;
  socketPath: string;
  /** PostgreSQL settings (`-c name=value` at start) */
  settings: Readonly<Record<string, string>>;
  /** How long a connection waits for its turn before it is turned away (ms). */
  waitLimitMs: number;
  /** An in-memory database starts as a copy of this data directory dump (tests: migrated once per run). */
  loadDataDir?: string | null;
}

/** IPC from embedded.ts: write a dump of the data directory (uncompressed tar) to `dump`. */
export interface DumpMessage {
  dump: string;
}

/** What a connection that cannot be served is told (SQLSTATE 53300 too_many_connections). */
export const ONE_CONNECTION_MESSAGE =
  'Die eingebettete Datenbank bedient nur eine Verbindung (die des Servers) / the embedded database serves one connection (the server)';
/** What a connection still open when the engine stops is told (SQLSTATE 57P01 admin_shutdown). */
export const SHUTDOWN_MESSAGE = 'Die eingebettete Datenbank wird beendet / the embedded database is shutting down';

/** A PostgreSQL ErrorResponse of severity FATAL. */
export function fatalError(sqlState: string, message: string): Buffer {
  const field = (code: string, value: string) => Buffer.concat([Buffer.from(code), Buffer.from(`${value}\0`)]);
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', sqlState),
    field('M', message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/** ReadyForQuery ends every answer to Sync or Query; its last byte is the transaction status. */
function transactionStatus(answer: Uint8Array): string | null {
  const n = answer.length;
  if (n < 6 || answer[n - 6] !== 0x5a) return null;
  return String.fromCharCode(answer[n - 1]);
}

/** Consecutive protocol messages go to the engine in one call (Parse, Bind, Execute, Sync arrive together). */
function batched(messages: FramedMessage[]): FramedMessage[] {
  const out: FramedMessage[] = [];
  let run: Uint8Array[] = [];
  const flush = () => {
    if (run.length) out.push({ kind: 'message', bytes: run.length === 1 ? run[0] : Buffer.concat(run) });
    run = [];
  };
  for (const m of messages) {
    if (m.kind === 'message') run.push(m.bytes);
    else {
      flush();
      out.push(m);
    }
  }
  flush();
  return out;
}

async function serveConnection(db: PGlite, socket: Socket): Promise<void> {
  const framer = new MessageFramer();
  let status = 'I';
  let work = Promise.resolve();
  const answer = async (message: FramedMessage) => {
    if (message.kind === 'ssl-request') return void socket.write('N');
    if (message.kind === 'cancel-request' || message.kind === 'terminate') return void socket.end();
    const reply = await answerOf(db, message.bytes);
    status = transactionStatus(reply) ?? status;
    if (reply.length > 0 && socket.writable) socket.write(reply);
  };
  socket.setNoDelay(true);
  const abort = (err: unknown) => {
    process.stderr.write(`Eingebettete Datenbank: Verbindung abgebrochen: ${(err as Error).message}\n`);
    socket.destroy();
  };
  socket.on('data', (chunk: Buffer) => {
    let messages: FramedMessage[];
    try {
      messages = framer.push(chunk);
    } catch (err) {
      return abort(err); // bytes that are no protocol end this connection, not the engine
    }
    work = work.then(async () => {
      for (const message of batched(messages)) await answer(message);
    });
    work = work.catch(abort);
  });
  socket.resume();
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await work;
  // A connection that ends inside a transaction must not leave it open for the next one.
  if (status !== 'I') await db.exec('ROLLBACK');
}

async function run(options: EmbeddedOptions): Promise<void> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` (in memory) ignores the options.
  const db = new PGlite({
    dataDir: options.dataDir ?? undefined,
    loadDataDir: options.loadDataDir && !options.dataDir ? new Blob([readFileSync(options.loadDataDir)]) : undefined,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // The hotel search's extensions (migration 0005 creates them); PGlite loads them only when named here.
    extensions: { pg_trgm },
  });
  await db.waitReady;
  // One connection is served at a time; the others wait in line, each at most waitLimitMs.
  const waiting: Array<{ socket: Socket; timer: NodeJS.Timeout }> = [];
  let active: Socket | null = null;
  let served = Promise.resolve();
  let stopping = false;
  // The error goes out, then the connection is closed from this side (a client that keeps it open
  // must not hold up the engine).
  const turnAway = (socket: Socket, sqlState: string, message: string) => {
    if (socket.writable) socket.write(fatalError(sqlState, message), () => socket.destroy());
    else socket.destroy();
  };
  const next = () => {
    if (active || stopping) return;
    const entry = waiting.shift();
    if (!entry) return;
    clearTimeout(entry.timer);
    const socket = entry.socket;
    active = socket;
    served = serveConnection(db, socket)
      .catch(() => undefined)
      .then(() => {
        active = null;
        next();
      });
  };
  const server = createServer({ pauseOnConnect: true }, (socket) => {
    // A peer that went away (EPIPE, ECONNRESET) ends its own connection, never the engine.
    socket.on('error', () => socket.destroy());
    if (stopping) return turnAway(socket, '57P01', SHUTDOWN_MESSAGE);
    const entry = {
      socket,
      timer: setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        turnAway(socket, '53300', ONE_CONNECTION_MESSAGE);
      }, options.waitLimitMs),
    };
    socket.once('close', () => {
      const at = waiting.indexOf(entry);
      if (at >= 0) {
        clearTimeout(entry.timer);
        waiting.splice(at, 1);
      }
    });
    waiting.push(entry);
    next();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => resolve());
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // The server has closed its own connection before it says stop; whoever else is connected or waiting
    // (a psql) is told and cut off, so the engine does not wait for them.
    for (const { socket, timer } of waiting.splice(0)) {
      clearTimeout(timer);
      turnAway(socket, '57P01', SHUTDOWN_MESSAGE);
    }
    if (active) turnAway(active, '57P01', SHUTDOWN_MESSAGE);
    await served;
    await db.close();
    // Also when the server process died and cannot clean up after its engine.
    rmSync(dirname(options.socketPath), { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    const dump = (message as Partial<DumpMessage> | null)?.dump;
    if (typeof dump === 'string') {
      // PGlite runs it between two statements of the session (the caller waits for its own queries first).
      void db
        .dumpDataDir('none')
        .then(async (blob) => writeFileSync(dump, Buffer.from(await blob.arrayBuffer())))
        .then(() => process.send?.({ dumped: dump }));
    }
  });
  // The server process decides when the database stops: a Ctrl+C or SIGTERM sent to the whole process
  // group must not close it under the server's own graceful shutdown. If the server goes away, so does it.
  process.on('disconnect', () => void stop());
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => setTimeout(() => void stop(), 10_000).unref());
  process.send?.('ready');
}

const options = JSON.parse(process.argv[2] ?? '{}') as EmbeddedOptions;
run(options).catch((err) => {
  process.stderr.write(`Eingebettete Datenbank konnte nicht starten: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
