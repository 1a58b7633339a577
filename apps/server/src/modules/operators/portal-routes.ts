import {
  accessQuery,
  guidParam,
  operatorAccessPage,
  operatorMe,
  operatorReport,
  operatorReportQuery,
  successSchema,
  tokenCreated,
  tokenInput,
  tokenRecord,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { hasRight } from '../../lib/rights.js';
import { operatorAccesses } from './access-log.js';
import { operatorCsv, operatorExportName } from './export.js';
import { operatorOf, PORTAL_ADMIN, PORTAL_READ, PORTAL_SESSION } from './policy.js';
import { operatorReport as buildReport } from './report.js';
import { operatorRows } from './repository.js';
import { createToken, listTokens, revokeToken } from './tokens.js';

const tags = ['Veranstalter'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SCOPE = `Nur für Benutzer eines Veranstalters (Sitzung oder persönlicher Zugangsschlüssel \`Authorization: Bearer vt_…\`,
nur lesend, höchstens 60 Anfragen je Minute und Schlüssel). Nur die eigenen Angebote (Codes des Veranstalters), nur aus
Agenturen, die Nachweise für diesen Veranstalter freigeben, ab dem freigegebenen Tag; bei Freigabe „nur Region“ statt
der Agentur das PLZ-Gebiet (die ersten zwei Ziffern der Postleitzahl des Standorts). Jede Anfrage wird protokolliert.

Beispiel: \`curl -H "Authorization: Bearer vt_…" "https://…/v1/operator/report?from=2026-05-01&to=2026-05-31&by=offer"\``;

/** The operator portal's routes (/v1/operator/…): its reports and exports, its tokens, its users' accesses. */
export const operatorPortalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/operator/me', {
    config: { access: PORTAL_READ },
    schema: { tags, summary: 'Der Veranstalter des Benutzers', description: SCOPE, response: { 200: operatorMe } },
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
  app.get('/operator/report', {
    config: { access: PORTAL_READ },
    schema: {
      tags,
      summary:
        'Wiedergaben, Bildschirmstunden, erreichte Bildschirme und Standorte, QR-Scans je Angebot, Agentur oder Region',
      description: SCOPE,
      querystring: operatorReportQuery,
      response: { 200: operatorReport },
    },
    handler: (req) => buildReport(ctx, operatorOf(actorOf(req)), req.query),
  });
  app.get('/operator/report/csv', {
    config: { access: PORTAL_READ },
    schema: {
      tags,
      summary: 'Der Bericht als CSV für Excel',
      description: SCOPE,
      querystring: operatorReportQuery,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const report = await buildReport(ctx, operatorOf(actorOf(req)), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${operatorExportName(report, 'csv')}"`)
        .send(operatorCsv(report));
    },
  });
  app.get('/operator/report/xlsx', {
    config: { access: PORTAL_READ },
    schema: {
      tags,
      summary: 'Der Bericht als Excel-Datei (.xlsx)',
      description: SCOPE,
      querystring: operatorReportQuery,
      produces: [XLSX],
    },
    handler: async (req, reply) => {
      const report = await buildReport(ctx, operatorOf(actorOf(req)), req.query);
      const { operatorWorkbook } = await import('./excel.js');
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${operatorExportName(report, 'xlsx')}"`)
        .send(await operatorWorkbook(report));
    },
  });
  app.get('/operator/report/pdf', {
    config: { access: PORTAL_READ },
    schema: {
      tags,
      summary: 'Der Bericht als PDF',
      description: SCOPE,
      querystring: operatorReportQuery,
      produces: ['application/pdf'],
    },
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
  app.get('/operator/accesses', {
    config: { access: PORTAL_ADMIN },
    schema: {
      tags,
      summary: 'Die Zugriffe der eigenen Benutzer und Schlüssel (Veranstalter-Administrator)',
      querystring: accessQuery,
      response: { 200: operatorAccessPage },
    },
    handler: (req) => operatorAccesses(ctx.db, operatorOf(actorOf(req)), req.query),
  });
  app.get('/operator/tokens', {
    config: { access: PORTAL_SESSION },
    schema: {
      tags,
      summary: 'Die eigenen Zugangsschlüssel (ohne den Schlüssel selbst)',
      response: { 200: z.array(tokenRecord) },
    },
    handler: (req) => listTokens(ctx, actorOf(req)),
  });
  app.post('/operator/tokens', {
    config: { access: PORTAL_SESSION },
    schema: {
      tags,
      summary: 'Zugangsschlüssel für die eigene BI anlegen (nur jetzt sichtbar)',
      body: tokenInput,
      response: { 200: tokenCreated },
    },
    handler: (req) => createToken(ctx, actorOf(req), req.body.name),
  });
  app.delete('/operator/tokens/:id', {
    config: { access: PORTAL_SESSION },
    schema: {
      tags,
      summary: 'Zugangsschlüssel widerrufen (sofort wirksam)',
      params: guidParam,
      response: { 200: successSchema },
    },
    handler: async (req) => {
      await revokeToken(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
