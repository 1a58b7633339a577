import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

export const ffmpegPath: string = ffmpegInstaller.path;
export const ffprobePath: string = ffprobeInstaller.path;

const run = promisify(execFile);

/** Runs ffmpeg; `signal` ends it early (e.g. a job runner stopping for shutdown). */
export async function ffmpeg(args: string[], timeoutMs = 10 * 60_000, signal?: AbortSignal): Promise<void> {
  await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
    signal,
  });
}

export async function ffprobe(file: string): Promise<Record<string, unknown>> {
  const { stdout } = await run(
    ffprobePath,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}
