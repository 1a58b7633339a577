import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACKGROUND_UPLOAD_LIMIT,
  contentMatches,
  kindFromFileName,
  MEDIA_FORMATS,
  type MediaKind,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { AppError } from '../../lib/errors.js';
import { unsupportedType, uploadToTemp } from '../../lib/stream-to-storage.js';
import { DeviceChanges, patchDevice } from '../device-records/writes.js';
import { imageInfo, probeVideo } from '../media/processing.js';
import { IMAGE_CORRUPT_MESSAGE } from '../uploads/prepare.js';

const TOO_LARGE = tooLargeMessage(BACKGROUND_UPLOAD_LIMIT);
const VIDEO_CORRUPT = 'Die Videodatei ist beschädigt oder wird nicht unterstützt.';
/** What sharp must find in an image of that kind. */
const IMAGE_FORMAT: Partial<Record<MediaKind, string>> = { jpg: 'jpeg', png: 'png' };

export const backgroundKey = (guid: string, file: string) => `media/devices/${guid}/${file}`;

/** SPEC §5 stage picture types (mp4, jpg, png, mov, mpeg) by the name's extension, else 415 before anything is stored. */
export function backgroundExtension(filename: string): MediaKind {
  const kind = kindFromFileName(filename);
  if (!kind) throw unsupportedType(TYPE_NOT_ALLOWED_MESSAGE);
  return kind;
}

/** The content must be the kind the name says: magic bytes, then images decode with sharp, videos probe with ffprobe. */
async function assertDecodes(path: string, head: Uint8Array, kind: MediaKind): Promise<void> {
  if (!contentMatches(kind, head)) throw unsupportedType(TYPE_NOT_ALLOWED_MESSAGE);
  if (MEDIA_FORMATS[kind].type === 'IMAGE') {
    const info = await imageInfo(path).catch(() => null);
    if (info?.format !== IMAGE_FORMAT[kind]) throw new AppError('FILE_CORRUPT', IMAGE_CORRUPT_MESSAGE);
    return;
  }
  if (!(await probeVideo(path))) throw new AppError('FILE_CORRUPT', VIDEO_CORRUPT);
}

/**
 * Streams the location image or video to a temp key, decodes it (sharp / ffprobe) as its extension says, sets
 * device.imgBackground and moves the file to media/devices/{guid}/{generated}.{ext} after the commit.
 */
export async function storeBackground(
  ctx: AppContext,
  actor: Actor,
  device: { guid: string; imgBackground: string },
  ext: MediaKind,
  file: Readable & { truncated?: boolean },
): Promise<string> {
  const storage = ctx.files;
  const { temp, stored } = await uploadToTemp(storage, 'background', file, TOO_LARGE);
  try {
    await storage.withLocalFile(temp, (path) => assertDecodes(path, stored.head, ext));
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  const name = `${randomUUID()}.${ext}`;
  const changes = new DeviceChanges();
  try {
    await ctx.db.transaction(async (tx) => {
      const patch = { imgBackground: name, edited: new Date(ctx.clock.now()) };
      await patchDevice(tx, changes, device.guid, patch);
      await audit(tx, actor, 'upload', 'device', device.guid, { imgBackground: device.imgBackground }, patch);
    });
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  await storage.move(temp, backgroundKey(device.guid, name));
  // Told once the file is in place, so a screen asking at once finds it.
  changes.send(ctx);
  if (device.imgBackground && device.imgBackground !== 'none') {
    await storage.remove(backgroundKey(device.guid, device.imgBackground));
  }
  return name;
}
