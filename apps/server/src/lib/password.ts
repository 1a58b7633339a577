import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HashQueue, type HashTicket } from './hash-queue.js';

const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads share: unbounded, a burst of
 * logins makes media serving wait behind it. At most two hashes run at once (one on a two-core
 * machine, so a core stays for the event loop); a few more wait in each of two lanes (lib/hash-queue.ts),
 * beyond that the server says so.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
export const HASH_QUEUE = 8;
const hashQueue = new HashQueue(HASH_CONCURRENCY, HASH_QUEUE);

/** Whether a login with this ticket would be turned away by the hash queue now (lib/hash-queue.ts). */
export const hashRefusal = (ticket: HashTicket) => hashQueue.refusal(ticket);

/** scrypt in the queue; without a ticket (the server's own calls, signed-in users) in the known lane. */
function derive(password: string, salt: Buffer, N: number, ticket?: HashTicket): Promise<Buffer> {
  return hashQueue.run(
    ticket,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // maxmem must cover 128 * N * r bytes plus headroom.
        scrypt(password, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64). */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface StoredHash {
  N: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string | null): StoredHash | null {
  const [algo, n, r, p, salt, key, ...rest] = stored?.split('$') ?? [];
  const N = Number(n);
  if (algo !== 'scrypt' || r !== '8' || p !== '1' || !salt || !key || rest.length) return null;
  if (!Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0) return null;
  return { N, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/**
 * Whether the password matches the stored hash. Without a usable hash (unknown user, user without
 * password) it still runs one scrypt with the configured cost, so every failed path takes as long
 * as a wrong password: the answer time does not tell whether a user exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: number,
  ticket?: HashTicket,
): Promise<boolean> {
  const parsed = parseHash(stored);
  const target = parsed ?? { N: cost, salt: Buffer.alloc(16), key: Buffer.alloc(KEY_LENGTH) };
  const key = await derive(password, target.salt, target.N, ticket);
  return parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
