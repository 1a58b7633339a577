import { readFile } from 'node:fs/promises';
import { ffmpeg, ffprobe } from '../../lib/media-tools.js';
import { loadSharp } from '../../lib/sharp.js';

/** Technical facts of a video, as far as ffprobe can read them. */
export interface VideoInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
  codec: string | null;
  audioCodec: string | null;
  format: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
}

const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 180;

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** ffprobe facts of a video; null when the file is no readable video (corrupt or unsupported). */
export async function probeVideo(path: string): Promise<VideoInfo | null> {
  let result: Record<string, unknown>;
  try {
    result = await ffprobe(path);
  } catch {
    return null;
  }
  const streams = (Array.isArray(result.streams) ? result.streams : []) as ProbeStream[];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return null;
  const audio = streams.find((s) => s.codec_type === 'audio');
  const format = (result.format ?? {}) as { duration?: string; format_name?: string };
  return {
    duration: toNumber(format.duration) ?? toNumber(video.duration),
    width: video.width ?? null,
    height: video.height ?? null,
    codec: video.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    format: format.format_name ?? null,
  };
}

/** Width, height and format of an image; throws when sharp cannot decode it. */
export async function imageInfo(path: string): Promise<{ width: number; height: number; format: string }> {
  const sharp = await loadSharp();
  const meta = await sharp(path).metadata();
  if (!meta.width || !meta.height) throw new Error('Bild ohne Abmessungen');
  // Decoding a tiny version proves the pixel data is readable, not only the header.
  await sharp(path).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    width: rotated ? meta.height : meta.width,
    height: rotated ? meta.width : meta.height,
    format: meta.format ?? 'unknown',
  };
}

/** A small JPEG thumbnail (at most 320x180) and the same as data URL for item.thumb. */
export async function thumbnail(input: string | Buffer): Promise<{ jpeg: Buffer; dataUrl: string }> {
  const sharp = await loadSharp();
  const jpeg = await sharp(input)
    .rotate()
    .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { jpeg, dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}

/**
 * A poster frame (PNG, at most 640 wide) at 1 s — past the usual fade-in — or the first frame of
 * shorter videos; null when no frame can be decoded.
 */
export async function videoFrame(path: string, framePath: string): Promise<Buffer | null> {
  for (const at of ['1', '0']) {
    try {
      await ffmpeg(
        [
          '-ss',
          at,
          '-i',
          path,
          '-frames:v',
          '1',
          '-an',
          '-vf',
          "scale='min(640,iw)':-2",
          '-f',
          'image2',
          '-c:v',
          'png',
          framePath,
        ],
        60_000,
      );
      const frame = await readFile(framePath);
      if (frame.length > 0) return frame;
    } catch {
      // try the next position
    }
  }
  return null;
}

/**
 * The web-playable MP4 (SPEC §9): H.264 (yuv420p, even dimensions) and AAC, moov atom first
 * (+faststart) so playback starts before the download ends. A silent track is added when the
 * source has no audio, so every web MP4 has the same shape.
 */
export async function convertToWebMp4(
  source: string,
  target: string,
  hasAudio: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const audioInput = hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  const audioMap = hasAudio ? ['-map', '0:a:0'] : ['-map', '1:a:0', '-shortest'];
  await ffmpeg(
    [
      '-i',
      source,
      ...audioInput,
      '-map',
      '0:v:0',
      ...audioMap,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      target,
    ],
    60 * 60_000,
    signal,
  );
}
