import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ffmpeg } from '../lib/media-tools.js';
import type { Harness } from './harness.js';
import { multipartFile } from './multipart.js';

/** Real small media files for upload tests, and the upload call. */

export interface SampleFiles {
  jpg: Buffer;
  png: Buffer;
  mp4: Buffer;
  mov: Buffer;
  mpeg: Buffer;
  /** 'ftyp' at offset 4 but no real video inside. */
  corruptMp4: Buffer;
  /** A Windows executable header. */
  exe: Buffer;
}

const SOURCE = [
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=160x90:rate=25:duration=1.5',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440:duration=1.5',
];

/** Real small media made here: images with sharp, 1.5 s 160x90 videos with ffmpeg (their temp folder is removed). */
export async function makeSampleFiles(): Promise<SampleFiles> {
  const dir = mkdtempSync(join(tmpdir(), 'signage-media-'));
  const image = sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  const jpg = await image.clone().jpeg().toBuffer();
  const png = await image.clone().png().toBuffer();
  const video = async (name: string, args: string[]) => {
    const path = join(dir, name);
    await ffmpeg([...SOURCE, ...args, '-shortest', path]);
    return readFileSync(path);
  };
  const mp4 = await video('a.mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']);
  const mov = await video('a.mov', ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le']);
  const mpeg = await video('a.mpeg', ['-c:v', 'mpeg1video', '-c:a', 'mp2', '-f', 'mpeg']);
  const corruptMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4000, 0x5a)]);
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
  rmSync(dir, { recursive: true, force: true });
  return { jpg, png, mp4, mov, mpeg, corruptMp4, exe };
}

/** Uploads one file into a playlist as a fixture user. */
export function upload(
  h: Harness,
  as: Parameters<Harness['call']>[0],
  playlist: string,
  filename: string,
  content: Buffer,
  query = '?active=1',
) {
  return h.call(as, {
    method: 'POST',
    url: `/v1/playlists/upload/${playlist}${query}`,
    ...multipartFile(filename, content),
  });
}
