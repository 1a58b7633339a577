import { calls, XLSX_TYPE } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { carriers, distributionsOf, rowsInScope, selfCheck, sumsOf } from './service.js';

const { kav } = calls;

export const kavRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, kav.sums),
    handler: async (req) => sumsOf(await rowsInScope(ctx, actorOf(req), req.body?.guid)),
  });
  app.route({
    ...routeOf(app, kav.carriers),
    handler: (req) => carriers(ctx, actorOf(req), req.query.guid),
  });
  app.route({
    ...routeOf(app, kav.distributions),
    handler: async (req) => distributionsOf(await rowsInScope(ctx, actorOf(req), req.query.guid)),
  });
  app.route({
    ...routeOf(app, kav.selfCheck),
    handler: (req) => selfCheck(ctx, actorOf(req)),
  });
  app.route({
    ...routeOf(app, kav.export),
    handler: async (req, reply) => {
      const rows = await rowsInScope(ctx, actorOf(req), req.body?.guid);
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="kostenrechnung.xlsx"')
          // exceljs (≈ 17 MB) is loaded on the first export, not at start.
          .send(await (await import('./excel.js')).costAccountingWorkbook(rows))
      );
    },
  });
};
