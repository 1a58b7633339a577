import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

export interface TestMedia {
  dir: string;
  png: string;
  mp4: string;
  /** Text with a .png name: refused by the server's content check. */
  fakePng: string;
  /** A type the client refuses before sending. */
  txt: string;
  cleanup: () => void;
}

/** Real files made in the test: a PNG with sharp and a short H.264 MP4 with ffmpeg. */
export async function makeTestMedia(prefix: string): Promise<TestMedia> {
  const dir = mkdtempSync(join(tmpdir(), 'signage-e2e-media-'));
  const png = join(dir, `${prefix}-bild.png`);
  const mp4 = join(dir, `${prefix}-video.mp4`);
  const fakePng = join(dir, `${prefix}-falsch.png`);
  const txt = join(dir, `${prefix}-notiz.txt`);
  await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1b98e0' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><text x="640" y="380" font-size="96" text-anchor="middle" fill="#fff" font-family="sans-serif">E2E</text></svg>',
        ),
      },
    ])
    .png()
    .toFile(png);
  execFileSync(ffmpegInstaller.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-y',
    mp4,
  ]);
  writeFileSync(fakePng, 'Das ist kein Bild, nur Text mit falscher Endung.');
  writeFileSync(txt, 'Notiz');
  return { dir, png, mp4, fakePng, txt, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
