import { PassThrough } from 'node:stream';
import { calls } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { hasControlToken } from './control.js';
import { writeBackup } from './dump.js';

/** Before the body is read or checked: no token 401, any other token (a user's) 403. */
const controlOnly =
  (dataDir: string) =>
  async (req: FastifyRequest): Promise<void> => {
    const { authorization } = req.headers;
    if (!authorization) throw unauthorized();
    if (!hasControlToken(dataDir, authorization)) {
      throw forbidden('Nur mit dem Token aus DATA_DIR/control.json (npm run backup).');
    }
  };

/**
 * The commands' way into the running server, with the token of DATA_DIR/control.json (control.ts).
 * GET /v1/system/backup: the backup archive of this running server, for `npm run backup` on the same
 * machine (the embedded database has one owner, the server).
 */
export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const kind = ctx.config.databaseUrl ? 'postgres' : 'pglite';
  app.route({
    ...routeOf(app, calls.system.backup),
    onRequest: controlOnly(ctx.config.dataDir),
    handler: async (req, reply) => {
      const out = new PassThrough();
      // A failure midway cuts the download; the command then reports an incomplete archive.
      writeBackup({ db: ctx.db, kind }, ctx.files, out).catch((err: Error) => {
        req.log.error({ err }, 'backup failed');
        out.destroy(err);
      });
      return reply.type('application/gzip').send(out);
    },
  });
};
