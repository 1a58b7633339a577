import { MEDIA_FORMATS, type MediaFormat } from '@signage/shared';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { imageInfo, probeVideo, thumbnail, videoFrame } from '../media/processing.js';
import type { ReceivedFile } from './receive.js';

export interface PreparedMedia {
  format: MediaFormat;
  /** JSON-able technical facts stored as media.mediaInfo. */
  mediaInfo: Record<string, unknown>;
  thumb: { jpeg: Buffer; dataUrl: string } | null;
  /** Videos get a web MP4 made by a background job. */
  convert: boolean;
}

export const IMAGE_CORRUPT_MESSAGE = 'Die Bilddatei ist beschädigt oder wird nicht unterstützt.';

/**
 * Reads what the upload is before it is stored for good: images must decode (size, thumbnail);
 * videos are probed (duration, resolution, codec) and get a poster frame as thumbnail. A video
 * ffprobe cannot read is still accepted — its conversion job marks it failed with the reason.
 */
export async function prepareMedia(storage: Storage, file: ReceivedFile, frameKey: string): Promise<PreparedMedia> {
  const format = MEDIA_FORMATS[file.kind];
  const path = storage.path(file.tempKey);
  if (format.type === 'IMAGE') {
    try {
      const info = await imageInfo(path);
      return { format, mediaInfo: info, thumb: await thumbnail(path), convert: false };
    } catch {
      throw new AppError(415, 'FILE_CORRUPT', IMAGE_CORRUPT_MESSAGE);
    }
  }
  // Probe and poster frame in parallel: two short ffmpeg runs on the same file.
  await storage.write(frameKey, Buffer.alloc(0));
  const [probe, frame] = await Promise.all([probeVideo(path), videoFrame(path, storage.path(frameKey))]);
  await storage.remove(frameKey);
  const thumb = probe && frame ? await thumbnail(frame).catch(() => null) : null;
  return { format, mediaInfo: probe ? { ...probe } : {}, thumb, convert: true };
}
