import type { PlayerResponse } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { memoKey } from '../../lib/memo.js';
import { pairingCodeFor, pairingLimits } from '../../player/pairing.js';
import { matchesIfNoneMatch } from '../../player/payload.js';
import { renderIndex, renderPairingIndex } from './render.js';

/** Indexes kept per screen (the last one each); beyond this the table starts over. */
const MAX_KEPT = 50_000;
/** Marks this representation's tags apart from the JSON answer's (same content, another format). */
const TAG_PREFIX = 'smil-';

export interface IndexCall {
  key: string;
  ip: string;
  secret?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  /** scheme://host for absolute URLs (PUBLIC_URL, else the request's). */
  base: string;
  /** The player's User-Agent (kept as its version, at most 100 characters). */
  userAgent?: string;
  /** The device secret as part of the addresses the index names (the log uploads). */
  secretInAddress?: string;
}

export interface IndexResult {
  status: 200 | 304;
  etag: string;
  /** Whole seconds (HTTP dates have no more). */
  lastModified: number;
  body?: string;
}

interface Kept {
  /** The JSON answer's tag (or the pairing code's) the index was made from. */
  source: string;
  base: string;
  smil: string;
  lastModified: number;
}

class IndexMemo {
  private readonly kept = new Map<string, Kept>();
  get(key: string): Kept | undefined {
    return this.kept.get(key);
  }
  /** Keeps a new index; its Last-Modified is now, but always after the one it replaces (else an update could hide). */
  put(key: string, source: string, base: string, smil: string, now: number): Kept {
    const before = this.kept.get(key);
    const second = Math.floor(now / 1000) * 1000;
    const lastModified = before && before.source !== source ? Math.max(second, before.lastModified + 1000) : second;
    const kept = { source, base, smil, lastModified: before?.source === source ? before.lastModified : lastModified };
    if (this.kept.size >= MAX_KEPT && !before) this.kept.clear();
    this.kept.set(key, kept);
    return kept;
  }
  clear(): void {
    this.kept.clear();
  }
}

const MEMO = memoKey<IndexMemo>('smil-index');
export const indexMemo = (ctx: AppContext) => ctx.memo(MEMO, () => new IndexMemo());
const LIMITS = memoKey<ReturnType<typeof pairingLimits>>('smil-pairing-limits');

const tagOf = (source: string) => `"${TAG_PREFIX}${source.replace(/^"|"$/g, '')}"`;

/** The JSON answer's tag a SMIL tag (or list) names, if any. */
function sourceTagOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag.startsWith(`"${TAG_PREFIX}`)) return `"${tag.slice(TAG_PREFIX.length + 1)}`;
  }
  return undefined;
}

const notModifiedSince = (header: string | undefined, lastModified: number) => {
  const since = header ? Date.parse(header) : Number.NaN;
  return !Number.isNaN(since) && lastModified <= since;
};

function answerOf(kept: Kept, call: IndexCall): IndexResult {
  const etag = tagOf(kept.source);
  const unchanged = call.ifNoneMatch
    ? matchesIfNoneMatch(call.ifNoneMatch, etag)
    : notModifiedSince(call.ifModifiedSince, kept.lastModified);
  return unchanged
    ? { status: 304, etag, lastModified: kept.lastModified }
    : { status: 200, etag, lastModified: kept.lastModified, body: kept.smil };
}

/** The address of the page that shows a waiting screen's pairing code. */
export const pairingPageUrl = (base: string, code: string, key: string) =>
  `${base}/smil/pairing.html?code=${encodeURIComponent(code)}&device=${encodeURIComponent(key)}`;

/**
 * GET/HEAD of a SMIL player's index: a screen that waits for pairing gets its pairing page; any other one its loop,
 * rendered from the same answer GET /api/playlist gives (the same poll: rate limit, registration, secret, heartbeat,
 * served items), kept per screen until that answer's ETag changes.
 */
export async function smilIndex(ctx: AppContext, call: IndexCall): Promise<IndexResult> {
  const key = call.key.toLowerCase();
  const memo = indexMemo(ctx);
  const player = ctx.player;
  // What else than the answer the index holds: the addresses (host, and the secret where it is part of them).
  const variant = `${call.base}\n${call.secretInAddress ?? ''}`;
  const entry = player.devices.peek(key) ?? (await player.devices.load(key));
  if (!entry || entry.record.deviceState === 'NEW') {
    const limits = ctx.memo(LIMITS, () => pairingLimits(ctx));
    const pairing = await pairingCodeFor(ctx, limits, { key, ip: call.ip, serverUrl: call.base });
    if (pairing.state === 'waiting') {
      const source = `"pair-${pairing.code}"`;
      const have = memo.get(key);
      const kept =
        have && have.source === source && have.base === variant
          ? have
          : memo.put(
              key,
              source,
              variant,
              renderPairingIndex(pairingPageUrl(call.base, pairing.code, key)),
              ctx.clock.now(),
            );
      return answerOf(kept, call);
    }
  }
  const have = memo.get(key);
  // Known tags are checked by the poll itself (a 304 without building an answer): the player's, else the kept
  // index's (then a full answer is the kept index again, no JSON built).
  const asked = sourceTagOf(call.ifNoneMatch) ?? (have?.base === variant ? have.source : undefined);
  const result = await player.poll({
    key,
    ip: call.ip,
    secret: call.secret,
    base: call.base,
    ifNoneMatch: asked,
    version: call.userAgent?.slice(0, 100),
  });
  if (result.status === 304) {
    const kept = have?.source === result.etag && have.base === variant ? have : null;
    if (kept) return answerOf(kept, call);
    // Another process made the index the player holds: unchanged all the same.
    return { status: 304, etag: tagOf(result.etag), lastModified: Math.floor(ctx.clock.now() / 1000) * 1000 };
  }
  const answer = JSON.parse(result.body.toString('utf8')) as PlayerResponse;
  const timeZone = player.devices.peek(key)?.place.timeZone ?? 'Europe/Berlin';
  const secret = call.secretInAddress ? `?secret=${encodeURIComponent(call.secretInAddress)}` : '';
  const smil = renderIndex(answer, timeZone, { reports: `${call.base}/smil/${key}/reports`, query: secret });
  return answerOf(memo.put(key, result.etag, variant, smil, ctx.clock.now()), call);
}
