import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ffmpeg } from '../lib/media-tools.js';
import type { Storage } from '../lib/storage.js';
import { thumbnail, videoFrame } from '../modules/media/processing.js';

/** The demo's generated files: poster images (sharp) and a 6 s test video with its poster frame (ffmpeg). */

export async function posterImage(title: string, subtitle: string, colour: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b2545"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(width / 14)}" fill="#fff" text-anchor="middle" font-weight="bold">${title}</text>
    <text x="50%" y="58%" font-family="sans-serif" font-size="${Math.round(width / 28)}" fill="#ffe08a" text-anchor="middle">${subtitle}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** A 6 s 640x360 H.264 video stored under the playlist's media folder, with the poster the conversion job would make. */
export async function demoVideo(storage: Storage, guidPlaylist: string) {
  const videoFile = `${randomUUID()}.mp4`;
  const videoKey = `media/${guidPlaylist}/${videoFile}`;
  // ffmpeg writes a local temporary file; it is moved to its key (DATA_DIR/files or the bucket) at the end.
  const tempKey = `tmp/demo-${randomUUID()}.mp4`;
  await storage.write(tempKey, Buffer.alloc(0));
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    storage.tempPath(tempKey),
  ]);
  const video = await readFile(storage.tempPath(tempKey));
  // Its poster, as the conversion job makes it for uploads; the web MP4 (SPEC §9 '….web.mp4') comes from
  // that job too, queued by seedDemo like an upload's.
  const frameKey = `tmp/demo-${randomUUID()}.png`;
  await storage.write(frameKey, Buffer.alloc(0));
  const frame = await videoFrame(storage.tempPath(tempKey), storage.tempPath(frameKey));
  await storage.remove(frameKey);
  await storage.move(tempKey, videoKey);
  const poster = frame ? await thumbnail(frame) : null;
  const posterFile = videoFile.replace(/\.mp4$/, '.thumb.jpg');
  if (poster) await storage.write(`media/${guidPlaylist}/${posterFile}`, poster.jpeg);
  return { videoFile, video, poster, posterFile };
}
