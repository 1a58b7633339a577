import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { evidenceEntries, evidencePlays } from '../../db/schema.js';

/**
 * The plays of each version of a placed offer per screen. The plays ingest (plays/group-commit.ts) hands over its
 * counted plays in its own transaction; those of an offer the archive holds a version of at the screen's location are
 * added to the version that was the offer's newest there when the play began.
 */

/** One counted play (after dedupe and clipping): where, what, start (ISO, ms) and counted seconds. */
export interface OfferPlay {
  guidLocation: string | null;
  offerId: string | null;
  guidDevice: string;
  started: string;
  seconds: number;
  secured: boolean;
}

interface Sum {
  l: string;
  o: string;
  v: number;
  d: string;
  f: number;
  t: number;
  p: number;
  s: number;
  c: number;
}

const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Adds the plays to their versions (one read of the versions, one upsert, rows in key order: concurrent groups
 * never deadlock). Plays of items without an offer, of offers the archive has no version of at the location, or
 * that began before its first version are not the archive's.
 */
export async function addOfferPlays(tx: Db, plays: readonly OfferPlay[]): Promise<void> {
  const offered = plays.filter((p) => p.guidLocation && p.offerId);
  if (!offered.length) return;
  const pairKey = (l: string, o: string) => `${l} ${o}`;
  const pairs = new Map<string, { l: string; o: string }>();
  for (const p of offered)
    pairs.set(pairKey(p.guidLocation as string, p.offerId as string), {
      l: p.guidLocation as string,
      o: p.offerId as string,
    });
  const found = await queryRows<{ l: string; o: string; seq: number; at: number }>(
    tx,
    sql`select e.guid_company::text as l, e.offer_id as o, e.seq::float8 as seq,
        (extract(epoch from e.created_at) * 1000)::float8 as at
      from jsonb_to_recordset(${json([...pairs.values()])}) as v(l uuid, o text)
      join ${evidenceEntries} e on e.guid_company = v.l and e.offer_id = v.o and e.kind = 'version'
      order by e.seq`,
  );
  if (!found.length) return;
  const versions = new Map<string, Array<{ seq: number; at: number }>>();
  for (const r of found) {
    const key = pairKey(r.l, r.o);
    const list = versions.get(key) ?? [];
    list.push({ seq: Number(r.seq), at: Math.round(Number(r.at)) });
    versions.set(key, list);
  }
  const sums = new Map<string, Sum>();
  for (const p of offered) {
    const start = Date.parse(p.started);
    let seq: number | null = null;
    // the newest version entry written at or before the play's start
    for (const v of versions.get(pairKey(p.guidLocation as string, p.offerId as string)) ?? [])
      if (v.at <= start && (seq === null || v.seq > seq)) seq = v.seq;
    if (seq === null) continue;
    const key = `${p.guidLocation} ${p.offerId} ${String(seq).padStart(16, '0')} ${p.guidDevice}`;
    const sum = sums.get(key);
    const secured = p.secured ? 1 : 0;
    if (sum) {
      sum.f = Math.min(sum.f, start);
      sum.t = Math.max(sum.t, start);
      sum.p += 1;
      sum.s += p.seconds;
      sum.c += secured;
    } else {
      const l = p.guidLocation as string;
      sums.set(key, {
        l,
        o: p.offerId as string,
        v: seq,
        d: p.guidDevice,
        f: start,
        t: start,
        p: 1,
        s: p.seconds,
        c: secured,
      });
    }
  }
  if (!sums.size) return;
  const rows = [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => ({ ...r, f: new Date(r.f).toISOString(), t: new Date(r.t).toISOString() }));
  await tx.execute(sql`insert into ${evidencePlays}
      (guid_location, offer_id, version_seq, guid_device, first_play, last_play, plays, seconds, secured_plays)
    select v.l, v.o, v.v, v.d, v.f, v.t, v.p, v.s, v.c
    from jsonb_to_recordset(${json(rows)})
      as v(l uuid, o text, v bigint, d uuid, f timestamptz, t timestamptz, p integer, s double precision, c integer)
    on conflict (guid_location, offer_id, version_seq, guid_device) do update set
      first_play = least(${evidencePlays.firstPlay}, excluded.first_play),
      last_play = greatest(${evidencePlays.lastPlay}, excluded.last_play),
      plays = ${evidencePlays.plays} + excluded.plays,
      seconds = ${evidencePlays.seconds} + excluded.seconds,
      secured_plays = ${evidencePlays.securedPlays} + excluded.secured_plays`);
}

/** The plays of an offer at a location per version and screen. */
export function offerPlaysOf(db: Db, guidLocation: string, offerId: string) {
  return db
    .select()
    .from(evidencePlays)
    .where(and(eq(evidencePlays.guidLocation, guidLocation), eq(evidencePlays.offerId, offerId)))
    .orderBy(asc(evidencePlays.versionSeq), asc(evidencePlays.firstPlay));
}
