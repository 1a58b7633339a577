import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { findAppVersionByName, packageKey } from './repository.js';

/** 'bytes=a-b' / 'bytes=a-' / 'bytes=-n' against a size; null when absent or not satisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Public download of a player package: {host}/apps/{name}/player.apk, with single-range support. */
export async function appDownloadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: { name: string } }>('/apps/:name/player.apk', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (req, reply: FastifyReply) => {
      const row = await findAppVersionByName(ctx.db, req.params.name);
      const storage = ctx.files;
      const size = row?.packageMd5 ? await storage.size(packageKey(row.name)) : null;
      if (!row || size === null) throw notFound('Das Player-Paket');
      reply
        .header('content-type', 'application/vnd.android.package-archive')
        .header('content-disposition', 'attachment; filename="player.apk"')
        .header('accept-ranges', 'bytes')
        .header('etag', `"${row.packageMd5}"`)
        .header('cache-control', 'no-cache');
      const range = parseRange(req.headers.range, size);
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(await storage.read(packageKey(row.name), range));
      }
      reply.header('content-length', size);
      return reply.send(await storage.read(packageKey(row.name)));
    },
  });
}
