import { randomUUID } from 'node:crypto';
import {
  defaultValidity,
  firstOrderNr,
  type ItemUpdate,
  isValidWindow,
  isWebAddress,
  normalizeDuration,
  planInsertAt,
  planSetOrderNr,
  storedSchedule,
  strictTagList,
  TAG_LIST_MESSAGE,
  tagListText,
  WEB_ADDRESS_DEFAULT,
  webItemDefaults,
} from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { playlistItems } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { readableMedia } from '../media/policy.js';
import { lockedMedia } from '../media/writes.js';
import { itemForMedia, thumbOfMedia } from './item-factory.js';
import { assertCanAdd, assertCanChange } from './loop-limits.js';
import { readablePlaylist, writablePlaylist } from './policy.js';
import { findItem, itemsOf, orderOf, saveOrder, touchPlaylist } from './repository.js';

export const ITEM = 'Eintrag';
export const WINDOW_MESSAGE = 'Das Ende des Gültigkeitszeitraums liegt vor seinem Beginn.';
export const READ_ONLY_MESSAGE = 'Dieser Eintrag ist schreibgeschützt und kann nicht ein- oder ausgeschaltet werden.';
export const WEB_ADDRESS_MESSAGE = 'Bitte geben Sie eine gültige Web-Adresse an (http://, https:// oder {host}).';

export async function listItems(ctx: AppContext, actor: Actor, guid: string) {
  await readablePlaylist(ctx.db, actor, guid);
  return itemsOf(ctx.db, [guid]);
}

export async function getItem(ctx: AppContext, actor: Actor, guid: string, itemGuid: string) {
  await readablePlaylist(ctx.db, actor, guid);
  const found = await findItem(ctx.db, guid, itemGuid);
  if (!found) throw notFound(ITEM);
  return found.item;
}

function checkWindow(from: number | null | undefined, till: number | null | undefined) {
  if (!isValidWindow(from, till)) throw badRequest(WINDOW_MESSAGE);
}

export async function updateItem(ctx: AppContext, actor: Actor, guid: string, input: ItemUpdate) {
  await writablePlaylist(ctx.db, actor, guid);
  const found = await findItem(ctx.db, guid, input.guid);
  if (!found) throw notFound(ITEM);
  const row = found.raw;
  const patch: Partial<typeof playlistItems.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.title !== undefined) patch.title = input.title;
  if (input.category !== undefined) patch.category = input.category;
  if (input.config !== undefined) patch.config = input.config;
  if (input.orientation !== undefined) patch.orientation = input.orientation;
  if (input.schedule !== undefined) patch.schedule = storedSchedule(input.schedule);
  if (input.duration !== undefined && row.type !== 'PLAYLIST')
    patch.duration = normalizeDuration(row.type, input.duration);
  if (input.active !== undefined && input.active !== row.active) {
    if (row.readOnly) throw conflict(READ_ONLY_MESSAGE);
    patch.active = input.active;
  }
  const from = input.activeFrom !== undefined ? input.activeFrom : (row.activeFrom?.getTime() ?? null);
  const till = input.activeTill !== undefined ? input.activeTill : (row.activeTill?.getTime() ?? null);
  checkWindow(from, till);
  if (input.activeFrom !== undefined) patch.activeFrom = from === null ? null : new Date(from);
  if (input.activeTill !== undefined) patch.activeTill = till === null ? null : new Date(till);
  if (input.tags !== undefined) {
    const tags = strictTagList(input.tags);
    if (tags === null) throw badRequest(TAG_LIST_MESSAGE);
    patch.tags = tagListText(tags);
  }
  // An item posted back as read carries its unchanged address: only a real change is checked.
  if (input.localFileName != null && input.localFileName !== row.localFileName) {
    if (row.type !== 'WEB') throw badRequest('Nur bei Web-Einträgen kann die Adresse geändert werden.');
    if (!isWebAddress(input.localFileName)) throw badRequest(WEB_ADDRESS_MESSAGE);
    patch.localFileName = input.localFileName;
  }
  const now = ctx.clock.now();
  await assertCanChange(
    ctx.db,
    guid,
    row.guid,
    {
      type: row.type,
      duration: patch.duration ?? row.duration,
      active: patch.active ?? row.active,
      activeTill: till,
      orientation: patch.orientation !== undefined ? patch.orientation : row.orientation,
      schedule: patch.schedule !== undefined ? patch.schedule : row.schedule,
    },
    now,
  );
  const order =
    input.orderNr !== undefined ? planSetOrderNr(await orderOf(ctx.db, guid), row.guid, input.orderNr) : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(playlistItems)
      .set({ ...patch, changed: new Date(now) })
      .where(eq(playlistItems.guid, row.guid));
    if (order?.ok) await saveOrder(tx, guid, order.changes, now);
    await touchPlaylist(tx, guid, now);
    await audit(tx, actor, 'update', 'playlistItem', row.guid, found.item, { ...patch });
  });
  return (await findItem(ctx.db, guid, row.guid))?.item;
}

/** A web item (SPEC §9): from the location view active and last; from the editor inactive at 900. */
export async function createWebItem(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: {
    view?: 'location' | 'editor';
    localFileName?: string;
    name?: string;
    duration?: number;
    activeFrom?: number | null;
    activeTill?: number | null;
  },
) {
  const playlist = await writablePlaylist(ctx.db, actor, guid);
  const address = input.localFileName?.trim() || WEB_ADDRESS_DEFAULT;
  if (!isWebAddress(address)) throw badRequest(WEB_ADDRESS_MESSAGE);
  const now = ctx.clock.now();
  const window = { ...defaultValidity(now), ...stripNull(input) };
  checkWindow(window.activeFrom, window.activeTill);
  const view = input.view ?? 'location';
  // The editor's web item starts inactive and does not lengthen what plays.
  if (webItemDefaults(view, []).active === 1) await assertCanAdd(ctx.db, playlist, now);
  const newGuid = randomUUID();
  await ctx.db.transaction(async (tx) => {
    const order = await orderOf(tx, guid);
    const defaults = webItemDefaults(view, order);
    const changes = view === 'editor' ? planInsertAt(order, newGuid, defaults.orderNr) : [];
    const orderNr = changes.find((c) => c.id === newGuid)?.orderNr ?? defaults.orderNr;
    const row = {
      guid: newGuid,
      guidPlaylist: guid,
      orderNr,
      name: input.name ?? defaults.name,
      type: defaults.type,
      mime: defaults.mime,
      duration: normalizeDuration('WEB', input.duration ?? defaults.duration),
      localFileName: address,
      active: defaults.active,
      activeFrom: new Date(window.activeFrom),
      activeTill: new Date(window.activeTill),
      created: new Date(now),
      changed: new Date(now),
    };
    await tx.insert(playlistItems).values(row);
    await saveOrder(
      tx,
      guid,
      changes.filter((c) => c.id !== newGuid),
      now,
    );
    await touchPlaylist(tx, guid, now);
    await audit(tx, actor, 'create', 'playlistItem', newGuid, null, row);
  });
  return (await findItem(ctx.db, guid, newGuid))?.item;
}

const stripNull = (w: { activeFrom?: number | null; activeTill?: number | null }) => ({
  ...(w.activeFrom != null ? { activeFrom: w.activeFrom } : {}),
  ...(w.activeTill != null ? { activeTill: w.activeTill } : {}),
});

/** A media-library entry (or a copy of another playlist's item) as new first item (SPEC §4). */
export async function createItemByMedia(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: { guidMedia?: string; guidItem?: string; activeFrom?: number | null; activeTill?: number | null },
) {
  const playlist = await writablePlaylist(ctx.db, actor, guid);
  let guidMedia = input.guidMedia;
  if (input.guidItem) {
    const [source] = await ctx.db
      .select({ guidPlaylist: playlistItems.guidPlaylist, guidMedia: playlistItems.guidMedia })
      .from(playlistItems)
      .where(eq(playlistItems.guid, input.guidItem))
      .limit(1);
    if (!source) throw notFound(ITEM);
    await readablePlaylist(ctx.db, actor, source.guidPlaylist);
    if (!source.guidMedia) throw badRequest('Dieser Eintrag hat keine Mediendatei.');
    guidMedia = source.guidMedia;
  }
  // An item of a readable playlist makes its media readable; a media guid must be in the actor's reach.
  if (input.guidMedia) await readableMedia(ctx.db, actor, input.guidMedia);
  const now = ctx.clock.now();
  const window = { ...defaultValidity(now), ...stripNull(input) };
  checkWindow(window.activeFrom, window.activeTill);
  await assertCanAdd(ctx.db, playlist, now);
  const item = await ctx.db.transaction(async (tx) => {
    // Locks the media row so a concurrent deleteGlobal cannot remove it under the new item.
    const m = await lockedMedia(tx, guidMedia as string);
    if (!m) throw notFound('Medium');
    const order = await orderOf(tx, guid);
    const thumb = await thumbOfMedia(tx, ctx.files, m);
    const row = itemForMedia(m, { guidPlaylist: guid, orderNr: firstOrderNr(order), now, thumb }, window);
    await tx.insert(playlistItems).values(row);
    await touchPlaylist(tx, guid, now);
    await audit(tx, actor, 'create', 'playlistItem', row.guid as string, null, { ...row, thumb: undefined });
    return row;
  });
  return (await findItem(ctx.db, guid, item.guid as string))?.item;
}

export async function deleteItem(ctx: AppContext, actor: Actor, guid: string, itemRef: string | number) {
  await writablePlaylist(ctx.db, actor, guid);
  const found = await findItem(ctx.db, guid, itemRef);
  if (!found) throw notFound(ITEM);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(playlistItems).where(eq(playlistItems.guid, found.raw.guid));
    await touchPlaylist(tx, guid, now);
    await audit(tx, actor, 'delete', 'playlistItem', found.raw.guid, { ...found.item, thumb: null }, null);
  });
}
