import { neutraliseCsvCell } from '@signage/shared';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.js';
import { companies } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { companyInNetwork } from '../../tenancy/index.js';
import { deviceCountOfCompany } from '../device-records/counts.js';
import { healthFactsInCompanies } from '../device-records/repository.js';
import { playlistCountOfCompany } from '../playlist-records/queries.js';
import { visibleReach } from './policy.js';
import { companyReach, matchesKeyword } from './repository.js';
import { onlineCounts } from './screen-health.js';
import { NETWORK, visibleCompany } from './service.js';

const network = alias(companies, 'network');

const HEADER = [
  'Typ',
  'Netzwerk',
  'Name',
  'Kostenstelle',
  'Firmen-ID',
  'PLZ',
  'Ort',
  'Standorte',
  'Geräte',
  'Geräte online',
  'Playlists',
];

const playlistCount = playlistCountOfCompany(
  companies,
  sql`select l.guid from companies l where l.guid_parent = ${companies.guid}`,
);

const typeLabel = (isMother: number, typ: number) =>
  isMother === 1 ? (typ === 1 ? 'Veranstalter-Netzwerk' : 'Netzwerk') : 'Standort';

/**
 * POST companies/stats: one row per visible network and location (networks first, each followed by its
 * locations) as CSV for German Excel: UTF-8 with BOM, ';', CRLF, text cells that could run as a formula
 * neutralised.
 */
export async function statisticsCsv(ctx: AppContext, actor: Actor, filter: { guid?: string; keyWord?: string }) {
  const conditions: Array<SQL | undefined> = [companyReach(visibleReach(actor))];
  if (filter.guid) {
    const network = await visibleCompany(ctx, actor, filter.guid, NETWORK);
    if (network.isMother !== 1) throw notFound(NETWORK);
    conditions.push(companyInNetwork(companies.guid, filter.guid));
  }
  if (filter.keyWord) conditions.push(matchesKeyword(filter.keyWord));
  const rows = await ctx.db
    .select({
      guid: companies.guid,
      isMother: companies.isMother,
      typ: companies.typ,
      networkName: sql<string>`coalesce(${network.name}, case when ${companies.isMother} = 1 then ${companies.name} else '' end)`,
      name: companies.name,
      costCenter: companies.costCenter,
      importKey: companies.importKey,
      postcode: companies.postcode,
      city: companies.city,
      cntLocations: sql<number>`(case when ${companies.isMother} = 1
        then (select count(*)::int from companies l where l.guid_parent = ${companies.guid}) else 0 end)`,
      cntDevices: deviceCountOfCompany(companies),
      cntPlaylists: playlistCount,
    })
    .from(companies)
    .leftJoin(network, eq(network.guid, companies.guidParent))
    .where(and(...conditions))
    .orderBy(
      sql`coalesce(${network.name}, ${companies.name})`,
      sql`coalesce(${companies.guidParent}, ${companies.guid})`,
      desc(companies.isMother),
      asc(companies.name),
    );
  // Online as the lists show it (only on-time counts, resting screens are not online).
  const guids = rows.map((r) => r.guid);
  const online = await onlineCounts(ctx, await healthFactsInCompanies(ctx.db, guids));
  const onlineOf = (r: { guid: string; isMother: number }) =>
    (r.isMother === 1 ? online.inNetwork : online.atLocation).get(r.guid) ?? 0;
  const text = (value: string | null) => neutraliseCsvCell(value ?? '');
  const records = rows.map((r) => [
    typeLabel(r.isMother, r.typ),
    text(r.networkName),
    text(r.name),
    text(r.costCenter),
    text(r.importKey),
    text(r.postcode),
    text(r.city),
    Number(r.cntLocations),
    Number(r.cntDevices),
    onlineOf(r),
    Number(r.cntPlaylists),
  ]);
  return stringify([HEADER, ...records], {
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    quoted_match: /[\r\n]/,
  });
}
