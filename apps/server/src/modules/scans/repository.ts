import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qrLinks, qrScans } from '../../db/schema.js';

export const HOUR_MS = 3_600_000;

export interface LinkTarget {
  guidCompany: string;
  offerId: string;
  guidPlaylist: string;
  targetUrl: string;
}

/**
 * The short link's token of a location, offer and playlist (made on first use: 128 random bits, base64url);
 * the same offer added again keeps its token, so its counts go on, and points to the booking link it shows now.
 */
export async function linkToken(db: Db, target: LinkTarget): Promise<string> {
  const [row] = await db
    .insert(qrLinks)
    .values({ ...target, token: randomBytes(16).toString('base64url') })
    .onConflictDoUpdate({
      target: [qrLinks.guidCompany, qrLinks.offerId, qrLinks.guidPlaylist],
      set: { targetUrl: target.targetUrl },
    })
    .returning({ token: qrLinks.token });
  return (row as { token: string }).token;
}

export async function findLink(db: Db, token: string) {
  const [row] = await db
    .select({ token: qrLinks.token, targetUrl: qrLinks.targetUrl })
    .from(qrLinks)
    .where(eq(qrLinks.token, token));
  return row ?? null;
}

/** One more scan in the hour of `now` (one row per link and hour, counted up in place). */
export async function countScan(db: Db, token: string, now: number): Promise<void> {
  const hour = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  await db
    .insert(qrScans)
    .values({ token, hour, count: 1 })
    .onConflictDoUpdate({ target: [qrScans.token, qrScans.hour], set: { count: sql`${qrScans.count} + 1` } });
}

/** A location's scans per offer and playlist: all of them, and those since `since`. */
export function scanTotals(db: Db, guidCompany: string, since: number) {
  return db
    .select({
      offerId: qrLinks.offerId,
      guidPlaylist: qrLinks.guidPlaylist,
      total: sql<number>`coalesce(sum(${qrScans.count}), 0)::int`,
      recent: sql<number>`coalesce(sum(${qrScans.count}) filter (where ${qrScans.hour} >= ${new Date(since).toISOString()}::timestamptz), 0)::int`,
    })
    .from(qrLinks)
    .leftJoin(qrScans, eq(qrScans.token, qrLinks.token))
    .where(eq(qrLinks.guidCompany, guidCompany))
    .groupBy(qrLinks.offerId, qrLinks.guidPlaylist);
}

/** Scans per offer from `from` until before `till`, of the links whose location matches `where` (null: all). */
export function scansPerOffer(db: Db, from: Date, till: Date, where: SQL | undefined) {
  return db
    .select({ offerId: qrLinks.offerId, scans: sql<number>`coalesce(sum(${qrScans.count}), 0)::int` })
    .from(qrScans)
    .innerJoin(qrLinks, eq(qrLinks.token, qrScans.token))
    .where(and(gte(qrScans.hour, from), lt(qrScans.hour, till), where))
    .groupBy(qrLinks.offerId);
}

/** An offer's scans per location (all hours), for the given locations. */
export function offerScansByLocation(db: Db, offerId: string, locations: readonly string[]) {
  return db
    .select({ guidCompany: qrLinks.guidCompany, scans: sql<number>`coalesce(sum(${qrScans.count}), 0)::int` })
    .from(qrLinks)
    .innerJoin(qrScans, eq(qrScans.token, qrLinks.token))
    .where(and(eq(qrLinks.offerId, offerId), inArray(qrLinks.guidCompany, [...locations])))
    .groupBy(qrLinks.guidCompany);
}
