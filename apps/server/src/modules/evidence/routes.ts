import { calls, XLSX_TYPE } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { evidenceOffers, evidenceReport } from './report.js';

const { companies } = calls;
const fileName = (offerId: string, ext: string) =>
  `nachweis-schaufenster-${offerId.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`;

/**
 * The evidence archive of an offer at a location, for staff who may see the location's offers (offers policy): as JSON,
 * and as the document "Nachweis der Schaufensterwerbung" (PDF, XLSX).
 */
export const evidenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, companies.evidence),
    handler: (req) => evidenceOffers(ctx, actorOf(req), req.params.id, req.query),
  });
  app.route({
    ...routeOf(app, companies.offerEvidence),
    handler: (req) => evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId),
  });
  app.route({
    ...routeOf(app, companies.offerEvidencePdf),
    handler: async (req, reply) => {
      const report = await evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId);
      const { evidencePdf } = await import('./document.js');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(report.offerId, 'pdf')}"`)
        .send(await evidencePdf(report, ctx.files));
    },
  });
  app.route({
    ...routeOf(app, companies.offerEvidenceXlsx),
    handler: async (req, reply) => {
      const report = await evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId);
      const { evidenceWorkbook } = await import('./document.js');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(report.offerId, 'xlsx')}"`)
        .send(await evidenceWorkbook(report));
    },
  });
};
