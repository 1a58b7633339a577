import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { playlists } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { companyFacts, reachOf, writableCompany } from '../../tenancy/index.js';
import { companyGuidsInReach, locationsWithDevices } from '../companies/queries.js';
import { patchDevice } from '../device-records/writes.js';
import {
  insertLink,
  linkedAmong,
  linkIntoCompanies,
  loopPlaylistsOf,
  removeLinks,
  type TargetCompany,
  targetCompanies,
} from './link-targets.js';
import { writableDevice } from './links-service.js';
import { type PlaylistAccess, readablePlaylist } from './policy.js';

const sources = (ctx: AppContext, actor: Actor, guids: string[]) =>
  Promise.all([...new Set(guids)].map((g) => readablePlaylist(ctx.db, actor, g)));

async function targetsOf(ctx: AppContext, actor: Actor, companyGuids: string[]): Promise<TargetCompany[]> {
  const all: TargetCompany[] = [];
  for (const guid of new Set(companyGuids))
    all.push(...(await targetCompanies(ctx.db, await writableCompany(ctx, actor, guid))));
  return [...new Map(all.map((t) => [t.guid, t])).values()];
}

/** For each device: its playlist (one is created and assigned when it has none), then the links. */
export async function createAndLinkDevices(
  ctx: AppContext,
  actor: Actor,
  input: { playlists: string[]; devices: string[] },
) {
  const linked = await sources(ctx, actor, input.playlists);
  const targets = await Promise.all([...new Set(input.devices)].map((g) => writableDevice(ctx, actor, g)));
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    let linksAdded = 0;
    let playlistsCreated = 0;
    for (const device of targets) {
      let target = device.guidPlaylist;
      const [current] = target
        ? await tx.select({ channel: playlists.channel }).from(playlists).where(eq(playlists.guid, target))
        : [];
      if (!target || current?.channel !== 0) {
        target = randomUUID();
        const stamp = new Date(now);
        const guidCompany = device.guidCompany ?? device.guidParent;
        await tx
          .insert(playlists)
          .values({ guid: target, guidCompany, name: device.name, created: stamp, changed: stamp });
        await patchDevice(tx, device.guid, { guidPlaylist: target, edited: stamp });
        playlistsCreated += 1;
      }
      for (const source of linked) if (await insertLink(tx, target, source, now)) linksAdded += 1;
    }
    await audit(tx, actor, 'link', 'devices', null, null, { ...input, linksAdded, playlistsCreated });
    return { success: true, linksAdded, linksRemoved: 0, playlistsCreated };
  });
  return result;
}

/** Links every playlist into every company's loop (creating a loop playlist where one is missing). */
export async function createAndLinkCompanies(
  ctx: AppContext,
  actor: Actor,
  input: { playlists: string[]; companies: string[] },
) {
  const linked = await sources(ctx, actor, input.playlists);
  const targets = await targetsOf(ctx, actor, input.companies);
  const result = await ctx.db.transaction(async (tx) => {
    let linksAdded = 0;
    let playlistsCreated = 0;
    for (const source of linked) {
      const r = await linkIntoCompanies(tx, targets, source, ctx.clock.now());
      linksAdded += r.linksAdded;
      playlistsCreated += r.playlistsCreated;
    }
    await audit(tx, actor, 'link', 'companies', null, null, { ...input, linksAdded, playlistsCreated });
    return { success: true, linksAdded, linksRemoved: 0, playlistsCreated };
  });
  return result;
}

/**
 * Channel assignment (SPEC §4): the given companies should have the channel. Companies missing it get
 * it; only when none is to be added, the companies of the actor's reach that have it but are not listed
 * lose it ("removal computed only when nothing is to be added").
 */
export async function linkCompanies(ctx: AppContext, actor: Actor, input: { guid: string; companies: string[] }) {
  const source = await readablePlaylist(ctx.db, actor, input.guid);
  const wanted = await targetsOf(ctx, actor, input.companies);
  const already = await linkedAmong(
    ctx.db,
    wanted.map((t) => t.guid),
    source.guid,
  );
  const toAdd = wanted.filter((t) => !already.has(t.guid));
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (toAdd.length > 0) {
      const r = await linkIntoCompanies(tx, toAdd, source, now);
      await audit(tx, actor, 'link', 'playlist', source.guid, null, {
        companies: toAdd.map((t) => t.guid),
        ...r,
      });
      return { success: true, linksRemoved: 0, ...r };
    }
    const keep = new Set([...input.companies, ...wanted.map((t) => t.guid)]);
    const reach = await companiesInReach(tx, actor);
    const drop = [...(await linkedAmong(tx, reach, source.guid))].filter((c) => !keep.has(c));
    const loops = await loopPlaylistsOf(tx, drop);
    const linksRemoved = await removeLinks(tx, [...new Set([...loops.values()].flat())], source.guid, now);
    await audit(tx, actor, 'unlink', 'playlist', source.guid, null, { companies: drop, linksRemoved });
    return { success: true, linksAdded: 0, linksRemoved, playlistsCreated: 0 };
  });
  return result;
}

/** Companies (locations, and networks without locations) whose loops the actor may change. */
async function companiesInReach(db: Db, actor: Actor): Promise<string[]> {
  const scope = reachOf(actor);
  if (scope.kind === 'location') return [scope.location];
  return companyGuidsInReach(db, scope);
}

/** Locations of a network (or the location itself) with their device count and whether the playlist is linked. */
export async function playlistLocations(ctx: AppContext, actor: Actor, playlistGuid: string, companyGuid: string) {
  const source = await readablePlaylist(ctx.db, actor, playlistGuid);
  const company = await writableCompany(ctx, actor, companyGuid);
  const rows = await locationsWithDevices(ctx.db, company);
  const linked = await linkedAmong(
    ctx.db,
    rows.map((r) => r.guid),
    source.guid,
  );
  return rows.map((r) => ({ ...r, cntDevices: Number(r.cntDevices), linked: linked.has(r.guid) }));
}

/**
 * Sharing (organiser networks only): links the organiser's playlist into the chosen locations' loops.
 * Global users share anywhere; a user of the organiser network shares into locations of other networks
 * only with RIGHT_NETWORK_VISIBLE_OTHER (they cannot see them otherwise).
 */
export async function sharePlaylist(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { owner: string; companies: string[]; plGuid?: string },
) {
  const playlist: PlaylistAccess = await readablePlaylist(ctx.db, actor, input.plGuid ?? id);
  const owner = await companyFacts(ctx.db, input.owner);
  const scope = reachOf(actor);
  if (!owner || (scope.kind !== 'global' && scope.network !== owner.guid)) throw notFound('Netzwerk');
  if (owner.isMother !== 1 || owner.typ !== 1) throw forbidden('Nur Veranstalter-Netzwerke können Playlists teilen.');
  const playlistOwner = await companyFacts(ctx.db, playlist.guidCompany);
  if (playlistOwner?.network !== owner.guid) throw notFound('Playlist');
  if (scope.kind === 'location') throw forbidden();
  const crossNetwork = scope.kind === 'global' || hasRight(actor, 'RIGHT_NETWORK_VISIBLE_OTHER');
  const targets: TargetCompany[] = [];
  for (const guid of new Set(input.companies)) {
    const company = await companyFacts(ctx.db, guid);
    if (!company || (!crossNetwork && company.network !== owner.guid)) throw notFound('Standort');
    targets.push(...(await targetCompanies(ctx.db, company)));
  }
  const result = await ctx.db.transaction(async (tx) => {
    const r = await linkIntoCompanies(tx, targets, playlist, ctx.clock.now());
    await audit(tx, actor, 'share', 'playlist', playlist.guid, null, { companies: input.companies, ...r });
    return { locations: targets.length, playlistsAdded: r.linksAdded };
  });
  return result;
}
