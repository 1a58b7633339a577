import { isMediumPlayable, parseTagList } from '@signage/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { networkOfJoined } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { playlistRowsAs, unusedByItems } from '../playlist-records/queries.js';
import { type CompanyFilter, type PageSort, pageKeys, pageKeysByKeyword } from './page-query.js';
import { mediaUrls } from './playable.js';

/** The media row's company, its parent and its playlist (the owners' derived tables). */
const company = companyRowsAs('media_company');
const parent = companyRowsAs('media_parent');
const playlist = playlistRowsAs('media_playlist');

const networkGuid = networkOfJoined(company);
const networkName = sql<string | null>`case when ${company.isMother} = 1 then ${company.name} else ${parent.name} end`;

const columns = {
  guid: media.guid,
  name: media.name,
  localFileName: media.localFileName,
  guidPlaylist: media.guidPlaylist,
  playListName: playlist.name,
  size: media.size,
  created: media.created,
  type: media.type,
  mime: media.mime,
  md5: media.md5,
  mediaInfo: media.mediaInfo,
  convertStatus: media.convertStatus,
  convertStatusMessage: media.convertStatusMessage,
  webFileName: media.webFileName,
  thumbFileName: media.thumbFileName,
  companyGuid: media.companyGuid,
  companyName: company.name,
  networkGuid,
  networkName,
  uiUniqueId: media.uiUniqueId,
  active: media.active,
  tags: media.tags,
};

export type MediaRow = Awaited<ReturnType<typeof selectMedia>>[number];

export function toMediaItem(row: MediaRow) {
  const { tags, webFileName, thumbFileName, created, ...rest } = row;
  const urls = mediaUrls(row);
  return {
    ...rest,
    size: Number(row.size),
    created: created.getTime(),
    convertStatus: row.convertStatus as 'waiting' | 'running' | 'done' | 'failed',
    tagArray: parseTagList(tags),
    url: urls.url ?? '',
    webUrl: urls.webUrl,
    thumbUrl: urls.thumbUrl,
    playable: isMediumPlayable(row.type, { convertStatus: row.convertStatus, webFileName }),
  };
}
export type MediaItemOut = ReturnType<typeof toMediaItem>;

function base(db: Db) {
  return db
    .select(columns)
    .from(media)
    .leftJoin(company, eq(company.guid, media.companyGuid))
    .leftJoin(parent, eq(parent.guid, company.guidParent))
    .leftJoin(playlist, eq(playlist.guid, media.guidPlaylist));
}

export function selectMedia(db: Db, where?: SQL) {
  return base(db).where(where).orderBy(desc(media.created), asc(media.guid));
}

export async function findMedia(db: Db, guid: string) {
  const [row] = await selectMedia(db, eq(media.guid, guid));
  return row ?? null;
}

/** Media no playlist item references (safe to delete from storage). */
export const unreferenced: SQL = unusedByItems(media.guid);

export type { PageSort as MediaSort } from './page-query.js';

/** One page of media with server-side sorting and keyword (name, type, company or network name). */
export async function pageMedia(
  db: Db,
  companies: CompanyFilter,
  grid: { page: number; itemsPerPage: number; sortBy: PageSort; sortDesc: boolean; keyWord?: string },
) {
  const request = { ...grid, offset: (grid.page - 1) * grid.itemsPerPage, limit: grid.itemsPerPage };
  const word = grid.keyWord?.trim();
  const { keys, count } = word
    ? await pageKeysByKeyword(db, companies, word, request)
    : await pageKeys(db, companies, request);
  const found = keys.length ? await selectMedia(db, inArray(media.guid, keys)) : [];
  const byGuid = new Map(found.map((r) => [r.guid, r]));
  return { rows: keys.map((k) => byGuid.get(k)).filter((r): r is MediaRow => r !== undefined), count };
}

export async function deleteMediaRows(db: Db, guids: string[]) {
  if (guids.length === 0) return [];
  return db
    .delete(media)
    .where(and(inArray(media.guid, guids), unreferenced))
    .returning({
      guid: media.guid,
      guidPlaylist: media.guidPlaylist,
      localFileName: media.localFileName,
      webFileName: media.webFileName,
      thumbFileName: media.thumbFileName,
    });
}

/** A media row's facts an item shows, as a derived table under `name` that another module's list joins. */
export const mediaFactsAs = <N extends string>(name: N) =>
  new QueryBuilder()
    .select({
      guid: media.guid,
      guidPlaylist: media.guidPlaylist,
      localFileName: media.localFileName,
      type: media.type,
      convertStatus: media.convertStatus,
      convertStatusMessage: media.convertStatusMessage,
      webFileName: media.webFileName,
    })
    .from(media)
    .as(name);
