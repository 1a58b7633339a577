import { MEDIA_FORMATS, type MediaFormat } from '@signage/shared';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { imageInfo, probeVideo, thumbnail } from '../media/processing.js';
import type { ReceivedFile } from './receive.js';

export interface PreparedMedia {
  format: MediaFormat;
  /** JSON-able technical facts stored as media.mediaInfo. */
  mediaInfo: Record<string, unknown>;
  thumb: { jpeg: Buffer; dataUrl: string } | null;
  /** Videos get their poster thumbnail and a web MP4 from a background job. */
  convert: boolean;
}

export const IMAGE_CORRUPT_MESSAGE = 'Die Bilddatei ist beschädigt oder wird nicht unterstützt.';

/**
 * Reads what the upload is before it is stored for good: images must decode (size, thumbnail);
 * videos are probed (duration, resolution, codec — ffprobe reads only the container's header). The
 * poster frame needs decoding, so the conversion job makes it (first, before the web MP4). A video
 * ffprobe cannot read is still accepted — its conversion job marks it failed with the reason.
 */
export async function prepareMedia(storage: Storage, file: ReceivedFile): Promise<PreparedMedia> {
  const format = MEDIA_FORMATS[file.kind];
  return storage.withLocalFile(file.tempKey, (path) => inspect(format, path));
}

async function inspect(format: MediaFormat, path: string): Promise<PreparedMedia> {
  if (format.type === 'IMAGE') {
    try {
      const info = await imageInfo(path);
      return { format, mediaInfo: info, thumb: await thumbnail(path), convert: false };
    } catch {
      throw new AppError('FILE_CORRUPT', IMAGE_CORRUPT_MESSAGE);
    }
  }
  const probe = await probeVideo(path);
  return { format, mediaInfo: probe ? { ...probe } : {}, thumb: null, convert: true };
}
