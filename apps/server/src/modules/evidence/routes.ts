import { guid, isoDateSchema } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { READ } from '../companies/policy.js';
import { evidenceOffers, evidenceReport } from './report.js';

const tags = ['Netzwerke'];
const params = z.object({ id: guid, offerId: z.string().min(1).max(100) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileName = (offerId: string, ext: string) =>
  `nachweis-schaufenster-${offerId.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`;

/**
 * The evidence archive of an offer at a location, for staff who may see the location's offers (offers policy): as JSON,
 * and as the document "Nachweis der Schaufensterwerbung" (PDF, XLSX).
 */
export const evidenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/companies/:id/evidence', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Nachweis Schaufenster: die Angebote im Archiv des Standorts, wahlweise für einen Zeitraum',
      params: z.object({ id: guid }),
      querystring: z.object({ from: isoDateSchema.optional(), till: isoDateSchema.optional() }),
    },
    handler: (req) => evidenceOffers(ctx, actorOf(req), req.params.id, req.query),
  });
  app.get('/companies/:id/offers/:offerId/evidence', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Nachweis Schaufenster: Versionen, Bilder, Platzierung, Prüfungen, Abnahme und Ausspielungen',
      params,
    },
    handler: (req) => evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId),
  });
  app.get('/companies/:id/offers/:offerId/evidence/pdf', {
    config: { access: READ },
    schema: { tags, summary: 'Nachweis der Schaufensterwerbung als PDF', params, produces: ['application/pdf'] },
    handler: async (req, reply) => {
      const report = await evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId);
      const { evidencePdf } = await import('./document.js');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(report.offerId, 'pdf')}"`)
        .send(await evidencePdf(report, ctx.files));
    },
  });
  app.get('/companies/:id/offers/:offerId/evidence/xlsx', {
    config: { access: READ },
    schema: { tags, summary: 'Nachweis der Schaufensterwerbung als Excel-Datei (.xlsx)', params, produces: [XLSX] },
    handler: async (req, reply) => {
      const report = await evidenceReport(ctx, actorOf(req), req.params.id, req.params.offerId);
      const { evidenceWorkbook } = await import('./document.js');
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName(report.offerId, 'xlsx')}"`)
        .send(await evidenceWorkbook(report));
    },
  });
};
