import { and } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { qrLinks } from '../../db/schema.js';
import { memoKey } from '../../lib/memo.js';
import { addressKey, TokenBuckets } from '../../lib/token-buckets.js';
import { companyInNetwork, companyInReach, type Reach } from '../../tenancy/index.js';
import { countScan, findLink, HOUR_MS, scansPerOffer, scanTotals } from './repository.js';

/** Scans of one link counted per source address: 3 at once, refilled at 3 per 15 minutes. */
export const SCANS_PER_ADDRESS = 3;
export const SCAN_WINDOW_MS = 15 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

const SCANS = memoKey<TokenBuckets>('scans');
/** In memory, per process: a lost count on a restart is harmless, and the scan's redirect never waits on it. */
const scanLimiter = (ctx: AppContext): TokenBuckets =>
  ctx.memo(SCANS, () => new TokenBuckets(ctx.clock, SCANS_PER_ADDRESS, SCAN_WINDOW_MS));

/**
 * A passer-by's scan of /q/{token}: counted in its hour (unless this address scanned this link too often
 * lately) and answered with where to go; null for a token that is not one of ours.
 */
export async function scan(ctx: AppContext, ip: string, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const link = await findLink(ctx.db, token);
  if (!link) return null;
  if (scanLimiter(ctx).take(`${addressKey(ip)} ${token}`) === 0) await countScan(ctx.db, token, ctx.clock.now());
  return link.targetUrl;
}

export interface ScanCount {
  /** All scans of the offer's QR code on this playlist's screens. */
  scans: number;
  /** Of those, in the last 24 hours. */
  scans24h: number;
}

/** Scans per offer and playlist of a location ('offerId playlistGuid' → counts). */
export async function scanCounts(ctx: AppContext, guidCompany: string): Promise<Map<string, ScanCount>> {
  const rows = await scanTotals(ctx.db, guidCompany, ctx.clock.now() - 24 * HOUR_MS);
  return new Map(rows.map((r) => [`${r.offerId} ${r.guidPlaylist}`, { scans: r.total, scans24h: r.recent }]));
}

/** Running offer rows of a location with their scan counts (0 where no one scanned yet). */
export async function withScans<T extends { offerId: string; guidPlaylist: string }>(
  ctx: AppContext,
  guidCompany: string,
  rows: readonly T[],
): Promise<Array<T & ScanCount>> {
  const counts = await scanCounts(ctx, guidCompany);
  return rows.map((r) => ({ ...r, ...(counts.get(`${r.offerId} ${r.guidPlaylist}`) ?? { scans: 0, scans24h: 0 }) }));
}

/**
 * QR scans per offer in a period (the play reports' offer rows), of the locations the reach covers and, when
 * given, of one network only.
 */
export async function offerScans(
  ctx: AppContext,
  scope: { reach: Reach; network?: string },
  from: number,
  till: number,
): Promise<Map<string, number>> {
  const where = and(
    companyInReach(scope.reach, qrLinks.guidCompany),
    scope.network ? companyInNetwork(qrLinks.guidCompany, scope.network) : undefined,
  );
  const rows = await scansPerOffer(ctx.db, new Date(from), new Date(till), where);
  return new Map(rows.map((r) => [r.offerId, r.scans]));
}
