import { and, inArray, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { queryRows } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { reachOf, writableCompany } from '../../tenancy/index.js';
import { locationCountOf } from '../companies/queries.js';
import { deviceCountInTree } from '../device-records/counts.js';
import { mediaKey } from './playable.js';
import { canChange, companyMediaSql, mediaCompaniesSql, mediaScopeSql } from './policy.js';
import { deleteMediaRows, type MediaSort, pageMedia, selectMedia, toMediaItem, unreferenced } from './repository.js';

/** Media of a company (a network: also its locations') and the counters of the media view. */
export async function companyMedia(ctx: AppContext, actor: Actor, companyId: string) {
  const company = await writableCompany(ctx, actor, companyId);
  const rows = await selectMedia(ctx.db, companyMediaSql(company));
  const [counts] = await queryRows<{ cntDevices: number; cntCompanies: number }>(
    ctx.db,
    sql`select
      ${deviceCountInTree(company.guid)} as "cntDevices",
      ${company.isMother === 1 ? locationCountOf(company.guid) : sql`1`} as "cntCompanies"`,
  );
  return {
    items: rows.map(toMediaItem),
    cntMedia: rows.length,
    cntDevices: Number(counts?.cntDevices ?? 0),
    cntCompanies: Number(counts?.cntCompanies ?? 0),
  };
}

/** media/all: one page, server-side sort and keyword, within the actor's reach. */
export async function allMedia(
  ctx: AppContext,
  actor: Actor,
  grid: { page: number; itemsPerPage: number; sortBy?: MediaSort; sortDesc?: boolean; keyWord?: string },
) {
  const params = {
    page: grid.page,
    itemsPerPage: grid.itemsPerPage,
    sortBy: grid.sortBy ?? 'created',
    sortDesc: grid.sortDesc ?? (grid.sortBy === undefined || grid.sortBy === 'created'),
    keyWord: grid.keyWord,
  };
  const scope = reachOf(actor);
  const { rows, count } = await pageMedia(ctx.db, mediaCompaniesSql(scope), params);
  return { items: rows.map(toMediaItem), gridParams: { ...params, count } };
}

const webSizeOf = (mediaInfo: string): number => {
  try {
    return Number((JSON.parse(mediaInfo) as { webSize?: unknown }).webSize) || 0;
  } catch {
    return 0;
  }
};

/**
 * Medien Verwaltung: entries no playlist item uses (deletable) and storage figures. Global users see the
 * whole storage (files and bytes under media/); others the files of their network's media.
 */
export async function mediaStatus(ctx: AppContext, actor: Actor) {
  const scope = mediaScopeSql(reachOf(actor));
  const deletable = await selectMedia(ctx.db, and(scope, unreferenced));
  const bytesOf = (rows: typeof deletable) => rows.reduce((sum, r) => sum + Number(r.size) + webSizeOf(r.mediaInfo), 0);
  let files: number;
  let bytes: number;
  if (scope === undefined) {
    ({ files, bytes } = await ctx.files.usage('media'));
  } else {
    const mine = await selectMedia(ctx.db, scope);
    files = mine.reduce((n, r) => n + 1 + (r.webFileName ? 1 : 0) + (r.thumbFileName ? 1 : 0), 0);
    bytes = bytesOf(mine);
  }
  return {
    deleteAbles: deletable.map(toMediaItem),
    cntFilesInStorage: files,
    stats: { storageInKb: Math.round(bytes / 1024), storageInKbDeletable: Math.round(bytesOf(deletable) / 1024) },
  };
}

/** Deletes media rows and their files, each only if no playlist item uses it (checked under lock). */
export async function deleteGlobal(ctx: AppContext, actor: Actor, items: Array<string | { guid: string }>) {
  const guids = [...new Set(items.map((i) => (typeof i === 'string' ? i : i.guid)))];
  const scope = reachOf(actor);
  const visible = new Set(
    (await selectMedia(ctx.db, inArray(media.guid, guids))).filter((r) => canChange(scope, r)).map((r) => r.guid),
  );
  const deleted = await ctx.db.transaction(async (tx) => {
    const candidates = guids.filter((g) => visible.has(g));
    if (candidates.length === 0) return [];
    // Lock first, then check references in a fresh statement: a concurrent createByMedia holds a share
    // lock on the media row until it commits, so its new item is seen here.
    await tx.select({ guid: media.guid }).from(media).where(inArray(media.guid, candidates)).for('update');
    const rows = await deleteMediaRows(tx, candidates);
    rowsWritten(
      tx,
      media,
      rows.map((r) => r.guid),
    );
    for (const row of rows) await audit(tx, actor, 'delete', 'media', row.guid, row, null);
    return rows;
  });
  const storage = ctx.files;
  for (const row of deleted) {
    if (!row.guidPlaylist) continue;
    for (const file of [row.localFileName, row.webFileName, row.thumbFileName]) {
      if (file) await storage.remove(mediaKey(row.guidPlaylist, file));
    }
  }
  const gone = new Set(deleted.map((d) => d.guid));
  return { success: true, deleted: deleted.length, skipped: guids.filter((g) => !gone.has(g)) };
}
