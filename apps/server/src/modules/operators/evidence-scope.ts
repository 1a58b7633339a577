import { REPORT_TIME_ZONE, zonedTimeToEpoch } from '@signage/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { playDays } from '../../db/schema.js';
import { companyNames } from '../companies/queries.js';
import { offerArchiveAt } from '../evidence/offer-archive.js';
import type { shownFields } from '../evidence/record.js';
import { scoped } from './report-repository.js';
import { locationConsent, namedSql, networkConsent, operatorWhere, regionSql } from './scope.js';

/**
 * The evidence archive as an operator may see it (the one rule of scope.ts): the locations where the operator's offer
 * played in its scope (own codes, consenting agency, from the consent's start day), and there the versions of the
 * offer that ran on or after that day within the period. The location itself is never named: the agency (network)
 * where it consents to names, else the postcode area.
 */

const berlinDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(at);
/** The whole time an operator may ever see (an image's address is answered for any day of its scope). */
export const ALL_DAYS = { from: '2000-01-01', to: '9999-12-31' } as const;

export interface Place {
  label: string;
  context: string;
}
type Fields = ReturnType<typeof shownFields>;
export interface Seal {
  seq: number;
  hash: string;
  prevHash: string;
}
export interface ScopedVersion extends Place, Seal {
  recordedAt: string;
  stand: string;
  provider: string;
  answerSha256: string;
  fields: Fields;
  images: Array<Seal & { side: 'h' | 'v'; sha256: string; bytes: number; key: string }>;
  firstPlay: string;
  lastPlay: string;
}
export interface ScopedCheck extends Place, Seal {
  at: string;
  kind: 'recheck' | 'takedown';
  result: string;
  text: string;
}

/** The locations where the offer played in the operator's scope in the period, with the consent's start day. */
async function scopedPlaces(ctx: AppContext, guidOperator: string, offerId: string, from: string, to: string) {
  const startDay = sql<string>`coalesce(${locationConsent.startDay}, ${networkConsent.startDay})::text`;
  const rows = (await scoped(
    ctx.db,
    { location: playDays.guidLocation, network: playDays.guidNetwork, named: namedSql, region: regionSql, startDay },
    guidOperator,
  )
    .where(and(operatorWhere(guidOperator, from, to), eq(playDays.offerId, offerId)))
    .groupBy(playDays.guidLocation, playDays.guidNetwork, namedSql, regionSql, startDay)) as unknown as Array<{
    location: string | null;
    network: string;
    named: boolean;
    region: string;
    startDay: string;
  }>;
  const names = await companyNames(
    ctx.db,
    rows.flatMap((r) => (r.named ? [r.network] : [])),
  );
  const places = rows.flatMap((r) => {
    if (!r.location) return [];
    const place: Place = r.named
      ? { label: names.get(r.network) ?? 'Gelöschte Agentur', context: '' }
      : { label: r.region ? `PLZ-Gebiet ${r.region}` : 'PLZ-Gebiet unbekannt', context: 'nur Region' };
    return [{ location: r.location, startDay: r.startDay.slice(0, 10), place }];
  });
  // by agency or area (the order of the database's groups is none)
  return places.sort(
    (a, b) => a.place.label.localeCompare(b.place.label, 'de') || a.location.localeCompare(b.location),
  );
}

/**
 * The versions of the offer (with their images) and the provider checks the operator may see, per location of its
 * scope: a version counts where it has counted plays on or after the consent's start day and within the period.
 */
export async function scopedEvidence(
  ctx: AppContext,
  guidOperator: string,
  offerId: string,
  period: { from: string; to: string },
): Promise<{ versions: ScopedVersion[]; checks: ScopedCheck[] }> {
  const places = await scopedPlaces(ctx, guidOperator, offerId, period.from, period.to);
  if (!places.length) return { versions: [], checks: [] };
  const locations = places.map((p) => p.location);
  const { entries, plays } = await offerArchiveAt(ctx.db, locations, offerId);
  const versions: ScopedVersion[] = [];
  const checks: ScopedCheck[] = [];
  for (const { location, startDay, place } of places) {
    const first = startDay > period.from ? startDay : period.from;
    let current: ScopedVersion | null = null;
    for (const e of entries.filter((x) => x.guidCompany === location)) {
      const d = e.data as Record<string, never>;
      const seal = { seq: e.seq, hash: e.hash, prevHash: e.prevHash };
      const at = e.createdAt.toISOString();
      if (e.kind === 'version') {
        current = null;
        const own = plays.filter((p) => p.guidLocation === location && p.versionSeq === e.seq);
        if (!own.length) continue;
        const firstPlay = new Date(Math.min(...own.map((p) => p.firstPlay.getTime())));
        const lastPlay = new Date(Math.max(...own.map((p) => p.lastPlay.getTime())));
        if (berlinDay(lastPlay) < first || berlinDay(firstPlay) > period.to) continue;
        current = {
          ...place,
          ...seal,
          recordedAt: at,
          stand: d.stand,
          provider: d.provider,
          answerSha256: d.answerSha256,
          fields: d.fields,
          images: [],
          // plays before the start day are not the operator's: the first shown is the start day's
          firstPlay: berlinDay(firstPlay) < startDay ? startOfDay(startDay) : firstPlay.toISOString(),
          lastPlay: lastPlay.toISOString(),
        };
        versions.push(current);
      } else if (e.kind === 'image') {
        current?.images.push({ ...seal, side: d.side, sha256: d.sha256, bytes: d.bytes, key: d.key });
      } else if ((e.kind === 'recheck' || e.kind === 'takedown') && inPeriod(e.createdAt, first, period.to)) {
        const text = e.kind === 'recheck' ? (d.summary ?? '') : (d.reason ?? '');
        checks.push({ ...place, ...seal, at, kind: e.kind, result: d.result ?? 'taken-down', text });
      }
    }
  }
  return { versions, checks };
}

const inPeriod = (at: Date, from: string, to: string) => berlinDay(at) >= from && berlinDay(at) <= to;

/** Midnight of a report day (German time) as ISO. */
function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(zonedTimeToEpoch({ year, month, day: date }, 0, 0, REPORT_TIME_ZONE)).toISOString();
}
