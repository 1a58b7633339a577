import { guid } from '@signage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';

/**
 * Media files for players and the web app, public (players fetch them without login; the paths
 * are a playlist guid and a generated name). Names are never reused, so responses are cacheable
 * forever. Range requests make video seeking and resumable downloads work.
 */

export const fileName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/, { error: 'Ungültiger Dateiname' })
  .refine((v) => !v.includes('..'), { error: 'Ungültiger Dateiname' });

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
};

export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/** One byte range of a Range header (RFC 9110); null = serve the whole file (absent, malformed, several). */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const etagOf = (size: number, mtimeMs: number) => `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;

function notModified(request: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const none = request.headers['if-none-match'];
  if (none) return none.trim() === '*' || none.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/** Serves one stored file with caching headers, conditional requests and single byte ranges. */
export async function sendStored(storage: Storage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const info = await storage.stat(key);
  if (!info) throw notFound('Datei');
  const etag = etagOf(info.size, info.mtimeMs);
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', new Date(info.mtimeMs).toUTCString())
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .type(TYPES[ext] ?? 'application/octet-stream');
  if (notModified(request, etag, info.mtimeMs)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const rangeAllowed = typeof ifRange !== 'string' || ifRange.trim() === etag;
  const range = rangeAllowed ? parseRange(request.headers.range, info.size) : null;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const span = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : span.end - span.start + 1;
  reply.header('content-length', String(length));
  if (range) reply.code(206).header('content-range', `bytes ${span.start}-${span.end}/${info.size}`);
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(await storage.read(key, span));
}

/** GET /media/{guidPlaylist}/{file} and GET /media/devices/{guid}/{file} (device backgrounds). */
export const mediaFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = ctx.files;
  const schema = { hide: true };
  // GET and HEAD in one route: Fastify's automatic HEAD would replace the content-length with 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:guidPlaylist/:file',
    config: { access: { public: true } },
    schema: { ...schema, params: z.object({ guidPlaylist: guid, file: fileName }) },
    handler: (req, reply) => sendStored(storage, `media/${req.params.guidPlaylist}/${req.params.file}`, req, reply),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/devices/:guid/:file',
    config: { access: { public: true } },
    schema: { ...schema, params: z.object({ guid, file: fileName }) },
    handler: (req, reply) => sendStored(storage, `media/devices/${req.params.guid}/${req.params.file}`, req, reply),
  });
};
