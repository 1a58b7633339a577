import {
  addDays,
  dayNumber,
  fromDayNumber,
  type PlayReport,
  REPORT_TIME_ZONE,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
  zonedTimeToEpoch,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { reachOf } from '../../tenancy/index.js';
import { companyNames } from '../companies/queries.js';
import { deviceFactsOfMany } from '../device-records/lists.js';
import { offerScans } from '../scans/service.js';
import { REJECTION } from './rejections.js';
import {
  dayTotals,
  type GroupRow,
  groupTotals,
  rejectionTotals,
  reportScope,
  reportWhere,
} from './report-repository.js';

const parseDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const isoOf = (n: number) => {
  const d = fromDayNumber(n);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** Every day of the period with its plays and seconds (0 where none). */
type Figures = { plays: number; seconds: number; securedPlays: number; securedSeconds: number };
const NO_FIGURES: Figures = { plays: 0, seconds: 0, securedPlays: 0, securedSeconds: 0 };

function fullSeries(from: string, to: string, days: ReadonlyArray<{ day: string } & Figures>) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const series = [];
  for (let n = dayNumber(parseDay(from)); n <= dayNumber(parseDay(to)); n++) {
    const day = isoOf(n);
    const d = byDay.get(day) ?? NO_FIGURES;
    series.push({
      day,
      plays: d.plays,
      seconds: d.seconds,
      securedPlays: d.securedPlays,
      securedSeconds: d.securedSeconds,
    });
  }
  return series;
}

const joinParts = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' › ');

/** Labels the groups with the names their owners know now (a deleted one says so) and the remembered ones. */
async function labelled(ctx: AppContext, by: ReportGroup, rows: readonly GroupRow[]) {
  const companies = await companyNames(
    ctx.db,
    [
      ...new Set(rows.flatMap((r) => [r.location, r.network, by === 'network' || by === 'location' ? r.key : null])),
    ].filter((g): g is string => !!g),
  );
  const screens =
    by === 'screen'
      ? new Map(
          (
            await deviceFactsOfMany(
              ctx.db,
              rows.flatMap((r) => (r.key ? [r.key] : [])),
            )
          ).map((d) => [d.guid, d.name]),
        )
      : new Map<string, string>();
  const company = (guid: string | null, none: string, gone: string) => (guid ? (companies.get(guid) ?? gone) : none);
  return (row: GroupRow): Pick<ReportRow, 'label' | 'context'> => {
    const network = company(row.network, 'Ohne Netzwerk', 'Gelöschtes Netzwerk');
    switch (by) {
      case 'network':
        return { label: company(row.key, 'Ohne Netzwerk', 'Gelöschtes Netzwerk'), context: '' };
      case 'location':
        return { label: company(row.key, 'Ohne Standort', 'Gelöschter Standort'), context: network };
      case 'screen':
        return {
          label: (row.key && screens.get(row.key)) || 'Gelöschter Bildschirm',
          context: joinParts(network, row.location ? company(row.location, '', 'Gelöschter Standort') : null),
        };
      case 'item':
        return { label: row.itemName ?? '', context: row.offerId ? `Angebot ${row.offerId}` : '' };
      case 'offer':
        return { label: `${row.key} · ${row.itemName ?? ''}`, context: row.tourOperator ?? '' };
      case 'operator':
        return { label: row.key ?? '', context: '' };
    }
  };
}

/**
 * The proof-of-play report: plays and seconds per group for the period, its total and one point per day, from the daily
 * rollups the actor reaches; offer rows with their QR scans of the period.
 */
export async function playReport(ctx: AppContext, actor: Actor, query: ReportQuery): Promise<PlayReport> {
  const reach = reachOf(actor);
  const where = reportWhere(query.from, query.to, reportScope(reach, query.network), query.by);
  const start = new Date(zonedTimeToEpoch(parseDay(query.from), 0, 0, REPORT_TIME_ZONE));
  const end = new Date(zonedTimeToEpoch(addDays(parseDay(query.to), 1), 0, 0, REPORT_TIME_ZONE));
  const [groups, days, rejections] = await Promise.all([
    groupTotals(ctx.db, query.by, where),
    dayTotals(ctx.db, where),
    rejectionTotals(ctx.db, reach, query.network, start, end),
  ]);
  const label = await labelled(ctx, query.by, groups);
  const scans =
    query.by === 'offer'
      ? await offerScans(
          ctx,
          { reach, network: query.network },
          zonedTimeToEpoch(parseDay(query.from), 0, 0, REPORT_TIME_ZONE),
          zonedTimeToEpoch(addDays(parseDay(query.to), 1), 0, 0, REPORT_TIME_ZONE),
        )
      : null;
  const rows: ReportRow[] = groups
    .map((g) => ({
      key: g.key,
      ...label(g),
      plays: g.plays,
      seconds: g.seconds,
      securedPlays: g.securedPlays,
      securedSeconds: g.securedSeconds,
      scans: scans ? (scans.get(g.key ?? '') ?? 0) : null,
    }))
    .sort(
      (a, b) =>
        b.plays - a.plays ||
        a.label.localeCompare(b.label, 'de') ||
        b.seconds - a.seconds ||
        (a.key ?? '').localeCompare(b.key ?? ''),
    );
  const total = rows.reduce(
    (t, r) => ({
      plays: t.plays + r.plays,
      seconds: t.seconds + r.seconds,
      securedPlays: t.securedPlays + r.securedPlays,
      securedSeconds: t.securedSeconds + r.securedSeconds,
    }),
    NO_FIGURES,
  );
  const reasons = rejections
    .map((r) => ({ ...r, message: REJECTION[r.reason as keyof typeof REJECTION] ?? r.message }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  const clipped = reasons.find((r) => r.reason === 'clipped')?.count ?? 0;
  const refused = reasons.reduce((n, r) => n + r.count, 0) - clipped;
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    rows,
    total,
    series: fullSeries(query.from, query.to, days),
    discarded: { refused, clipped, reasons },
  };
}
