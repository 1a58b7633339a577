import { randomUUID } from 'node:crypto';
import { channelIn } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { companyFacts, reachesCompany, reachOf, writableCompany } from '../../tenancy/index.js';
import { deviceAssignment } from '../device-records/queries.js';
import { patchDevice } from '../device-records/writes.js';
import { insertLink, linkIntoCompanies, loopPlaylistsOf, removeLinks, targetCompanies } from './link-targets.js';
import { readablePlaylist, writablePlaylist } from './policy.js';
import { getPlaylist } from './service.js';

export const DEVICE = 'Gerät';
const noChange = { success: true, linksAdded: 0, linksRemoved: 0, playlistsCreated: 0 };

/** A device the actor may change (its company in reach; global users also devices without company). */
export async function writableDevice(ctx: AppContext, actor: Actor, guid: string) {
  const device = await deviceAssignment(ctx.db, guid);
  if (!device) throw notFound(DEVICE);
  const scope = reachOf(actor);
  if (scope.kind === 'global') return device;
  const company = await companyFacts(ctx.db, device.guidCompany);
  const reachable = company
    ? reachesCompany(scope, company)
    : scope.kind === 'network' && device.guidParent === scope.network;
  if (!reachable) throw notFound(DEVICE);
  return device;
}

/** The device plays this playlist (device.guidPlaylist). */
export async function linkToDevice(ctx: AppContext, actor: Actor, playlistGuid: string, deviceGuid: string) {
  await readablePlaylist(ctx.db, actor, playlistGuid);
  const device = await writableDevice(ctx, actor, deviceGuid);
  await ctx.db.transaction(async (tx) => {
    await patchDevice(tx, deviceGuid, { guidPlaylist: playlistGuid, edited: new Date(ctx.clock.now()) });
    await audit(
      tx,
      actor,
      'link',
      'device',
      deviceGuid,
      { guidPlaylist: device.guidPlaylist },
      { guidPlaylist: playlistGuid },
    );
  });
  return { success: true };
}

/** Adds a PLAYLIST item into the target linking the playlist (channel selection). */
export async function linkPlaylist(ctx: AppContext, actor: Actor, playlistGuid: string, targetGuid: string) {
  const source = await readablePlaylist(ctx.db, actor, playlistGuid);
  await writablePlaylist(ctx.db, actor, targetGuid);
  const added = await ctx.db.transaction(async (tx) => {
    const done = await insertLink(tx, targetGuid, source, ctx.clock.now());
    if (done) await audit(tx, actor, 'link', 'playlist', targetGuid, null, { linkedPlaylist: playlistGuid });
    return done;
  });
  return { ...noChange, linksAdded: added ? 1 : 0 };
}

/** Links the playlist into the company's loop playlists (a network: its locations). */
export async function linkCompany(ctx: AppContext, actor: Actor, playlistGuid: string, companyGuid: string) {
  const source = await readablePlaylist(ctx.db, actor, playlistGuid);
  const company = await writableCompany(ctx, actor, companyGuid);
  const result = await ctx.db.transaction(async (tx) => {
    const result = await linkIntoCompanies(tx, await targetCompanies(tx, company), source, ctx.clock.now());
    await audit(tx, actor, 'link', 'playlist', playlistGuid, null, { company: companyGuid, ...result });
    return { ...noChange, ...result };
  });
  return result;
}

/** Removes the playlist's link items from the company's loop playlists. */
export async function unlinkCompany(ctx: AppContext, actor: Actor, playlistGuid: string, companyGuid: string) {
  await readablePlaylist(ctx.db, actor, playlistGuid);
  const company = await writableCompany(ctx, actor, companyGuid);
  const result = await ctx.db.transaction(async (tx) => {
    const targets = await targetCompanies(tx, company);
    const loops = await loopPlaylistsOf(
      tx,
      targets.map((t) => t.guid),
    );
    const linksRemoved = await removeLinks(tx, [...new Set([...loops.values()].flat())], playlistGuid, ctx.clock.now());
    await audit(tx, actor, 'unlink', 'playlist', playlistGuid, null, { company: companyGuid, linksRemoved });
    return { ...noChange, linksRemoved };
  });
  return result;
}

/** A copy of the playlist and its items for a company; the copy remembers clonedFrom. */
export async function clonePlaylist(ctx: AppContext, actor: Actor, playlistGuid: string, companyGuid: string) {
  await readablePlaylist(ctx.db, actor, playlistGuid);
  const company = await writableCompany(ctx, actor, companyGuid);
  const guid = randomUUID();
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(playlists).where(eq(playlists.guid, playlistGuid));
    const channel = channelIn(source.channel, company);
    await tx.insert(playlists).values({
      ...source,
      guid,
      guidCompany: company.guid,
      channel,
      clonedFrom: playlistGuid,
      created: now,
      changed: now,
    });
    const items = await tx.select().from(playlistItems).where(eq(playlistItems.guidPlaylist, playlistGuid));
    if (items.length) {
      await tx.insert(playlistItems).values(
        items.map(({ id: _id, ...item }) => ({
          ...item,
          guid: randomUUID(),
          guidPlaylist: guid,
          created: now,
          changed: now,
        })),
      );
    }
    await audit(tx, actor, 'clone', 'playlist', guid, null, { clonedFrom: playlistGuid, company: companyGuid });
  });
  return getPlaylist(ctx, actor, guid);
}

/** Deletes the company's clones of the playlist. */
export async function removeClone(ctx: AppContext, actor: Actor, playlistGuid: string, companyGuid: string) {
  await writableCompany(ctx, actor, companyGuid);
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(playlists)
      .where(and(eq(playlists.clonedFrom, playlistGuid), eq(playlists.guidCompany, companyGuid)))
      .returning({ guid: playlists.guid });
    if (rows.length === 0) throw notFound('Kopie der Playlist');
    for (const row of rows) await audit(tx, actor, 'delete', 'playlist', row.guid, { clonedFrom: playlistGuid }, null);
    return rows.length;
  });
  return { success: true, removed };
}
