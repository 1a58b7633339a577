import { calls, XLSX_TYPE } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { hasRight } from '../../lib/rights.js';
import { operatorAccesses } from './access-log.js';
import { operatorCsv, operatorExportName } from './export.js';
import { operatorOf } from './policy.js';
import { operatorReport as buildReport } from './report.js';
import { operatorRows } from './repository.js';
import { createToken, listTokens, revokeToken } from './tokens.js';

const portal = calls.operatorPortal;

/** The operator portal's routes (/v1/operator/…): its reports and exports, its tokens, its users' accesses. */
export const operatorPortalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, portal.me),
    handler: async (req) => {
      const actor = actorOf(req);
      const [operator] = await operatorRows(ctx.db, operatorOf(actor));
      return {
        guid: operatorOf(actor),
        name: operator?.name ?? '',
        username: actor.username,
        admin: hasRight(actor, 'RIGHT_OPERATOR_ADMIN'),
        via: actor.operator?.via ?? 'portal',
      };
    },
  });
  app.route({
    ...routeOf(app, portal.report),
    handler: (req) => buildReport(ctx, operatorOf(actorOf(req)), req.query),
  });
  app.route({
    ...routeOf(app, portal.reportCsv),
    handler: async (req, reply) => {
      const report = await buildReport(ctx, operatorOf(actorOf(req)), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${operatorExportName(report, 'csv')}"`)
        .send(operatorCsv(report));
    },
  });
  app.route({
    ...routeOf(app, portal.reportXlsx),
    handler: async (req, reply) => {
      const report = await buildReport(ctx, operatorOf(actorOf(req)), req.query);
      const { operatorWorkbook } = await import('./excel.js');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${operatorExportName(report, 'xlsx')}"`)
        .send(await operatorWorkbook(report));
    },
  });
  app.route({
    ...routeOf(app, portal.reportPdf),
    handler: async (req, reply) => {
      const guidOperator = operatorOf(actorOf(req));
      const [report, [operator]] = await Promise.all([
        buildReport(ctx, guidOperator, req.query),
        operatorRows(ctx.db, guidOperator),
      ]);
      const { operatorPdf } = await import('./pdf.js');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${operatorExportName(report, 'pdf')}"`)
        .send(await operatorPdf(report, operator?.name ?? '', ctx.clock.now()));
    },
  });
  app.route({
    ...routeOf(app, portal.accesses),
    handler: (req) => operatorAccesses(ctx.db, operatorOf(actorOf(req)), req.query),
  });
  app.route({ ...routeOf(app, portal.tokens), handler: (req) => listTokens(ctx, actorOf(req)) });
  app.route({
    ...routeOf(app, portal.createToken),
    handler: (req) => createToken(ctx, actorOf(req), req.body.name),
  });
  app.route({
    ...routeOf(app, portal.revokeToken),
    handler: async (req) => {
      await revokeToken(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
