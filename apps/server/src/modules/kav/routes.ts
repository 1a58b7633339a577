import {
  kavCarrier,
  kavCarrierQuery,
  kavDistribution,
  kavExportRequest,
  kavSum,
  kavSumRequest,
  kavTest,
  R,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { carriers, distributionsOf, rowsInScope, selfCheck, sumsOf } from './service.js';

/** Cost accounting belongs with the statistics: RIGHT_NETWORK_CREATE; content limited to the visible networks. */
const access = { anyOf: [R.networkCreate] };
const tags = ['Kostenrechnung'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const kavRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/kav/kstart/sum', {
    config: { access },
    schema: { tags, summary: 'Summen je Kostenstelle', body: kavSumRequest, response: { 200: kavSum } },
    handler: async (req) => sumsOf(await rowsInScope(ctx, actorOf(req), req.body?.guid)),
  });
  app.get('/kav/ksttraeger', {
    config: { access },
    schema: {
      tags,
      summary: 'Kostenträger: Netzwerke und Standorte mit Kostenstelle',
      querystring: kavCarrierQuery,
      response: { 200: z.array(kavCarrier) },
    },
    handler: (req) => carriers(ctx, actorOf(req), req.query.guid),
  });
  app.get('/kav/VerteilungSummen', {
    config: { access },
    schema: {
      tags,
      summary: 'Verteilung der Netzwerk-Summen auf das Netzwerk und seine Standorte',
      querystring: kavCarrierQuery,
      response: { 200: z.array(kavDistribution) },
    },
    handler: async (req) => distributionsOf(await rowsInScope(ctx, actorOf(req), req.query.guid)),
  });
  app.get('/kav/test', {
    config: { access },
    schema: { tags, summary: 'Selbsttest der Kostenrechnungsdaten', response: { 200: kavTest } },
    handler: (req) => selfCheck(ctx, actorOf(req)),
  });
  app.post('/kav/kstktr/exportToExcel', {
    config: { access },
    schema: {
      tags,
      summary: 'Kostenträger, Summen und Verteilung als Excel-Datei (.xlsx)',
      body: kavExportRequest,
      produces: [XLSX],
    },
    handler: async (req, reply) => {
      const rows = await rowsInScope(ctx, actorOf(req), req.body?.guid);
      return (
        reply
          .header('content-type', XLSX)
          .header('content-disposition', 'attachment; filename="kostenrechnung.xlsx"')
          // exceljs (≈ 17 MB) is loaded on the first export, not at start.
          .send(await (await import('./excel.js')).costAccountingWorkbook(rows))
      );
    },
  });
};
