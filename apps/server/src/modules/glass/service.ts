import { randomUUID } from 'node:crypto';
import {
  calendarDateAt,
  type DeviceGlass,
  GLASS_CAPTURE_MIN_SIDE,
  GLASS_MAX_BYTES,
  type GlassCapture,
  type GlassCheck,
  type GlassLatest,
  type GlassResult,
  isoDateText,
  PLAY_CLOCK_SKEW_MS,
  REPORT_TIME_ZONE,
  WEB_PLAYER_VERSION,
} from '@signage/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { devices, glassChecks, glassRequests } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { readBytes } from '../../lib/storage.js';
import { notArchived, notVer, scopeCondition, screenVersionsWhere } from '../device-records/repository.js';
import { deviceScopeOf } from '../devices/policy.js';
import { visibleDevice } from '../devices/service.js';
import { appendEvidence, sha256 } from '../evidence/chain.js';
import { findMedia } from '../media/repository.js';
import { itemFileOf } from '../playlists/item-facts.js';
import { playFacts } from '../plays/facts.js';
import { SERVED_GRACE_MS } from '../plays/ingest.js';
import { servedItems } from '../plays/ingest-repository.js';
import {
  BLACK_MAX_LUMINANCE,
  CONFIRM_MAX_DISTANCE,
  decodeCapture,
  glassDistance,
  largeEnough,
  meanLuminance,
} from './hash.js';

/**
 * Verified on the glass: a web player's capture of what it showed is checked against the image
 * its item should show and stored with the result; an item the offer tool placed also gets an evidence entry
 * ('glass') in the archive's chain. Staff can ask a screen for a check now ('Bildschirm prüfen').
 */

export const NOT_SERVED = 'Dieser Eintrag wurde diesem Bildschirm nicht ausgeliefert: keine Glasprüfung.';
export const NOT_AN_IMAGE = 'Das gesendete Bild ist kein lesbares PNG oder JPEG.';
export const NOT_AN_IMAGE_ITEM = 'Nur Bild-Einträge können auf dem Glas geprüft werden.';
export const TOO_SMALL = `Das Bild ist zu klein für die Prüfung (mindestens ${GLASS_CAPTURE_MIN_SIDE} Pixel an der langen Seite).`;

const dayOf = (at: number) => isoDateText(calendarDateAt(at, REPORT_TIME_ZONE));

function decodeBase64(image: string): Buffer {
  const text = image.replace(/^data:image\/(png|jpeg);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw badRequest(NOT_AN_IMAGE);
  const data = Buffer.from(text, 'base64');
  if (data.length > GLASS_MAX_BYTES)
    throw new AppError('FILE_TOO_LARGE', `Das Bild ist zu groß (höchstens ${GLASS_MAX_BYTES / 1024} KB).`);
  return data;
}

/** Whether the item was served to the screen around `at` (play_served and what the poll has not written yet). */
async function servedThen(ctx: AppContext, device: string, item: string, at: number): Promise<boolean> {
  const [row] = await servedItems(ctx.db, device, [item]);
  let first = row?.first.getTime() ?? null;
  let last = row?.last.getTime() ?? null;
  const pending = ctx.player.served.pendingOf(device)?.get(item);
  if (pending !== undefined) {
    first = first === null ? pending : Math.min(first, pending);
    last = last === null ? pending : Math.max(last, pending);
  }
  return first !== null && last !== null && at >= first - PLAY_CLOCK_SKEW_MS && at <= last + SERVED_GRACE_MS;
}

/** The storage key of the image an IMAGE item shows (as the playlist answer's file address), or null. */
async function expectedKeyOf(ctx: AppContext, item: NonNullable<Awaited<ReturnType<typeof itemFileOf>>>) {
  if (!item.localFileName) return null;
  const medium = item.guidMedia ? await findMedia(ctx.db, item.guidMedia) : null;
  return `media/${medium?.guidPlaylist ?? item.guidPlaylist}/${item.localFileName}`;
}

/**
 * POST /api/plays/glass: one capture of a screen (admitted as for the poll). Refused with a German reason (and
 * nothing stored): an image too large, too small or not decodable, an item not served to this screen then, not an image.
 */
export async function receiveCapture(
  ctx: AppContext,
  device: { key: string; secret: string | undefined },
  body: GlassCapture,
): Promise<{ result: GlassResult; distance: number | null }> {
  const record = await ctx.player.knownDevice(device.key, device.secret);
  const now = ctx.clock.now();
  if (body.shownAt > now + PLAY_CLOCK_SKEW_MS) throw badRequest('Der Zeitpunkt der Anzeige liegt in der Zukunft.');
  const data = decodeBase64(body.image);
  const frame = await decodeCapture(data);
  if (!frame) throw badRequest(NOT_AN_IMAGE);
  // An older player's small capture cannot tell a price digit: refused (400, the player does not send it again).
  if (!largeEnough(frame)) throw badRequest(TOO_SMALL);
  const guidItem = body.guidItem.toLowerCase();
  if (!(await servedThen(ctx, record.guid, guidItem, body.shownAt))) throw badRequest(NOT_SERVED);
  const item = await itemFileOf(ctx.db, guidItem);
  if (!item) throw badRequest(NOT_SERVED);
  if (item.type !== 'IMAGE') throw badRequest(NOT_AN_IMAGE_ITEM);
  const expectedKey = await expectedKeyOf(ctx, item);
  const expected = expectedKey ? await readBytes(ctx.files, expectedKey).catch(() => null) : null;
  if (!expected) throw new AppError('CONFLICT', 'Das Bild dieses Eintrags ist auf dem Server nicht (mehr) vorhanden.');
  const luminance = await meanLuminance(data);
  const expectedLuminance = await meanLuminance(expected);
  let distance: number | null = null;
  let result: GlassResult;
  if (luminance < BLACK_MAX_LUMINANCE && expectedLuminance >= BLACK_MAX_LUMINANCE) result = 'schwarz';
  else {
    distance = await glassDistance(data, frame, expected);
    result = distance <= CONFIRM_MAX_DISTANCE ? 'bestätigt' : 'abweichend';
  }
  const place = await playFacts(ctx).placeOf(record.guid);
  const captureSha256 = sha256(data);
  const itemName = item.title?.trim() || item.name;
  const day = dayOf(body.shownAt);
  // Only an open request ('Bildschirm prüfen') makes a further check; otherwise one per item and day is kept and a
  // repeat is answered with it, storing nothing (a key seen on the screen cannot fill the database).
  const [open] = body.requestId
    ? await ctx.db
        .select({ id: glassRequests.requestId })
        .from(glassRequests)
        .where(and(eq(glassRequests.guidDevice, record.guid), eq(glassRequests.requestId, body.requestId)))
    : [];
  const requested = open !== undefined;
  if (!requested) {
    const [earlier] = await ctx.db
      .select({ result: glassChecks.result, distance: glassChecks.distance })
      .from(glassChecks)
      .where(
        and(
          eq(glassChecks.guidDevice, record.guid),
          eq(glassChecks.guidItem, guidItem),
          eq(glassChecks.day, day),
          eq(glassChecks.requested, false),
        ),
      )
      .limit(1);
    if (earlier) return { result: earlier.result as GlassResult, distance: earlier.distance };
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(glassChecks).values({
      guidDevice: record.guid,
      guidItem,
      itemName,
      offerId: item.offerId,
      guidCompany: place.location ?? place.network,
      day,
      result,
      distance,
      luminance,
      requested,
      shownAt: new Date(body.shownAt),
      received: new Date(now),
      capture: `data:image/${frame.format};base64,${data.toString('base64')}`,
      captureSha256,
      expectedKey,
    });
    if (requested) {
      const gone = await tx
        .delete(glassRequests)
        .where(and(eq(glassRequests.guidDevice, record.guid), eq(glassRequests.requestId, open.id)))
        .returning({ guid: glassRequests.guidDevice });
      if (gone.length) rowsWritten(tx, glassRequests, [record.guid]);
    }
  });
  const company = place.location ?? place.network;
  if (item.offerId && company) {
    await appendEvidence(ctx, [
      {
        guidCompany: company,
        offerId: item.offerId,
        kind: 'glass',
        // What the report 'Prüfung auf dem Glas' shows: when it was on the glass, the item and the very file it was
        // compared with (the playlist's copy, with its own QR code, so not the version's image hash), the threshold.
        data: {
          guidDevice: record.guid,
          guidItem,
          itemName,
          day,
          shownAt: new Date(body.shownAt).toISOString(),
          result,
          distance,
          maxDistance: CONFIRM_MAX_DISTANCE,
          expectedSha256: sha256(expected),
          captureSha256,
          requested,
        },
      },
    ]);
  }
  return { result, distance };
}

type CheckRow = typeof glassChecks.$inferSelect;
const present = (r: CheckRow): GlassCheck => ({
  id: r.id,
  guidDevice: r.guidDevice,
  guidItem: r.guidItem,
  itemName: r.itemName,
  offerId: r.offerId,
  day: r.day,
  result: r.result as GlassResult,
  distance: r.distance,
  requested: r.requested,
  shownAt: r.shownAt.getTime(),
  received: r.received.getTime(),
  capture: r.capture,
  expectedUrl: r.expectedKey ? `/${r.expectedKey.split('/').map(encodeURIComponent).join('/')}` : null,
});

const LATEST = 20;

async function stateOf(ctx: AppContext, device: { guid: string; clientVersionString: string | null }) {
  const [request] = await ctx.db.select().from(glassRequests).where(eq(glassRequests.guidDevice, device.guid));
  const rows = await ctx.db
    .select()
    .from(glassChecks)
    .where(eq(glassChecks.guidDevice, device.guid))
    .orderBy(desc(glassChecks.received), desc(glassChecks.id))
    .limit(LATEST);
  const checks = rows.map(present);
  const state: DeviceGlass = {
    checkable: device.clientVersionString === WEB_PLAYER_VERSION,
    pending: request ? { id: request.requestId, requested: request.requested.getTime() } : null,
    latest: checks[0] ?? null,
    checks,
  };
  return state;
}

/** GET /v1/devices/{id}/glass: a screen's latest checks (a screen the actor may see). */
export async function glassOf(ctx: AppContext, actor: Actor, guid: string): Promise<DeviceGlass> {
  return stateOf(ctx, await visibleDevice(ctx, actor, guid));
}

/** POST /v1/devices/{id}/glass ('Bildschirm prüfen'): the screen sends a capture after its next poll. */
export async function requestGlassCheck(ctx: AppContext, actor: Actor, guid: string): Promise<DeviceGlass> {
  const row = await visibleDevice(ctx, actor, guid);
  if (row.deviceState === 'VER' || row.isArchived === 1)
    throw badRequest('Das Gerät ist archiviert oder verschrottet und fragt nicht mehr an: keine Prüfung möglich.');
  if (row.clientVersionString !== WEB_PLAYER_VERSION)
    throw badRequest('Dieser Bildschirm ist kein Web-Player: nicht prüfbar.');
  const requestId = randomUUID();
  const requested = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(glassRequests)
      .values({ guidDevice: row.guid, requestId, requested })
      .onConflictDoUpdate({ target: glassRequests.guidDevice, set: { requestId, requested } });
    rowsWritten(tx, glassRequests, [row.guid]);
  });
  return stateOf(ctx, row);
}

/**
 * GET /v1/glass/latest (the support list): the latest check per screen in the actor's reach (as the support list,
 * archived and scrapped screens left out). With `devices`: those screens only, and the ones that are no web player
 * as 'nicht prüfbar'; without: every screen that has a check.
 */
export async function latestGlass(ctx: AppContext, actor: Actor, wanted: string[] | undefined): Promise<GlassLatest> {
  const scope = and(scopeCondition(deviceScopeOf(actor)), notVer, notArchived);
  const only = wanted ? inArray(devices.guid, wanted) : undefined;
  // the screens come from their owner (device-records), the checks from here
  const screens = new Map((await screenVersionsWhere(ctx.db, and(scope, only))).map((s) => [s.guid, s] as const));
  if (screens.size === 0) return { items: [] };
  const rows = await ctx.db
    .selectDistinctOn([glassChecks.guidDevice], {
      guidDevice: glassChecks.guidDevice,
      result: glassChecks.result,
      received: glassChecks.received,
      itemName: glassChecks.itemName,
    })
    .from(glassChecks)
    .where(inArray(glassChecks.guidDevice, [...screens.keys()]))
    .orderBy(glassChecks.guidDevice, desc(glassChecks.received), desc(glassChecks.id));
  const items: GlassLatest['items'] = rows.map((r) => ({
    guidDevice: r.guidDevice,
    deviceName: screens.get(r.guidDevice)?.name ?? '',
    result: r.result as GlassResult,
    at: r.received.getTime(),
    itemName: r.itemName,
  }));
  if (wanted?.length) {
    const checked = new Set(items.map((i) => i.guidDevice));
    for (const s of screens.values()) {
      if (!checked.has(s.guid) && s.clientVersionString !== WEB_PLAYER_VERSION)
        items.push({ guidDevice: s.guid, deviceName: s.name, result: 'nicht prüfbar', at: null, itemName: null });
    }
  }
  return { items };
}
