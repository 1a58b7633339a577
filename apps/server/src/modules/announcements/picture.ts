import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ANNOUNCEMENT_PICTURE_LIMIT, kindFromFileName, type MediaKind, tooLargeMessage } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { unsupportedType } from '../../lib/stream-to-storage.js';
import { placeCheckedFile, receiveCheckedFile } from '../uploads/checked-file.js';
import { patchAnnouncement } from './repository.js';
import { changeableAnnouncement, pictureKey, screensOf, screensOfRow } from './service.js';

const ONLY_PICTURES = 'Als Bild einer Ankündigung gehen JPG und PNG.';
const MESSAGES = { tooLarge: tooLargeMessage(ANNOUNCEMENT_PICTURE_LIMIT), wrongType: ONLY_PICTURES };

/** jpg or png by the name's extension, else 415 before anything is stored. */
export function pictureExtension(filename: string): MediaKind {
  const kind = kindFromFileName(filename);
  if (kind !== 'jpg' && kind !== 'png') throw unsupportedType(ONLY_PICTURES);
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
  const temp = await receiveCheckedFile(storage, 'announcement', file, ext, MESSAGES);
  const name = `${randomUUID()}.${ext}`;
  await placeCheckedFile(ctx.db, storage, temp, pictureKey(guid, name), async (tx) => {
    const patch = { picture: name, changed: new Date(ctx.clock.now()) };
    await patchAnnouncement(tx, guid, patch);
    await audit(tx, actor, 'upload', 'announcement', guid, { picture: row.picture }, patch);
    await screensOf(tx, screensOfRow(row));
  });
  if (row.picture) await storage.remove(pictureKey(guid, row.picture));
  return name;
}
