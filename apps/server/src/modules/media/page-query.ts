import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { companiesOrNetworksNamedLike, companyNetworkNames } from '../companies/queries.js';

/**
 * Page keys (media guids) of media/all without a keyword, fast on large tables:
 * - the page is chosen on `media` alone (narrow rows), details are joined for those 10–100 rows only;
 * - a page past the middle is read from the other end (reversed order), so no query walks more than
 *   half the table;
 * - columns with few distinct values per group (type; network name, which follows the company) are
 *   paged group by group: counts per group first, then an indexed read inside the one or two groups the
 *   page touches (newest first inside a group).
 */

export type PageSort = 'networkName' | 'name' | 'type' | 'size' | 'created';
export interface PageRequest {
  sortBy: PageSort;
  sortDesc: boolean;
  offset: number;
  limit: number;
}

/** Companies whose media the caller may list (null: every company and media without company). */
export type CompanyFilter = SQL | null;

const within = (companies: CompanyFilter) => (companies ? sql`m.company_guid in (${companies})` : sql`true`);

/** Reads `limit` keys at `offset` in `order`, from whichever end is nearer. */
async function fromNearerEnd(
  db: Db,
  where: SQL,
  order: (desc: boolean) => SQL,
  desc: boolean,
  total: number,
  offset: number,
  limit: number,
): Promise<string[]> {
  if (offset >= total || limit <= 0) return [];
  const count = Math.min(limit, total - offset);
  if (offset <= total / 2) {
    const rows = await queryRows<{ guid: string }>(
      db,
      sql`select m.guid from media m where ${where} order by ${order(desc)} limit ${count} offset ${offset}`,
    );
    return rows.map((r) => r.guid);
  }
  const rows = await queryRows<{ guid: string }>(
    db,
    sql`select m.guid from media m where ${where} order by ${order(!desc)} limit ${count} offset ${total - offset - count}`,
  );
  return rows.map((r) => r.guid).reverse();
}

const dir = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');
const newestFirst = (desc: boolean) => sql`m.created ${dir(!desc)}, m.guid ${dir(!desc)}`;

interface Group {
  key: string | null;
  n: number;
}

/** Walks groups in order, reading only inside the groups the page touches. */
async function pageByGroups(
  db: Db,
  groups: Group[],
  inGroup: (key: string | null) => SQL,
  offset: number,
  limit: number,
): Promise<string[]> {
  const keys: string[] = [];
  let skip = offset;
  for (const group of groups) {
    if (keys.length >= limit) break;
    if (skip >= group.n) {
      skip -= group.n;
      continue;
    }
    keys.push(...(await fromNearerEnd(db, inGroup(group.key), newestFirst, false, group.n, skip, limit - keys.length)));
    skip = 0;
  }
  return keys;
}

export async function pageKeys(
  db: Db,
  companies: CompanyFilter,
  request: PageRequest,
): Promise<{ keys: string[]; count: number }> {
  const scope = within(companies);
  const { sortBy, sortDesc, offset, limit } = request;
  if (sortBy === 'type') {
    const groups = await queryRows<Group>(
      db,
      sql`select m.type as key, count(*)::int as n from media m where ${scope}
          group by m.type order by m.type collate "C" ${dir(sortDesc)}`,
    );
    const count = groups.reduce((s, g) => s + Number(g.n), 0);
    return { count, keys: await pageByGroups(db, groups, (key) => sql`${scope} and m.type = ${key}`, offset, limit) };
  }
  if (sortBy === 'networkName') {
    const groups = await queryRows<Group>(
      db,
      sql`select g.company as key, g.n from (
            select m.company_guid as company, count(*)::int as n from media m where ${scope} group by m.company_guid
          ) g
          left join (${companyNetworkNames}) c on c.guid = g.company
          order by coalesce(c.network_name, '') ${dir(sortDesc)},
            g.company ${dir(sortDesc)} nulls first`,
    );
    const count = groups.reduce((s, g) => s + Number(g.n), 0);
    const inCompany = (key: string | null) =>
      key === null ? sql`m.company_guid is null` : sql`m.company_guid = ${key}`;
    return { count, keys: await pageByGroups(db, groups, inCompany, offset, limit) };
  }
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from media m where ${scope}`);
  const count = Number(n);
  const column = { name: sql`m.name`, size: sql`m.size`, created: sql`m.created` }[sortBy];
  const order = (desc: boolean) => sql`${column} ${dir(desc)}, m.guid ${dir(desc)}`;
  if (sortBy !== 'size') return { count, keys: await fromNearerEnd(db, scope, order, sortDesc, count, offset, limit) };
  // No index on size: sort in memory rather than on disk (the default work_mem spills at 100,000 rows).
  const keys = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return fromNearerEnd(tx, scope, order, sortDesc, count, offset, limit);
  });
  return { count, keys };
}

const SORT_SQL: Record<PageSort, SQL> = {
  networkName: sql`coalesce(c.network_name, '')`,
  name: sql`m.name`,
  type: sql`m.type`,
  size: sql`m.size`,
  created: sql`m.created`,
};

/**
 * With a keyword (name, type, company or network name, case-insensitive): one scan that filters,
 * sorts and counts (count(*) over ()); companies are matched once, not joined per media row for the filter.
 */
export async function pageKeysByKeyword(
  db: Db,
  companies: CompanyFilter,
  keyWord: string,
  request: PageRequest,
): Promise<{ keys: string[]; count: number }> {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matchingCompanies = companiesOrNetworksNamedLike(like);
  const where = sql`${within(companies)} and (m.name ilike ${like} or m.type ilike ${like}
    or m.company_guid in (${matchingCompanies}))`;
  const d = dir(request.sortDesc);
  const rows = await queryRows<{ guid: string; total: number }>(
    db,
    sql`select m.guid, count(*) over ()::int as total from media m
        left join (${companyNetworkNames}) c on c.guid = m.company_guid
        where ${where} order by ${SORT_SQL[request.sortBy]} ${d}, m.guid ${d}
        limit ${request.limit} offset ${request.offset}`,
  );
  if (rows.length > 0) return { keys: rows.map((r) => r.guid), count: Number(rows[0].total) };
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from media m where ${where}`);
  return { keys: [], count: Number(n) };
}
