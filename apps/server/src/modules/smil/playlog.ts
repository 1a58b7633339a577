import { createHash } from 'node:crypto';
import { PLAYS_PER_BATCH } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { type IngestResult, ingestBatch } from '../plays/ingest.js';
import { parsePlayerTime } from './wallclock.js';
import { childOf, parseUpload, textOf } from './xml.js';

/** One showing as a SMIL player reports it, before the plays module's checks. */
export interface LoggedPlay {
  item: string;
  start: number;
  seconds: number;
}

export interface LogDevice {
  key: string;
  secret: string | undefined;
}

const entryError = (n: number, what: string) => badRequest(`Eintrag ${n} des Protokolls: ${what}`);

/**
 * The showings of a PlaylogCollection as IAdea and garlic players upload it: `contentPlayed` entries with
 * `contentId` (the item's logContentId in the index: its guid), `startTime` and `endTime` (ISO with offset, or local
 * time of the location as garlic writes it). One bad entry refuses the whole upload (nothing is stored).
 */
export function playsOfPlaylog(xml: string, timeZone: string): LoggedPlay[] {
  const doc = parseUpload(xml, ['contentplayed']);
  const root = childOf(doc, 'PlaylogCollection');
  if (root === undefined) throw badRequest('Erwartet wird ein Wiedergabeprotokoll (PlaylogCollection).');
  const entries = childOf(root, 'contentPlayed');
  const list = Array.isArray(entries) ? entries : [];
  return list.map((entry, i) => {
    const item = textOf(childOf(entry, 'contentId'));
    if (!item) throw entryError(i + 1, 'contentId fehlt.');
    const start = parsePlayerTime(textOf(childOf(entry, 'startTime')) ?? '', timeZone);
    const end = parsePlayerTime(textOf(childOf(entry, 'endTime')) ?? '', timeZone);
    if (start === null) throw entryError(i + 1, 'startTime ist keine lesbare Zeit.');
    if (end === null) throw entryError(i + 1, 'endTime ist keine lesbare Zeit.');
    return { item, start, seconds: (end - start) / 1000 };
  });
}

/**
 * Stores reported showings with the plays module's rules (only items served to the screen, duplicates and
 * overlaps, limits), in batches whose ids come from the upload's content: an upload sent again counts once.
 */
export async function storeLoggedPlays(
  ctx: AppContext,
  device: LogDevice,
  upload: string,
  plays: readonly LoggedPlay[],
): Promise<IngestResult> {
  const id = createHash('sha256').update(`${device.key.toLowerCase()}\n${upload}`).digest('base64url').slice(0, 40);
  const total: IngestResult = { accepted: 0, duplicate: plays.length > 0, refused: [] };
  if (plays.length === 0) await ctx.player.knownDevice(device.key, device.secret);
  for (let at = 0; at < plays.length; at += PLAYS_PER_BATCH) {
    const chunk = plays.slice(at, at + PLAYS_PER_BATCH);
    const result = await ingestBatch(ctx, device, { batchId: `smil-${id}-${at / PLAYS_PER_BATCH}`, plays: chunk });
    total.accepted += result.accepted;
    total.duplicate &&= result.duplicate;
    total.refused.push(...result.refused.map((r) => ({ ...r, index: r.index + at })));
  }
  return total;
}
