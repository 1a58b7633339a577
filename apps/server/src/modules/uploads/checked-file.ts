import type { Readable } from 'node:stream';
import { contentMatches, MEDIA_FORMATS, type MediaKind } from '@signage/shared';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../db/write-unit.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { unsupportedType, uploadToTemp } from '../../lib/stream-to-storage.js';
import { imageInfo, probeVideo } from '../media/processing.js';
import { IMAGE_CORRUPT_MESSAGE } from './prepare.js';

const VIDEO_CORRUPT_MESSAGE = 'Die Videodatei ist beschädigt oder wird nicht unterstützt.';
/** What sharp must find in an image of that kind. */
const IMAGE_FORMAT: Partial<Record<MediaKind, string>> = { jpg: 'jpeg', png: 'png' };

/** The texts of the refusals: too large (413) and not the kind its name says (415). */
export interface CheckedFileMessages {
  tooLarge: string;
  wrongType: string;
}

/**
 * A single picture or video uploaded for one record (an announcement's picture, a device's background): streams it
 * to a temporary key (413 past the limit) and checks that its content is the kind its name says — the magic bytes
 * (415 with `wrongType`), then an image must decode with sharp as that format and a video must probe with ffprobe
 * (FILE_CORRUPT otherwise).
 * Returns the temporary key; on any refusal nothing stays in the storage.
 */
export async function receiveCheckedFile(
  storage: Storage,
  prefix: string,
  file: Readable & { truncated?: boolean },
  kind: MediaKind,
  messages: CheckedFileMessages,
): Promise<string> {
  const { temp, stored } = await uploadToTemp(storage, prefix, file, messages.tooLarge);
  try {
    if (!contentMatches(kind, stored.head)) throw unsupportedType(messages.wrongType);
    await storage.withLocalFile(temp, (path) => assertDecodes(path, kind));
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
  return temp;
}

/**
 * Sets the checked file on its record: runs `write` in one transaction of `db` (the recording ctx.db), whose commit
 * is followed by moving the temporary file to `key` before any screen is told (db/write-unit.ts afterCommit); a
 * failed write removes the temporary file. The caller then removes the old file.
 */
export async function placeCheckedFile(
  db: Db,
  storage: Storage,
  temp: string,
  key: string,
  write: (tx: Db) => Promise<void>,
) {
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      afterCommit(tx, () => storage.move(temp, key));
    });
  } catch (err) {
    await storage.remove(temp);
    throw err;
  }
}

async function assertDecodes(path: string, kind: MediaKind): Promise<void> {
  if (MEDIA_FORMATS[kind].type === 'IMAGE') {
    const info = await imageInfo(path).catch(() => null);
    if (!info || info.format !== IMAGE_FORMAT[kind]) throw new AppError('FILE_CORRUPT', IMAGE_CORRUPT_MESSAGE);
    return;
  }
  if (!(await probeVideo(path))) throw new AppError('FILE_CORRUPT', VIDEO_CORRUPT_MESSAGE);
}
