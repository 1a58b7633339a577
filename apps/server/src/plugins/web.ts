import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that are never the SPA: the API, the players' protocol and files. */
const NOT_SPA = /^\/(v1|api|media|apps)(\/|$)/;

/** Vite names the files under /assets/ after their content's hash: a new build has new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html (also as the answer for every client-side
 * route) revalidated each time. The build writes .br and .gz next to each file (scripts/compress-dist.mjs);
 * `preCompressed` sends the best one the browser accepts (br before gzip, Vary: Accept-Encoding), else the file.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    // Wildcard: files are looked up per request, so a rebuild of the SPA is served without a restart.
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?')[0];
    // A missing file (anything with an extension) is a 404, not the SPA.
    if (request.method !== 'GET' || NOT_SPA.test(path) || /\.[a-z0-9]+$/i.test(path)) return false;
    reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
