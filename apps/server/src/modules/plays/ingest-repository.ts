import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { playBatches, playDays, playEvents, playHours, playRejections, playServed } from '../../db/schema.js';

/** One rollup row to add (plays and seconds are added to what the row has); `at` is its hour or day. */
export interface RollupRow {
  at: string;
  guidDevice: string;
  guidItem: string;
  guidLocation: string | null;
  guidNetwork: string | null;
  itemName: string;
  offerId: string | null;
  tourOperator: string | null;
  plays: number;
  seconds: number;
  securedPlays: number;
  securedSeconds: number;
}

/** One raw play: screen, item, start (ISO) and seconds. */
export interface EventRow {
  guidDevice: string;
  guidItem: string;
  started: string;
  seconds: number;
  secured: boolean;
}

/** One refused or clipped play, as reported (started ISO), with its reason. */
export interface RejectionRow {
  guidDevice: string;
  guidItem: string | null;
  guidLocation: string | null;
  guidNetwork: string | null;
  started: string | null;
  seconds: number | null;
  reason: string;
  message: string;
}

// Every write of a group is one statement whatever its size: the rows travel as one JSON parameter
// (jsonb_to_recordset, as the heartbeat buffer writes), so neither the 65,535-parameter limit nor a
// statement per chunk applies, and building the statement costs the same for 1 row or 10,000.
const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Claims the batches (screen, batch id) as counted; returns the keys `${guidDevice} ${batchId}` that are new.
 * The ones this screen sent before are missing: nothing else of them is written. Claims in key order, so
 * concurrent groups never deadlock.
 */
export async function claimBatches(
  tx: Db,
  claims: ReadonlyArray<{ guidDevice: string; batchId: string }>,
  now: number,
): Promise<Set<string>> {
  const rows = await queryRows<{ d: string; b: string }>(
    tx,
    sql`insert into ${playBatches} (guid_device, batch_id, received)
      select v.d, v.b, ${new Date(now).toISOString()}::timestamptz
      from jsonb_to_recordset(${json(claims.map((c) => ({ d: c.guidDevice, b: c.batchId })))}) as v(d uuid, b text)
      on conflict do nothing
      returning guid_device::text as d, batch_id as b`,
  );
  return new Set(rows.map((r) => `${r.d} ${r.b}`));
}

/**
 * Inserts the plays; returns the keys `${guidDevice} ${guidItem} ${epoch ms}` stored (a play of the same screen, item
 * and start stored before is left out: the unique index is the last guard behind the ingest's own check).
 */
export async function insertEvents(tx: Db, rows: readonly EventRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const stored = await queryRows<{ d: string; i: string; s: number }>(
    tx,
    sql`insert into ${playEvents} (guid_device, guid_item, started, seconds, secured)
    select v.d, v.i, v.s, v.n, v.c
    from jsonb_to_recordset(${json(
      rows.map((r) => ({ d: r.guidDevice, i: r.guidItem, s: r.started, n: r.seconds, c: r.secured ? 1 : 0 })),
    )})
      as v(d uuid, i uuid, s timestamptz, n real, c smallint)
    on conflict do nothing
    returning guid_device::text as d, guid_item::text as i, (extract(epoch from started) * 1000)::float8 as s`,
  );
  return new Set(stored.map((r) => `${r.d} ${r.i} ${Math.round(Number(r.s))}`));
}

/** Takes the screens' transaction locks (sorted: concurrent groups never deadlock), so their plays are judged alone. */
export async function lockScreens(tx: Db, devices: readonly string[]): Promise<void> {
  if (!devices.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(v.d, 39))
    from jsonb_array_elements_text(${json([...devices].sort())}) as v(d) order by v.d`);
}

/** One stored play of a screen: item, start and end (epoch ms). */
export interface StoredPlay {
  device: string;
  item: string;
  start: number;
  end: number;
}

/** The screens' stored plays that start in [from, till) per screen (the index on screen and start serves it). */
export async function playsAround(
  tx: Db,
  spans: ReadonlyArray<{ device: string; from: number; till: number }>,
): Promise<StoredPlay[]> {
  if (!spans.length) return [];
  const rows = await queryRows<{ d: string; i: string; s: number; n: number }>(
    tx,
    sql`select e.guid_device::text as d, e.guid_item::text as i, (extract(epoch from e.started) * 1000)::float8 as s,
        e.seconds::float8 as n
      from jsonb_to_recordset(${json(
        spans.map((s) => ({ d: s.device, f: new Date(s.from).toISOString(), t: new Date(s.till).toISOString() })),
      )}) as v(d uuid, f timestamptz, t timestamptz)
      join ${playEvents} e on e.guid_device = v.d and e.started >= v.f and e.started < v.t`,
  );
  return rows.map((r) => {
    const start = Math.round(Number(r.s));
    return { device: r.d, item: r.i, start, end: start + Number(r.n) * 1000 };
  });
}

export async function insertRejections(tx: Db, rows: readonly RejectionRow[], now: number): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`insert into ${playRejections}
      (guid_device, guid_item, guid_location, guid_network, started, seconds, reason, message, received)
    select v.d, v.i, v.l, v.w, v.s, v.n, v.r, v.m, ${new Date(now).toISOString()}::timestamptz
    from jsonb_to_recordset(${json(
      rows.map((r) => ({
        d: r.guidDevice,
        i: r.guidItem,
        l: r.guidLocation,
        w: r.guidNetwork,
        s: r.started,
        n: r.seconds,
        r: r.reason,
        m: r.message,
      })),
    )}) as v(d uuid, i uuid, l uuid, w uuid, s timestamptz, n real, r text, m text)`);
}

/** When the server served these items to the screen (play_served, written by the poll). */
export async function servedItems(db: Db, device: string, items: readonly string[]) {
  if (!items.length) return [];
  return db
    .select({ item: playServed.guidItem, first: playServed.firstServed, last: playServed.lastServed })
    .from(playServed)
    .where(and(eq(playServed.guidDevice, device), inArray(playServed.guidItem, [...items])));
}

/** The two rollups: per screen, item and UTC hour, and per screen, item and calendar day (Europe/Berlin). */
const ROLLUPS = {
  hours: { table: playHours, at: sql.raw('hour'), type: sql.raw('timestamptz') },
  days: { table: playDays, at: sql.raw('day'), type: sql.raw('date') },
} as const;
export type Rollup = keyof typeof ROLLUPS;

/**
 * Adds plays and seconds to a rollup, one statement for all rows (each key once; sorted by key, so concurrent
 * groups lock rows in one order and never deadlock). Location, network, name, offer and operator become the
 * latest ones.
 */
export async function addToRollup(tx: Db, rollup: Rollup, rows: readonly RollupRow[]): Promise<void> {
  if (!rows.length) return;
  const { table, at, type } = ROLLUPS[rollup];
  const values = rows.map((r) => ({
    a: r.at,
    d: r.guidDevice,
    i: r.guidItem,
    l: r.guidLocation,
    w: r.guidNetwork,
    m: r.itemName,
    o: r.offerId,
    t: r.tourOperator,
    p: r.plays,
    s: r.seconds,
    cp: r.securedPlays,
    cs: r.securedSeconds,
  }));
  await tx.execute(sql`insert into ${table}
      (${at}, guid_device, guid_item, guid_location, guid_network, item_name, offer_id, tour_operator, plays, seconds,
       secured_plays, secured_seconds)
    select v.a, v.d, v.i, v.l, v.w, v.m, v.o, v.t, v.p, v.s, v.cp, v.cs
    from jsonb_to_recordset(${json(values)})
      as v(a ${type}, d uuid, i uuid, l uuid, w uuid, m text, o text, t text, p integer, s double precision,
        cp integer, cs double precision)
    on conflict (guid_device, guid_item, ${at}) do update set
      plays = ${table}.plays + excluded.plays,
      seconds = ${table}.seconds + excluded.seconds,
      secured_plays = ${table}.secured_plays + excluded.secured_plays,
      secured_seconds = ${table}.secured_seconds + excluded.secured_seconds,
      guid_location = excluded.guid_location,
      guid_network = excluded.guid_network,
      item_name = excluded.item_name,
      offer_id = excluded.offer_id,
      tour_operator = excluded.tour_operator`);
}

/** What the rollups remember of items that are gone (their last name and offer), by item guid. */
export async function rememberedItems(db: Db, guids: readonly string[]) {
  if (!guids.length) return [];
  return db
    .selectDistinctOn([playDays.guidItem], {
      guid: playDays.guidItem,
      name: playDays.itemName,
      offerId: playDays.offerId,
      tourOperator: playDays.tourOperator,
    })
    .from(playDays)
    .where(inArray(playDays.guidItem, [...guids]))
    .orderBy(playDays.guidItem, desc(playDays.day));
}

/** Retention: raw plays and batch ids before `rawBefore`, rollups before `rollupsBefore`. */
export async function deleteOld(db: Db, rawBefore: Date, rollupsBefore: Date): Promise<void> {
  await db.delete(playEvents).where(lt(playEvents.started, rawBefore));
  await db.delete(playBatches).where(lt(playBatches.received, rawBefore));
  await db.delete(playRejections).where(lt(playRejections.received, rawBefore));
  await db.delete(playHours).where(lt(playHours.hour, rollupsBefore));
  await db.delete(playDays).where(lt(playDays.day, rollupsBefore.toISOString().slice(0, 10)));
}
