import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { enqueueJob, type JobHandler, JobName, PermanentJobError } from '../../db/job-queue.js';
import { media } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { md5OfStream } from '../../lib/md5.js';
import {
  CONVERT_FAILED_CORRUPT,
  CONVERT_FAILED_ENCODE,
  CONVERT_FAILED_MISSING,
  mediaKey,
  webFileNameOf,
} from './playable.js';
import { convertToWebMp4, probeVideo, thumbnail, videoFrame } from './processing.js';

/** Kind of the job that makes a video's web MP4. */
export const CONVERT_JOB = JobName.mediaConvert;
/** Attempts before a conversion is given up ('failed'). */
export const CONVERT_ATTEMPTS = 3;

export interface ConvertPayload {
  guidMedia: string;
}

/**
 * Puts a video's poster (a data URL) on the items that show this media and have no thumbnail yet, inside the
 * transaction that stores the poster on the media row. The items are the playlists module's, which imports this
 * module (it writes media rows with the items): a direct import would close a cycle, so the job registry passes its
 * function.
 */
export type PosterOnItems = (tx: Db, guidMedia: string, thumbDataUrl: string) => Promise<void>;

/** Queues the conversion; call inside the transaction that inserts the media row (uploads, demo data). */
export function enqueueConversion(db: Db, ctx: Pick<AppContext, 'clock'>, guidMedia: string) {
  return enqueueJob(db, ctx.clock, CONVERT_JOB, { guidMedia });
}

/** The media row's conversion state; its screens are told after the commit (the web MP4 is in place by then). */
async function setStatus(ctx: AppContext, guid: string, values: Partial<typeof media.$inferInsert>) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(media).set(values).where(eq(media.guid, guid));
    rowsWritten(tx, media, [guid]);
  });
}

type MediaRow = typeof media.$inferSelect;

/** Marks the media failed with a German reason and ends the job for good. */
const failer = (ctx: AppContext, guid: string) => async (message: string) => {
  await setStatus(ctx, guid, { convertStatus: 'failed', convertStatusMessage: message });
  throw new PermanentJobError(message);
};

/**
 * The poster thumbnail of a video (decoding a frame takes too long for the upload request): stored next
 * to the video, and set on the items of this media that have no thumbnail yet. No frame, no poster.
 * `source` is a local copy of the video (Storage.withLocalFile).
 */
async function makePoster(
  ctx: AppContext,
  job: ConvertSteps,
  row: MediaRow & { guidPlaylist: string },
  source: string,
) {
  const storage = ctx.files;
  const frameKey = `tmp/convert/${randomUUID()}.png`;
  await storage.write(frameKey, Buffer.alloc(0));
  try {
    const frame = await videoFrame(source, storage.tempPath(frameKey));
    const thumb = frame ? await thumbnail(frame).catch(() => null) : null;
    if (!thumb) return;
    const thumbFileName = `${row.localFileName.replace(/\.[^.]+$/, '')}.thumb.jpg`;
    await storage.write(mediaKey(row.guidPlaylist, thumbFileName), thumb.jpeg);
    await ctx.db.transaction(async (tx) => {
      await tx.update(media).set({ thumbFileName }).where(eq(media.guid, row.guid));
      rowsWritten(tx, media, [row.guid]);
      await job.posterOnItems(tx, row.guid, thumb.dataUrl);
    });
  } finally {
    await storage.remove(frameKey);
  }
}

/**
 * Finishes one uploaded video: its poster thumbnail first, then the web MP4;
 * waiting → running → done, or failed with a German reason.
 */
export function convertHandler(ctx: AppContext, posterOnItems: PosterOnItems): JobHandler<ConvertPayload> {
  const storage = ctx.files;
  return async (job) => {
    const [row] = await ctx.db.select().from(media).where(eq(media.guid, job.payload.guidMedia)).limit(1);
    if (row?.type !== 'VIDEO' || !row.guidPlaylist || row.convertStatus === 'done') return;
    const last = job.attempt >= job.maxAttempts;
    const fail = failer(ctx, row.guid);
    await setStatus(ctx, row.guid, { convertStatus: 'running', convertStatusMessage: null });

    const guidPlaylist = row.guidPlaylist;
    const sourceKey = mediaKey(guidPlaylist, row.localFileName);
    if ((await storage.size(sourceKey)) === null) {
      if (last) await fail(CONVERT_FAILED_MISSING);
      await setStatus(ctx, row.guid, { convertStatus: 'waiting' });
      throw new Error(`Quelldatei fehlt: ${sourceKey}`);
    }
    // ffprobe/ffmpeg read a local file: the stored one, or a copy of it (object storage).
    await storage.withLocalFile(sourceKey, (path) =>
      convert(ctx, { ...job, posterOnItems }, { ...row, guidPlaylist }, path),
    );
  };
}

/** The running job with the poster step the registry passed. */
type ConvertSteps = Parameters<JobHandler<ConvertPayload>>[0] & { posterOnItems: PosterOnItems };

/** Probe, poster, web MP4 of one video whose bytes are in the local file `sourcePath`. */
async function convert(
  ctx: AppContext,
  job: ConvertSteps,
  row: MediaRow & { guidPlaylist: string },
  sourcePath: string,
) {
  const storage = ctx.files;
  const last = job.attempt >= job.maxAttempts;
  const fail = failer(ctx, row.guid);
  const source = await probeVideo(sourcePath);
  if (!source) return fail(CONVERT_FAILED_CORRUPT);
  if (!row.thumbFileName) await makePoster(ctx, job, row, sourcePath);

  const tempKey = `tmp/convert/${randomUUID()}.mp4`;
  await storage.write(tempKey, Buffer.alloc(0));
  try {
    await convertToWebMp4(sourcePath, storage.tempPath(tempKey), source.audioCodec !== null, job.signal);
    const result = await probeVideo(storage.tempPath(tempKey));
    if (result?.codec !== 'h264' || result.audioCodec !== 'aac') throw new Error('Ergebnis ohne H.264/AAC');
    const webFileName = webFileNameOf(row.localFileName);
    const webSize = (await storage.size(tempKey)) ?? 0;
    const webMd5 = await md5OfStream(await storage.read(tempKey));
    await storage.move(tempKey, mediaKey(row.guidPlaylist, webFileName));
    // webMd5/webSize: what players check the downloaded web MP4 against.
    const info = { ...JSON.parse(row.mediaInfo || '{}'), ...source, web: result, webSize, webMd5 };
    await setStatus(ctx, row.guid, {
      convertStatus: 'done',
      convertStatusMessage: null,
      webFileName,
      mediaInfo: JSON.stringify(info),
    });
  } catch (err) {
    await storage.remove(tempKey);
    if (err instanceof PermanentJobError) throw err;
    if (job.signal.aborted) {
      // The server is stopping: the runner puts the job back; the next start converts it.
      await setStatus(ctx, row.guid, { convertStatus: 'waiting' });
      throw err;
    }
    const stderr = String((err as { stderr?: unknown }).stderr ?? '');
    if (/Invalid data found|moov atom not found|could not find codec/i.test(stderr))
      return fail(CONVERT_FAILED_CORRUPT);
    if (last) return fail(CONVERT_FAILED_ENCODE);
    await setStatus(ctx, row.guid, { convertStatus: 'waiting' });
    throw err;
  }
}
