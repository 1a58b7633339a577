import { randomUUID } from 'node:crypto';
import { LOOP_UPLOAD_LIMIT, MAX_FILES_PER_UPLOAD } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { enqueueConversion } from '../media/convert-job.js';
import { mediaKey } from '../media/playable.js';
import type { ItemInsert } from '../playlists/item-factory.js';
import { assertCanAdd } from '../playlists/loop-limits.js';
import { addMediaItems, removeMediaItems } from '../playlists/media-items.js';
import { writablePlaylist } from '../playlists/policy.js';
import { prepareMedia } from './prepare.js';
import type { ReceivedFile, ReceiveManyOptions } from './receive.js';

export interface UploadOptions {
  active: 0 | 1;
  /** Default: the 100 MB of location/device loops. */
  maxBytes?: number;
}

/** Files one playlist upload may carry. */

type Stored = Awaited<ReturnType<typeof storeFile>>;

/**
 * POST /v1/playlists/upload/{playlistGuid}: the playlist and the loop rules are checked before a byte
 * is read. Every file of the request (field `files`) streams to a temporary key; its media row,
 * playlist item (last) and — for videos — the conversion job are inserted in one transaction; only
 * after it commits are the file and its thumbnail moved to media/{guidPlaylist}/{uuid}.{ext}. All
 * files or none: when one fails, the ones before it are taken back out, and no row or file is left.
 * `receive` gives the request's files (the route binds receiveUploads to its request); nothing is read
 * before the checks. Returns the answer and the Server-Timing value for the route to send.
 */
export async function uploadToPlaylist(
  ctx: AppContext,
  actor: Actor,
  guidPlaylist: string,
  receive: (options: ReceiveManyOptions) => AsyncIterable<ReceivedFile>,
  options: UploadOptions,
) {
  const playlist = await writablePlaylist(ctx.db, actor, guidPlaylist);
  // An inactive upload does not lengthen what plays; activating it later is checked then.
  if (options.active === 1) await assertCanAdd(ctx.db, playlist, ctx.clock.now());
  const storage = ctx.files;
  const stored: Stored[] = [];
  const timing = { receive: 0, process: 0, store: 0 };
  let mark = performance.now();
  try {
    for await (const received of receive({
      storage,
      tempKey: () => `tmp/uploads/${randomUUID()}.part`,
      maxBytes: options.maxBytes ?? LOOP_UPLOAD_LIMIT,
      maxFiles: MAX_FILES_PER_UPLOAD,
    })) {
      timing.receive += performance.now() - mark;
      stored.push(
        await storeFile(
          ctx,
          actor,
          { guid: guidPlaylist, guidCompany: playlist.guidCompany },
          received,
          options,
          timing,
        ),
      );
      mark = performance.now();
    }
  } catch (err) {
    for (const file of stored) await undo(ctx, guidPlaylist, file.result.guidMedia, file.keys);
    throw err;
  }
  const [first] = stored;
  if (!first) throw badRequest('Es wurde keine Datei übermittelt.');
  return {
    answer: { success: true as const, data: { ...first.result, files: stored.map((f) => f.result) } },
    // Where the time went (receive = streaming the body to storage), for monitoring and bench/upload-memory.ts.
    serverTiming: `receive;dur=${timing.receive.toFixed(1)}, process;dur=${timing.process.toFixed(1)}, store;dur=${timing.store.toFixed(1)}`,
  };
}

/** One received file: media row and playlist item committed, then the file and thumbnail moved in place, then told. */
async function storeFile(
  ctx: AppContext,
  actor: Actor,
  playlist: { guid: string; guidCompany: string | null },
  received: ReceivedFile,
  options: UploadOptions,
  timing: { process: number; store: number },
) {
  const guidPlaylist = playlist.guid;
  const storage = ctx.files;
  const base = randomUUID();
  const tempThumb = `tmp/uploads/${base}.thumb.jpg`;
  try {
    const started = performance.now();
    const prepared = await prepareMedia(storage, received);
    const preparedAt = performance.now();
    timing.process += preparedAt - started;
    const file = `${base}.${prepared.format.ext}`;
    const thumbFile = prepared.thumb ? `${base}.thumb.jpg` : null;
    if (prepared.thumb) await storage.write(tempThumb, prepared.thumb.jpeg);
    const now = ctx.clock.now();
    const mediaRow = {
      guid: randomUUID(),
      name: received.originalName,
      localFileName: file,
      guidPlaylist,
      companyGuid: playlist.guidCompany,
      size: received.size,
      type: prepared.format.type,
      mime: prepared.format.mime,
      md5: received.md5,
      mediaInfo: JSON.stringify(prepared.mediaInfo),
      convertStatus: prepared.convert ? 'waiting' : 'done',
      convertStatusMessage: null,
      webFileName: null,
      thumbFileName: thumbFile,
      uiUniqueId: null,
      active: 1,
      tags: '[]',
      created: new Date(now),
    };
    const keys = [mediaKey(guidPlaylist, file), ...(thumbFile ? [mediaKey(guidPlaylist, thumbFile)] : [])];
    // After the commit and before any screen is told: a pushed screen asking at once finds the file.
    const placeFiles = async () => {
      try {
        await storage.move(received.tempKey, mediaKey(guidPlaylist, file));
        if (thumbFile) await storage.move(tempThumb, mediaKey(guidPlaylist, thumbFile));
      } catch (err) {
        await undo(ctx, guidPlaylist, mediaRow.guid, keys);
        throw err;
      }
    };
    const { items } = await addMediaItems(
      ctx,
      [
        {
          media: mediaRow,
          guidPlaylist,
          position: 'last',
          active: options.active,
          thumb: prepared.thumb?.dataUrl ?? null,
          audit: { actor, action: 'upload', entity: 'media', after: mediaRow },
          inserted: prepared.convert ? (tx) => enqueueConversion(tx, ctx, mediaRow.guid) : undefined,
        },
      ],
      { loop: 'checked', placeFiles },
    );
    const item = items[0] as ItemInsert;
    timing.store += performance.now() - preparedAt;
    return {
      keys,
      result: {
        savedFileName: file,
        guid: item.guid as string,
        guidMedia: mediaRow.guid,
        type: prepared.format.type,
        convertStatus: mediaRow.convertStatus as 'waiting' | 'done',
      },
    };
  } finally {
    await Promise.all([storage.remove(received.tempKey), storage.remove(tempThumb)]);
  }
}

/** The rows committed but the file could not be put in place: take the rows back out. */
async function undo(ctx: AppContext, guidPlaylist: string, guidMedia: string, keys: string[]) {
  await removeMediaItems(ctx, guidPlaylist, guidMedia);
  await Promise.all(keys.map((k) => ctx.files.remove(k)));
}
