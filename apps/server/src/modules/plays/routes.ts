import { calls, DEVICE_SECRET_HEADER, REPORT_GROUP_LABELS, XLSX_TYPE } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { exportName, reportCsv } from './export.js';
import { answerOfBatch, ingestBatch } from './ingest.js';
import { recordShowing } from './now-playing.js';
import { playReport as buildReport } from './report.js';
import { showingBuffer } from './showing-buffer.js';

/** POST /api/plays: the screens' play reports, beside the poll (public; the device is its own credential). */
export const playIngestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, calls.player.plays),
    helmet: false,
    logLevel: 'warn',
    handler: async (req) => {
      const secret = req.headers[DEVICE_SECRET_HEADER];
      const result = await ingestBatch(
        ctx,
        { key: req.query.key, secret: Array.isArray(secret) ? secret[0] : secret },
        req.body,
      );
      return answerOfBatch(result, req.body.plays.length);
    },
  });
  // Notices still in memory are written when the server stops.
  app.addHook('onClose', () => showingBuffer(ctx).flush());
  app.route({
    ...routeOf(app, calls.player.showing),
    helmet: false,
    logLevel: 'warn',
    handler: async (req) => {
      const secret = req.headers[DEVICE_SECRET_HEADER];
      await recordShowing(ctx, { key: req.query.key, secret: Array.isArray(secret) ? secret[0] : secret }, req.body);
      return { success: true as const };
    },
  });
};

const { reports } = calls;

/** GET /v1/reports/plays (+ /csv, /xlsx): the proof-of-play report for a period, grouped. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, reports.plays), handler: (req) => buildReport(ctx, actorOf(req), req.query) });
  app.route({
    ...routeOf(app, reports.playsCsv),
    handler: async (req, reply) => {
      const report = await buildReport(ctx, actorOf(req), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportName(report, 'csv')}"`)
        .send(reportCsv(report));
    },
  });
  app.route({
    ...routeOf(app, reports.playsXlsx),
    handler: async (req, reply) => {
      const report = await buildReport(ctx, actorOf(req), req.query);
      // exceljs is loaded on the first export, not at start.
      const { reportWorkbook } = await import('./excel.js');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportName(report, 'xlsx')}"`)
        .send(await reportWorkbook(report, REPORT_GROUP_LABELS[report.by]));
    },
  });
};
