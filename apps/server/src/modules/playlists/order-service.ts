import type { AuditAction } from '@signage/shared';
import { type OrderChange, planMove, planSetOrderNr, renumber } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { playlistItems } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { ITEM } from './items-service.js';
import { writablePlaylist } from './policy.js';
import { itemsOf, orderOf, saveOrder, touchPlaylist } from './repository.js';

const SORT_MESSAGE = 'Die Sortierung muss eine JSON-Liste von Eintrags-IDs sein.';

/** The list of ids from the body: a list, or JSON text of one (SPEC §7 "sort as JSON list of ids"). */
function parseSort(sort: string | ReadonlyArray<string | number>): Array<string | number> {
  let list: unknown = sort;
  if (typeof sort === 'string') {
    try {
      list = JSON.parse(sort);
    } catch {
      throw badRequest(SORT_MESSAGE);
    }
  }
  if (
    !Array.isArray(list) ||
    !list.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))
  ) {
    throw badRequest(SORT_MESSAGE);
  }
  return list as Array<string | number>;
}

async function store(ctx: AppContext, actor: Actor, guid: string, changes: OrderChange[], action: AuditAction) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await saveOrder(tx, guid, changes, now);
    await touchPlaylist(tx, guid, now);
    await audit(tx, actor, action, 'playlist', guid, null, { changes });
  });
  return itemsOf(ctx.db, [guid]);
}

/**
 * Drag and drop (SPEC §4): the listed items get 10100, 10200, … in the given order. Items the list
 * does not mention (added meanwhile) follow in their current order; unknown or repeated ids are refused.
 */
export async function sortItems(ctx: AppContext, actor: Actor, guid: string, sort: string | Array<string | number>) {
  await writablePlaylist(ctx.db, actor, guid);
  const refs = parseSort(sort);
  const rows = await ctx.db
    .select({ id: playlistItems.id, guid: playlistItems.guid })
    .from(playlistItems)
    .where(eq(playlistItems.guidPlaylist, guid));
  const byRef = new Map<string, string>();
  for (const row of rows) {
    byRef.set(String(row.id), row.guid);
    byRef.set(row.guid, row.guid);
  }
  const listed = refs.map((ref) => byRef.get(String(ref)));
  if (listed.some((g) => g === undefined))
    throw badRequest('Die Sortierung enthält Einträge, die nicht zu dieser Playlist gehören.');
  if (new Set(listed).size !== listed.length) throw badRequest('Die Sortierung enthält einen Eintrag mehrfach.');
  const rest = (await orderOf(ctx.db, guid)).map((o) => o.id).filter((g) => !listed.includes(g));
  return store(ctx, actor, guid, renumber([...(listed as string[]), ...rest]), 'sort');
}

/** Left/right arrows (nearest non-PLAYLIST neighbour ±1) or an explicit order number. */
export async function moveItem(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: { guid: string; direction?: 'left' | 'right'; orderNr?: number },
) {
  await writablePlaylist(ctx.db, actor, guid);
  const order = await orderOf(ctx.db, guid);
  const plan =
    input.direction !== undefined
      ? planMove(order, input.guid, input.direction)
      : planSetOrderNr(order, input.guid, input.orderNr as number);
  if (!plan.ok) {
    if (plan.reason === 'unknown') throw notFound(ITEM);
    throw conflict(
      plan.reason === 'first'
        ? 'Der erste Eintrag kann nicht nach links verschoben werden.'
        : 'Der letzte Eintrag kann nicht nach rechts verschoben werden.',
    );
  }
  return store(ctx, actor, guid, plan.changes, 'reorder');
}
