import {
  addDays,
  dayNumber,
  fromDayNumber,
  type OperatorReport,
  type OperatorReportQuery,
  REPORT_TIME_ZONE,
  zonedTimeToEpoch,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { companyNames } from '../companies/queries.js';
import { scansPerOffer } from '../scans/repository.js';
import { operatorFigures } from './report-repository.js';
import { scansWhere } from './scope.js';

type Day = { year: number; month: number; day: number };
const parseDay = (iso: string): Day => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const isoOf = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The first day of the day's week (Monday) or month. */
function bucketOf(iso: string, period: OperatorReportQuery['period']): string {
  if (period === 'day') return iso;
  if (period === 'month') return `${iso.slice(0, 8)}01`;
  const n = dayNumber(parseDay(iso));
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  return isoOf(fromDayNumber(n - weekday));
}

const regionLabel = (key: string) => {
  const area = key.slice(4);
  return area ? `PLZ-Gebiet ${area}` : 'PLZ-Gebiet unbekannt';
};

/**
 * An operator's report: its own offers' plays, screens and locations reached and QR scans, from the agencies that
 * consent, per offer, agency (names only where consented, else the postcode area) or region; one point per day,
 * week or month. The same for the portal and the token API.
 */
export async function operatorReport(
  ctx: AppContext,
  guidOperator: string,
  query: OperatorReportQuery,
): Promise<OperatorReport> {
  const { from, to, by, period } = query;
  const { groups, total, days } = await operatorFigures(ctx.db, guidOperator, by, from, to);
  const offerIds = by === 'offer' ? groups.flatMap((g) => (g.key ? [g.key] : [])) : [];
  const start = new Date(zonedTimeToEpoch(parseDay(from), 0, 0, REPORT_TIME_ZONE));
  const end = new Date(zonedTimeToEpoch(addDays(parseDay(to), 1), 0, 0, REPORT_TIME_ZONE));
  const scans =
    by === 'offer'
      ? new Map(
          (await scansPerOffer(ctx.db, start, end, scansWhere(guidOperator, offerIds))).map((r) => [
            r.offerId,
            r.scans,
          ]),
        )
      : null;
  const names =
    by === 'agency'
      ? await companyNames(
          ctx.db,
          groups.flatMap((g) => (g.key && !g.key.startsWith('plz:') ? [g.key] : [])),
        )
      : new Map<string, string>();
  const label = (key: string | null, itemName: string) => {
    if (by === 'offer') return { label: `${key} · ${itemName}`, context: '' };
    if (key?.startsWith('plz:')) return { label: regionLabel(key), context: by === 'agency' ? 'nur Region' : '' };
    return { label: names.get(key ?? '') ?? 'Gelöschte Agentur', context: '' };
  };
  const rows = groups
    .map(({ itemName, ...g }) => ({
      ...g,
      ...label(g.key, itemName),
      scans: scans ? (scans.get(g.key ?? '') ?? 0) : null,
    }))
    .sort((a, b) => b.plays - a.plays || a.label.localeCompare(b.label, 'de'));
  const buckets = new Map<
    string,
    { day: string; plays: number; seconds: number; securedPlays: number; securedSeconds: number }
  >();
  for (let n = dayNumber(parseDay(from)); n <= dayNumber(parseDay(to)); n++) {
    const key = bucketOf(isoOf(fromDayNumber(n)), period);
    if (!buckets.has(key)) buckets.set(key, { day: key, plays: 0, seconds: 0, securedPlays: 0, securedSeconds: 0 });
  }
  for (const d of days) {
    const b = buckets.get(bucketOf(d.day, period));
    if (!b) continue;
    b.plays += d.plays;
    b.seconds += d.seconds;
    b.securedPlays += d.securedPlays;
    b.securedSeconds += d.securedSeconds;
  }
  return {
    from,
    to,
    by,
    period,
    rows,
    total: { ...total, scans: rows.reduce((n, r) => n + (r.scans ?? 0), 0) },
    series: [...buckets.values()],
  };
}
