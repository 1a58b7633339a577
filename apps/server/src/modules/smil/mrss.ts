import type { PlayerResponse } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { matchesIfNoneMatch } from '../../player/payload.js';
import { xmlEscape } from './render.js';

/** Minutes a BrightSign player keeps the feed before it asks again (RSS `ttl`). */
const FEED_TTL_MINUTES = 1;
const MEDIUM: Record<string, string> = { IMAGE: 'image', VIDEO: 'video' };
const TAG_PREFIX = 'mrss-';

export interface FeedCall {
  key: string;
  ip: string;
  secret?: string;
  ifNoneMatch?: string;
  base: string;
}

/**
 * What plays now as a Media RSS feed (BrightSign players without an app): the images and videos of the loop at this
 * moment with their lengths; empty while the screen should be off or an announcement runs (a feed has no web pages).
 * The same poll as GET /api/playlist (limits, secret, heartbeat, served items); its ETag with a prefix.
 */
export async function mrssFeed(
  ctx: AppContext,
  call: FeedCall,
): Promise<{ status: 200 | 304; etag: string; body?: string }> {
  const inner = call.ifNoneMatch?.trim().replace(/^W\//, '');
  const asked = inner?.startsWith(`"${TAG_PREFIX}`) ? `"${inner.slice(TAG_PREFIX.length + 1)}` : undefined;
  const result = await ctx.player.poll({
    key: call.key,
    ip: call.ip,
    secret: call.secret,
    base: call.base,
    ifNoneMatch: asked,
  });
  const etag = `"${TAG_PREFIX}${result.etag.replace(/^"|"$/g, '')}"`;
  if (result.status === 304 || matchesIfNoneMatch(call.ifNoneMatch, etag)) return { status: 304, etag };
  const answer = JSON.parse(result.body.toString('utf8')) as PlayerResponse;
  const now = answer.serverTime;
  const on = answer.power.windows.some((w) => w.from <= now && now < w.till);
  const items =
    on && !answer.announcement
      ? answer.items.filter(
          (i) => MEDIUM[i.type] && (i.activeFrom ?? now) <= now && (i.activeTill === null || now < i.activeTill),
        )
      : [];
  const entries = items
    .map((i) => {
      const url = xmlEscape(i.localAbsoluteFileName ?? '');
      return (
        `<item><title>${xmlEscape(i.name)}</title><guid isPermaLink="false">${xmlEscape(i.guid)}</guid>` +
        `<link>${url}</link><media:content url="${url}" medium="${MEDIUM[i.type]}" duration="${i.duration}"` +
        `${i.mime ? ` type="${xmlEscape(i.mime)}"` : ''}${i.size ? ` fileSize="${i.size}"` : ''}/></item>`
      );
    })
    .join('');
  const title = xmlEscape(answer.device.name);
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>' +
    `<title>${title}</title><link>${xmlEscape(call.base)}</link><description>${title}</description>` +
    `<ttl>${FEED_TTL_MINUTES}</ttl>${entries}</channel></rss>\n`;
  return { status: 200, etag, body };
}
