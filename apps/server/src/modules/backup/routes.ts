import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { hasControlToken } from './control.js';
import { writeBackup } from './dump.js';

/**
 * GET /v1/system/backup: the backup archive of this running server, for `npm run backup` on the same
 * machine (the embedded database has one owner, the server). Only with the token of DATA_DIR/control.json.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const kind = ctx.config.databaseUrl ? 'postgres' : 'pglite';
  app.get('/system/backup', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (req, reply) => {
      if (!hasControlToken(ctx.config.dataDir, req.headers.authorization)) {
        throw forbidden('Sicherung nur mit dem Token aus DATA_DIR/control.json (npm run backup).');
      }
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
