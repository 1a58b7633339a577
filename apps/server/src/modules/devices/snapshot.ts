import { randomUUID } from 'node:crypto';
import { type DeviceSnapshot, SNAPSHOT_MAX_BYTES, type SnapshotReason } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { deviceSnapshots } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { snapshotPictureKey } from '../../player/snapshot-files.js';
import { visibleDevice } from './service.js';

/**
 * A screen's picture on request. Staff ask (a pending request per screen, a new one replaces an older one); the
 * device's next poll carries `device.snapshotRequest` (the device notice drops the player's copy, so the ETag changes);
 * the screen answers with a JPEG or a reason; only the latest picture per screen is kept.
 */

/**
 * Deletes the screens' snapshot rows in the caller's transaction (before their device rows, whose deletion would
 * take them by cascade); returns the picture keys to remove with removeSnapshotPictures once it has committed.
 */
export async function dropSnapshots(tx: Db, guids: readonly string[]): Promise<string[]> {
  if (guids.length === 0) return [];
  const rows = await tx
    .delete(deviceSnapshots)
    .where(inArray(deviceSnapshots.guidDevice, [...guids]))
    .returning({ key: deviceSnapshots.pictureKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

async function rowOf(ctx: AppContext, guid: string) {
  const [row] = await ctx.db.select().from(deviceSnapshots).where(eq(deviceSnapshots.guidDevice, guid));
  return row;
}

/** The pending request and the latest answer, with the picture as data URL (at most SNAPSHOT_MAX_BYTES). */
async function stateOf(ctx: AppContext, guid: string): Promise<DeviceSnapshot> {
  const row = await rowOf(ctx, guid);
  if (!row) return { pending: null, latest: null };
  let picture: string | null = null;
  if (row.pictureKey) {
    const data = await readAll(ctx, row.pictureKey);
    picture = data ? `data:image/jpeg;base64,${data.toString('base64')}` : null;
  }
  return {
    pending: row.requestId ? { id: row.requestId, requested: row.requested?.getTime() ?? 0 } : null,
    latest:
      row.answered && (picture || row.reason)
        ? { at: row.answered.getTime(), picture, reason: (row.reason as SnapshotReason | null) ?? null }
        : null,
  };
}

async function readAll(ctx: AppContext, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.files.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    // A backup restored without the file, or a storage hiccup: no picture, the request can be made again.
    return null;
  }
}

/** GET /v1/devices/{id}/snapshot (a device the actor may see). */
export async function snapshotOf(ctx: AppContext, actor: Actor, guid: string): Promise<DeviceSnapshot> {
  const row = await visibleDevice(ctx, actor, guid);
  return stateOf(ctx, row.guid);
}

/** POST /v1/devices/{id}/snapshot: a new pending request; the screen learns of it at its next poll. */
export async function requestSnapshot(ctx: AppContext, actor: Actor, guid: string): Promise<DeviceSnapshot> {
  const row = await visibleDevice(ctx, actor, guid);
  if (row.deviceState === 'VER' || row.isArchived === 1)
    throw badRequest('Das Gerät ist archiviert oder verschrottet und fragt nicht mehr an: kein Bild möglich.');
  const requestId = randomUUID();
  const requested = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(deviceSnapshots)
      .values({ guidDevice: row.guid, requestId, requested })
      .onConflictDoUpdate({ target: deviceSnapshots.guidDevice, set: { requestId, requested } });
    rowsWritten(tx, deviceSnapshots, [row.guid]);
  });
  return stateOf(ctx, row.guid);
}

const isJpeg = (data: Buffer) =>
  data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff && data.at(-2) === 0xff;

/**
 * POST /api/snapshot?key=&id=: the screen's answer to request `id` (admitted as for the poll): a JPEG, or a reason
 * instead. Anything else is refused with a German message and changes nothing.
 */
export async function receiveSnapshot(
  ctx: AppContext,
  device: { key: string; secret: string | undefined },
  answer: { id: string; reason?: SnapshotReason; body: unknown },
): Promise<void> {
  const record = await ctx.player.knownDevice(device.key, device.secret);
  const row = await rowOf(ctx, record.guid);
  if (!row?.requestId || row.requestId !== answer.id.toLowerCase())
    throw conflict('Für diese Kennung ist keine Bildanforderung offen (schon beantwortet oder ersetzt).');
  const body = Buffer.isBuffer(answer.body) ? answer.body : null;
  if (!answer.reason) {
    if (!body?.length) throw badRequest('Es wurde kein Bild gesendet (JPEG im Inhalt, Content-Type image/jpeg).');
    if (body.length > SNAPSHOT_MAX_BYTES)
      throw new AppError('FILE_TOO_LARGE', `Das Bild ist zu groß (höchstens ${SNAPSHOT_MAX_BYTES / 1024} KB).`);
    if (!isJpeg(body)) throw badRequest('Das gesendete Bild ist kein JPEG.');
    await ctx.files.write(snapshotPictureKey(record.guid), body);
  } else {
    await ctx.files.remove(snapshotPictureKey(record.guid)).catch(() => undefined);
  }
  const requestId = row.requestId;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(deviceSnapshots)
      .set({
        requestId: null,
        answered: new Date(ctx.clock.now()),
        pictureKey: answer.reason ? null : snapshotPictureKey(record.guid),
        reason: answer.reason ?? null,
      })
      // Only the request answered: one staff made meanwhile stays pending.
      .where(and(eq(deviceSnapshots.guidDevice, record.guid), eq(deviceSnapshots.requestId, requestId)));
    rowsWritten(tx, deviceSnapshots, [record.guid]);
  });
}
