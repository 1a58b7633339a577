import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * MD5 on a worker thread. Hashing a 100 MB upload takes about 190 ms of CPU on our servers; on the
 * event loop that time is added to the upload and taken from every other request (screens polling).
 * On a thread of its own it runs beside receiving and writing the bytes.
 *
 * The bytes are copied into 1 MB buffers that are moved (not copied again) to the thread and come back
 * when hashed; a session holds at most SLOTS of them, so a slow hash holds the stream back instead of
 * queueing the file in memory. One thread serves every session of the process; it is started on first
 * use, does not keep the process alive, and is started again if it ever ends.
 */
const BUFFER_BYTES = 1024 * 1024;
const SLOTS = 4;

// CommonJS, evaluated: no file to locate in source, test or bundled runs.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sessions = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'start') sessions.set(m.id, createHash('md5'));
  else if (m.op === 'data') {
    sessions.get(m.id)?.update(new Uint8Array(m.buffer, 0, m.length));
    parentPort.postMessage({ op: 'free', id: m.id, buffer: m.buffer }, [m.buffer]);
  } else if (m.op === 'end') {
    const hash = sessions.get(m.id);
    sessions.delete(m.id);
    parentPort.postMessage({ op: 'digest', id: m.id, hex: hash ? hash.digest('hex') : null });
  } else if (m.op === 'abort') sessions.delete(m.id);
});
`;

type Reply = { op: 'free'; id: number; buffer: ArrayBuffer } | { op: 'digest'; id: number; hex: string | null };

interface Pending {
  free(buffer: ArrayBuffer): void;
  done(hex: string | null): void;
  fail(err: Error): void;
}

let thread: { worker: Worker; sessions: Map<number, Pending> } | null = null;
let nextId = 1;

function hashingThread() {
  if (thread) return thread;
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  const sessions = new Map<number, Pending>();
  const current = { worker, sessions };
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const session = sessions.get(reply.id);
    if (reply.op === 'free') session?.free(reply.buffer);
    else {
      sessions.delete(reply.id);
      session?.done(reply.hex);
    }
  });
  const lost = (err: Error) => {
    if (thread === current) thread = null;
    for (const session of sessions.values()) session.fail(err);
    sessions.clear();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`MD5 thread ended (${code})`)));
  thread = current;
  return current;
}

/**
 * Ends the hashing thread (for tests: the thread never keeps a process alive, so shutdown needs no call);
 * sessions in progress fail, the next one starts it again.
 */
export async function stopMd5Thread() {
  const current = thread;
  thread = null;
  await current?.worker.terminate();
}

export interface Md5 {
  /**
   * Takes a copy of the bytes (the caller may reuse or pass on the chunk at once). Returns a promise
   * only when the thread is SLOTS buffers behind: wait for it before the next update.
   */
  update(chunk: Uint8Array): Promise<void> | undefined;
  /** Sends what is left and resolves with the hex digest. Call once, after the last update. */
  digest(): Promise<string>;
  /** Forgets the session (the stream failed); no digest follows. */
  abort(): void;
}

/** A new MD5 computed on the hashing thread. */
export function startMd5(): Md5 {
  const { worker, sessions } = hashingThread();
  const id = nextId++;
  const free: ArrayBuffer[] = [];
  let allocated = 0;
  let current: ArrayBuffer | null = null;
  let filled = 0;
  let waiting: (() => void) | null = null;
  let failure: Error | null = null;
  let settle: { resolve(hex: string): void; reject(err: Error): void } | null = null;
  const result = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {}); // a failed session nobody asks for must not be an unhandled rejection

  const release = () => {
    const wake = waiting;
    waiting = null;
    wake?.();
  };
  sessions.set(id, {
    free(buffer) {
      free.push(buffer);
      release();
    },
    done(hex) {
      if (hex) settle?.resolve(hex);
      else settle?.reject(new Error('MD5 session unknown to the thread'));
    },
    fail(err) {
      failure = err;
      settle?.reject(err);
      release();
    },
  });
  worker.postMessage({ op: 'start', id });

  const send = () => {
    if (!current) return;
    worker.postMessage({ op: 'data', id, buffer: current, length: filled }, [current]);
    current = null;
    filled = 0;
  };
  const take = (): ArrayBuffer | null => {
    if (free.length > 0) return free.pop() ?? null;
    if (allocated < SLOTS) {
      allocated += 1;
      return new ArrayBuffer(BUFFER_BYTES);
    }
    return null;
  };

  const update = (chunk: Uint8Array, from = 0): Promise<void> | undefined => {
    let offset = from;
    while (offset < chunk.length) {
      if (failure) return Promise.reject(failure);
      if (!current) {
        current = take();
        if (!current) {
          const rest = offset;
          return new Promise<void>((resolve) => {
            waiting = resolve;
          }).then(() => update(chunk, rest));
        }
      }
      const n = Math.min(BUFFER_BYTES - filled, chunk.length - offset);
      new Uint8Array(current, filled, n).set(chunk.subarray(offset, offset + n));
      filled += n;
      offset += n;
      if (filled === BUFFER_BYTES) send();
    }
    return undefined;
  };

  return {
    update: (chunk) => update(chunk),
    digest() {
      if (!failure) {
        if (filled > 0) send();
        worker.postMessage({ op: 'end', id });
      }
      return result;
    },
    abort() {
      if (!sessions.delete(id)) return;
      worker.postMessage({ op: 'abort', id });
      failure ??= new Error('MD5 session aborted');
      settle?.reject(failure);
    },
  };
}

/** MD5 (hex) of everything a stream yields. */
export async function md5OfStream(source: Readable | AsyncIterable<Uint8Array>): Promise<string> {
  const md5 = startMd5();
  try {
    for await (const chunk of source) await md5.update(chunk as Uint8Array);
  } catch (err) {
    md5.abort();
    throw err;
  }
  return md5.digest();
}
