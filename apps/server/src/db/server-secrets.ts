import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema.js';

const known = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function load(db: Db, name: string): Promise<Buffer> {
  // The first process to ask makes the key; a concurrent one loses the insert and reads the winner's.
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return Buffer.from((row as { secret: string }).secret, 'base64');
}

/** The server's random key of this name (made on first use, the same in every process; kept in memory after). */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = known.get(db);
  if (!byName) {
    byName = new Map();
    known.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = load(db, name);
    byName.set(name, secret);
    secret.catch(() => byName.delete(name)); // a failed read is asked again next time
  }
  return secret;
}

/** The key picture URLs are signed with (lib/picture-url.ts). */
export const pictureKey = (db: Db) => serverSecret(db, 'picture-url');
