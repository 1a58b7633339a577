import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { TEMP_PREFIX } from '../../lib/temp-files.js';
import { ImportRejected, importLocations, importTarget } from './import-service.js';
import { statisticsCsv } from './stats.js';
import { companyChannels, companyDevices, companyPlaylists } from './tabs-service.js';
import { receiveCsv } from './upload-spool.js';

const { companies } = calls;

export const companyTabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, companies.playlists),
    handler: (req) => companyPlaylists(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, companies.devices),
    handler: (req) => companyDevices(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, companies.channels),
    handler: (req) => companyChannels(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, companies.stats),
    handler: async (req, reply) => {
      const csv = await statisticsCsv(ctx, actorOf(req), req.body ?? {});
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .send(Buffer.from(csv, 'utf8'));
    },
  });
  app.route({
    ...routeOf(app, companies.upload),
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const network = await importTarget(ctx, actor, req.params.companyId);
      const upload = await receiveCsv(req, ctx.files.tempPath(`${TEMP_PREFIX}/imports`));
      try {
        return await importLocations(ctx, actor, network, upload, req.query.isPreview);
      } catch (err) {
        if (!(err instanceof ImportRejected)) throw err;
        return reply
          .code(400)
          .send({ success: false, error: { code: err.code, message: err.message }, result: err.result });
      } finally {
        await upload.remove();
      }
    },
  });
};
