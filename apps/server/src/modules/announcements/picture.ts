import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ANNOUNCEMENT_PICTURE_LIMIT,
  contentMatches,
  kindFromFileName,
  type MediaKind,
  tooLargeMessage,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { AppError } from '../../lib/errors.js';
import { unsupportedType, uploadToTemp } from '../../lib/stream-to-storage.js';
import { DeviceChanges } from '../device-records/writes.js';
import { imageInfo } from '../media/processing.js';
import { IMAGE_CORRUPT_MESSAGE } from '../uploads/prepare.js';
import { patchAnnouncement } from './repository.js';
import { changeableAnnouncement, pictureKey, screensOf, screensOfRow } from './service.js';

const TOO_LARGE = tooLargeMessage(ANNOUNCEMENT_PICTURE_LIMIT);
const ONLY_PICTURES = 'Als Bild einer Ankündigung gehen JPG und PNG.';
const FORMAT: Partial<Record<MediaKind, string>> = { jpg: 'jpeg', png: 'png' };

/** jpg or png by the name's extension, else 415 before anything is stored. */
export function pictureExtension(filename: string): MediaKind {
  const kind = kindFromFileName(filename);
  if (!kind || !FORMAT[kind]) throw unsupportedType(ONLY_PICTURES);
  return kind;
}

/**
 * Streams the picture to a temp key, decodes it (sharp) as its extension says, then sets it on the announcement
 * (replacing an earlier one) and tells its screens once the file is in place.
 */
export async function storePicture(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  ext: MediaKind,
  file: Readable & { truncated?: boolean },
): Promise<string> {
  const row = await changeableAnnouncement(ctx, actor, guid);
  const storage = ctx.files;
  const { temp, stored } = await uploadToTemp(storage, 'announcement', file, TOO_LARGE);
  try {
    if (!contentMatches(ext, stored.head)) throw unsupportedType(ONLY_PICTURES);
    const info = await storage.withLocalFile(temp, (path) => imageInfo(path).catch(() => null));
    if (info?.format !== FORMAT[ext]) throw new AppError('FILE_CORRUPT', IMAGE_CORRUPT_MESSAGE);
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  const name = `${randomUUID()}.${ext}`;
  const changes = new DeviceChanges();
  try {
    await ctx.db.transaction(async (tx) => {
      const patch = { picture: name, changed: new Date(ctx.clock.now()) };
      await patchAnnouncement(tx, guid, patch);
      await audit(tx, actor, 'upload', 'announcement', guid, { picture: row.picture }, patch);
      await screensOf(tx, changes, screensOfRow(row));
    });
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  await storage.move(temp, pictureKey(guid, name));
  changes.send(ctx);
  if (row.picture) await storage.remove(pictureKey(guid, row.picture));
  return name;
}
