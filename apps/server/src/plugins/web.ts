import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that are never the SPA: the API, the players' protocol and files. */
const NOT_SPA = /^\/(v1|api|media|apps)(\/|$)/;

/** Serves the built SPA: hashed assets cached forever, index.html for every client-side route. */
export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' || NOT_SPA.test(request.url)) return false;
    reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
