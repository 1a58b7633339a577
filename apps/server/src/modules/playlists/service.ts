import { randomUUID } from 'node:crypto';
import {
  CHANNEL,
  type ChannelValue,
  channelIn,
  type DeletionImpact,
  emptyDeletionImpact,
  hasDeletionImpact,
  ORGANISER_CHANNEL,
  R,
} from '@signage/shared';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { confirmationRequired, playlistsImpact } from '../../db/deletion-impact.js';
import { playlists } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { type CompanyFacts, companyFacts, companyTree, reachesCompany, reachOf } from '../../tenancy/index.js';
import { devicesPlayingAny } from '../device-records/counts.js';
import { loopState } from './loop-limits.js';
import { PLAYLIST, readablePlaylist, readableSql, writablePlaylist } from './policy.js';
import { itemsOf, matchesKeyword, selectSummaries, toSummary } from './repository.js';

const COMPANY = 'Netzwerk oder Standort';

/** The company itself or, for a network, also its locations. */
const ofCompanyTree = (guid: string): SQL => sql`${playlists.guidCompany} in (${companyTree(guid)})`;

/**
 * Playlists the actor can read. Without showAll only normal playlists (channel 0) of companies;
 * with showAll also channels and playlists without company (global libraries such as GlobalMediathekH).
 */
export async function listPlaylists(
  ctx: AppContext,
  actor: Actor,
  filter: { keyWord?: string; showAll?: number; guidCompany?: string },
) {
  const scope = reachOf(actor);
  const conditions: SQL[] = [readableSql(scope)];
  if (!filter.showAll) conditions.push(eq(playlists.channel, 0), isNotNull(playlists.guidCompany));
  if (filter.keyWord) conditions.push(matchesKeyword(filter.keyWord));
  if (filter.guidCompany) conditions.push(ofCompanyTree(filter.guidCompany));
  const rows = await selectSummaries(ctx.db, scope, and(...conditions));
  return rows.map(toSummary);
}

export async function summaryOf(ctx: AppContext, actor: Actor, guid: string) {
  const [row] = await selectSummaries(ctx.db, reachOf(actor), eq(playlists.guid, guid));
  if (!row) throw notFound(PLAYLIST);
  return toSummary(row);
}

/** A playlist with its items and the state of the loop rules (SPEC §5); the caller has checked the read. */
async function detailOf(ctx: AppContext, actor: Actor, guid: string) {
  const summary = await summaryOf(ctx, actor, guid);
  const [items, loop] = await Promise.all([itemsOf(ctx.db, [guid]), loopState(ctx.db, summary, ctx.clock.now())]);
  return {
    ...summary,
    items,
    maxDuration: loop.maxDuration,
    canAdd: loop.canAdd,
    uploadHidden: loop.uploadHidden,
    loopPlaces: loop.places,
  };
}

/** A playlist with its items and the state of the loop rules (SPEC §5). */
export async function getPlaylist(ctx: AppContext, actor: Actor, guid: string) {
  await readablePlaylist(ctx.db, actor, guid);
  return detailOf(ctx, actor, guid);
}

/**
 * The loop a device plays, for its stage preview: whoever may see the device (device, support or
 * dashboard-devices right, checked by the caller) may see what it plays. Changing it still needs the
 * playlist right and the playlist's scope, so `writable` says false without the right.
 */
export async function loopOfDevice(ctx: AppContext, actor: Actor, guid: string) {
  const detail = await detailOf(ctx, actor, guid);
  return { ...detail, writable: detail.writable && hasRight(actor, R.playlist) };
}

/** Channel 20 only for organiser networks; location users create and keep normal playlists only. */
function checkChannel(actor: Actor, channel: number, company: CompanyFacts | null) {
  if (channel === 0) return;
  if (reachOf(actor).kind === 'location') throw forbidden('Kanäle dürfen nur Netzwerk-Benutzer anlegen.');
  if (company && channelIn(channel, company) !== channel) {
    throw conflict('Veranstalter-Kanäle (20) gibt es nur für Veranstalter-Netzwerke.');
  }
}

interface PlaylistInput {
  guidCompany?: string | null;
  channel?: ChannelValue;
  name?: string;
  comment?: string | null;
  orientation?: 'horizontal' | 'vertical';
  maxLength?: number;
}

export async function createPlaylist(ctx: AppContext, actor: Actor, input: PlaylistInput) {
  const scope = reachOf(actor);
  const fallback = scope.kind === 'global' ? null : scope.kind === 'network' ? scope.network : scope.location;
  const guidCompany = input.guidCompany === undefined ? fallback : input.guidCompany;
  if (guidCompany === null && scope.kind !== 'global')
    throw forbidden('Nur globale Benutzer dürfen Playlists ohne Netzwerk anlegen.');
  const company = await companyFacts(ctx.db, guidCompany);
  if (guidCompany && (!company || !reachesCompany(scope, company))) throw notFound(COMPANY);
  const channel = input.channel ?? 0;
  checkChannel(actor, channel, company);
  const now = new Date(ctx.clock.now());
  const row = {
    guid: randomUUID(),
    guidCompany,
    name: input.name ?? 'Neue Playlist',
    comment: input.comment ?? null,
    channel,
    orientation: input.orientation ?? 'horizontal',
    maxLength: input.maxLength ?? 0,
    created: now,
    changed: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(playlists).values(row);
    await audit(tx, actor, 'create', 'playlist', row.guid, null, row);
  });
  return getPlaylist(ctx, actor, row.guid);
}

export async function updatePlaylist(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: Omit<PlaylistInput, 'guidCompany'>,
) {
  const access = await writablePlaylist(ctx.db, actor, guid);
  if (input.channel !== undefined && input.channel !== access.channel) {
    checkChannel(actor, input.channel, await companyFacts(ctx.db, access.guidCompany));
  }
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(playlists)
      .set({ ...patch, changed: new Date(ctx.clock.now()) })
      .where(eq(playlists.guid, guid));
    rowsWritten(tx, playlists, [guid]);
    await audit(tx, actor, 'update', 'playlist', guid, { ...access }, patch);
  });
  return getPlaylist(ctx, actor, guid);
}

async function deletablePlaylist(ctx: AppContext, actor: Actor, guid: string) {
  const access = await writablePlaylist(ctx.db, actor, guid);
  const scope = reachOf(actor);
  if (scope.kind === 'location' && access.guidCompany !== scope.location) {
    throw forbidden('Diese Playlist gehört nicht Ihrem Standort und kann nur vom Netzwerk gelöscht werden.');
  }
  return access;
}

/** What deleting the playlist would change: screens playing it, locations linking it (nothing is deleted). */
export async function playlistDeletionImpact(ctx: AppContext, actor: Actor, guid: string): Promise<DeletionImpact> {
  await deletablePlaylist(ctx, actor, guid);
  return { ...emptyDeletionImpact(), ...(await playlistsImpact(ctx.db, [guid])) };
}

/**
 * Deletes a playlist and its items; items of other playlists linking it go too, devices keep none. While
 * screens play it or other locations link it, only with confirm (else 409 with them in error.details).
 */
export async function deletePlaylist(ctx: AppContext, actor: Actor, guid: string, confirm = false) {
  const access = await deletablePlaylist(ctx, actor, guid);
  // Devices that played it have none now (foreign key); playlists that linked it lost the link item.
  await ctx.db.transaction(async (tx) => {
    const impact = { ...emptyDeletionImpact(), ...(await playlistsImpact(tx, [guid])) };
    if (!confirm && hasDeletionImpact(impact)) {
      throw confirmationRequired(
        `Die Playlist wird noch verwendet: ${impact.devices.length} Bildschirm(e) spielen sie (sie zeigen danach nichts mehr), ${impact.locations.length} Standort(e) verknüpfen sie. Zum Löschen bitte bestätigen (confirm=1).`,
        impact,
      );
    }
    await tx.delete(playlists).where(eq(playlists.guid, guid));
    await audit(tx, actor, 'delete', 'playlist', guid, { ...access }, null);
  });
}

/** SPEC §3 Stats: devices playing it (directly or through a playlist linking it), their companies, links. */
export async function playlistStats(ctx: AppContext, actor: Actor, guid: string) {
  await readablePlaylist(ctx.db, actor, guid);
  const rows = (await ctx.db.execute(sql`
    with linking as (select distinct guid_playlist as guid from playlist_items where linked_playlist = ${guid}),
    reached as (select ${guid}::uuid as guid union select guid from linking),
    devs as (${devicesPlayingAny(sql`select guid from reached`)})
    select
      (select count(*)::int from devs) as "cntDevices",
      (select count(distinct c)::int from (
        select guid_company as c from devs where guid_company is not null
        union select p.guid_company from playlists p join linking l on l.guid = p.guid where p.guid_company is not null
      ) companies) as "cntCompanies",
      (select count(*)::int from playlist_items where linked_playlist = ${guid}) as "cntLinked"`)) as unknown as {
    rows: Array<{ cntDevices: number; cntCompanies: number; cntLinked: number }>;
  };
  const r = rows.rows[0];
  return { cntDevices: Number(r.cntDevices), cntCompanies: Number(r.cntCompanies), cntLinked: Number(r.cntLinked) };
}

/** Channels (channel 1 and organiser channels 20) the actor can read, with how often each is linked. */
export async function listChannels(ctx: AppContext, actor: Actor, filter: { keyWord?: string; guidCompany?: string }) {
  const scope = reachOf(actor);
  const conditions: SQL[] = [readableSql(scope), inArray(playlists.channel, [CHANNEL, ORGANISER_CHANNEL])];
  if (filter.keyWord) conditions.push(matchesKeyword(filter.keyWord));
  if (filter.guidCompany) conditions.push(ofCompanyTree(filter.guidCompany));
  const rows = await selectSummaries(ctx.db, scope, and(...conditions));
  if (rows.length === 0) return [];
  const counts = (await ctx.db.execute(sql`select linked_playlist as guid, count(*)::int as n from playlist_items
      where linked_playlist in (${sql.join(
        rows.map((r) => sql`${r.guid}::uuid`),
        sql`, `,
      )}) group by linked_playlist`)) as unknown as { rows: Array<{ guid: string; n: number }> };
  const linked = new Map(counts.rows.map((c) => [c.guid, Number(c.n)]));
  return rows.map((row) => ({ ...toSummary(row), cntLinked: linked.get(row.guid) ?? 0 }));
}
