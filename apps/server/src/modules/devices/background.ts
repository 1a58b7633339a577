import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACKGROUND_UPLOAD_LIMIT,
  kindFromFileName,
  type MediaKind,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { unsupportedType } from '../../lib/stream-to-storage.js';
import { patchDevice } from '../device-records/writes.js';
import { placeCheckedFile, receiveCheckedFile } from '../uploads/checked-file.js';

const MESSAGES = { tooLarge: tooLargeMessage(BACKGROUND_UPLOAD_LIMIT), wrongType: TYPE_NOT_ALLOWED_MESSAGE };

export const backgroundKey = (guid: string, file: string) => `media/devices/${guid}/${file}`;

/** SPEC §5 stage picture types (mp4, jpg, png, mov, mpeg) by the name's extension, else 415 before anything is stored. */
export function backgroundExtension(filename: string): MediaKind {
  const kind = kindFromFileName(filename);
  if (!kind) throw unsupportedType(TYPE_NOT_ALLOWED_MESSAGE);
  return kind;
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
  const temp = await receiveCheckedFile(storage, 'background', file, ext, MESSAGES);
  const name = `${randomUUID()}.${ext}`;
  // The screens are told once the file is in place, so a screen asking at once finds it.
  await placeCheckedFile(ctx.db, storage, temp, backgroundKey(device.guid, name), async (tx) => {
    const patch = { imgBackground: name, edited: new Date(ctx.clock.now()) };
    await patchDevice(tx, device.guid, patch);
    await audit(tx, actor, 'upload', 'device', device.guid, { imgBackground: device.imgBackground }, patch);
  });
  if (device.imgBackground && device.imgBackground !== 'none') {
    await storage.remove(backgroundKey(device.guid, device.imgBackground));
  }
  return name;
}
