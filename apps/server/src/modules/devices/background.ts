import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { fileStorage } from '../../lib/file-storage.js';
import { isFileTooLarge, streamToStorage, tooLarge, unsupportedType } from '../../lib/stream-to-storage.js';

export const BACKGROUND_MAX_BYTES = 64 * 1024 * 1024;
const TOO_LARGE = 'Ihre Datei ist zu gross. Erlaubt sind maximal 64 Megabyte.';
const WRONG_TYPE = 'Dateitype nicht erlaubt.  Erlaubt sind (jpg;png)';
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const backgroundKey = (guid: string, file: string) => `media/devices/${guid}/${file}`;

/** The extension an upload's name allows (jpg or png), else 415 before anything is stored. */
export function backgroundExtension(filename: string): 'jpg' | 'png' {
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  if (ext === 'png') return 'png';
  throw unsupportedType(WRONG_TYPE);
}

/**
 * Streams the location image to a temp key, checks its content matches the extension, sets
 * device.imgBackground and moves the file to media/devices/{guid}/{generated}.{ext} after the commit.
 */
export async function storeBackground(
  ctx: AppContext,
  actor: Actor,
  device: { guid: string; imgBackground: string },
  ext: 'jpg' | 'png',
  file: Readable & { truncated?: boolean },
): Promise<string> {
  const storage = fileStorage(ctx.config);
  const temp = `tmp/background-${randomUUID()}.upload`;
  let stored: Awaited<ReturnType<typeof streamToStorage>>;
  try {
    stored = await streamToStorage(storage, temp, file);
  } catch (err) {
    if (isFileTooLarge(err)) throw tooLarge(TOO_LARGE);
    throw err;
  }
  const magic = ext === 'jpg' ? JPEG : PNG;
  if (file.truncated || !stored.head.subarray(0, magic.length).equals(magic)) {
    await storage.remove(temp);
    throw file.truncated ? tooLarge(TOO_LARGE) : unsupportedType(WRONG_TYPE);
  }
  const name = `${randomUUID()}.${ext}`;
  try {
    await ctx.db.transaction(async (tx) => {
      const patch = { imgBackground: name, edited: new Date(ctx.clock.now()) };
      await tx.update(devices).set(patch).where(eq(devices.guid, device.guid));
      await audit(tx as Db, actor, 'upload', 'device', device.guid, { imgBackground: device.imgBackground }, patch);
    });
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  await storage.move(temp, backgroundKey(device.guid, name));
  if (device.imgBackground && device.imgBackground !== 'none') {
    await storage.remove(backgroundKey(device.guid, device.imgBackground));
  }
  return name;
}
