import type { Actor } from '../context.js';
import type { Db } from './client.js';
import { auditLog } from './schema.js';

type Snapshot = Record<string, unknown> | null | undefined;
const SECRET_KEYS = new Set(['passwordHash', 'password', 'secretHash', 'tokenHash', 'offerCode']);

function scrub(value: Snapshot): Record<string, unknown> | null {
  if (!value) return null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)));
}

/** Records one change made through the API, in the same transaction as the change. */
export async function audit(
  db: Db,
  actor: Actor | null,
  action: 'create' | 'update' | 'delete' | string,
  entity: string,
  entityGuid: string | null,
  before?: Snapshot,
  after?: Snapshot,
): Promise<void> {
  await db.insert(auditLog).values({
    guidUser: actor?.guid ?? null,
    username: actor?.username ?? null,
    action,
    entity,
    entityGuid,
    before: scrub(before),
    after: scrub(after),
  });
}
