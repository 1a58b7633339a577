import {
  calls,
  DEVICE_SECRET_HEADER,
  playBatch,
  playBatchResult,
  playerQuery,
  REPORT_GROUP_LABELS,
  showingNotice,
  successSchema,
  XLSX_TYPE,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { exportName, reportCsv } from './export.js';
import { answerOfBatch, ingestBatch } from './ingest.js';
import { recordShowing } from './now-playing.js';
import { playReport as buildReport } from './report.js';
import { showingBuffer } from './showing-buffer.js';

const INGEST_DESCRIPTION = `Was ein Bildschirm gezeigt hat (Proof of Play), in Paketen; für Player-Hersteller.

**Gerät erkennen** — wie beim Abruf der Playlist (GET /api/playlist): \`key\` ist die GUID des Geräts; verlangt sein
Netzwerk ein Gerätegeheimnis, muss der Header \`X-Device-Secret\` mitkommen (sonst 401). Unbekannte, verschrottete
und archivierte Geräte: 404 (eine Meldung legt kein Gerät an).

**Paket** — \`batchId\` wählt der Player (z. B. eine UUID) und behält sie beim erneuten Senden: ein Paket, das schon
angekommen ist, zählt nichts ein zweites Mal (Antwort \`duplicate: true\`). Ein Paket hat höchstens 1000 Einträge;
der Player sendet etwa einmal je Minute, hebt nicht gesendete Pakete auf (auch über einen Neustart) und sendet sie
später erneut, bis eine Antwort 200 oder 400 kommt.

**Eintrag** — \`item\`: GUID des Playlist-Eintrags (Feld \`guid\` der Playlist-Antwort), \`start\`: Beginn der Anzeige in
Epoch-Millisekunden, \`seconds\`: Anzeigedauer in Sekunden (> 0, höchstens 86.400, Nachkommastellen erlaubt),
\`name\` (optional): der Name des Eintrags, falls er inzwischen gelöscht wurde. Eine Anzeige darf höchstens 10 Minuten
nach der Serverzeit enden und nicht mehr als 25 Monate zurückliegen.

**Was zählt** — nur Einträge, die der Server diesem Bildschirm ausgeliefert hat, um die Zeit ihres Beginns (bis 24
Stunden nach der letzten Auslieferung); je Bildschirm, Eintrag und Beginn eine Anzeige (auch über mehrere Pakete);
überlappende Anzeigen eines Bildschirms werden gekürzt, ganz überdeckte abgelehnt. Abgelehnte und gekürzte Einträge
werden mit Grund aufbewahrt und im Bericht als „verworfen“ gezählt. Mehr als 20.000 Einträge auf einmal bzw. eine je
Sekunde danach: 429 mit Retry-After, nichts gespeichert, später erneut senden.

**Einzeln abgelehnt** — ungültige Einträge werden einzeln abgelehnt, die gültigen gespeichert: Antwort 400 mit
\`error.details\` = \`{accepted, duplicate, refused: [{index, field, message}]}\`. Ein 400 nicht erneut senden.`;

/** 400: entries refused one by one (details), or a body that is no batch at all (the field issues, no details). */
const refusedDetails = z.object({
  success: z.literal(false),
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    details: playBatchResult
      .extend({ refused: z.array(z.object({ index: z.number(), field: z.string(), message: z.string() })) })
      .optional(),
  }),
});

/** POST /api/plays: the screens' play reports, beside the poll (public; the device is its own credential). */
export const playIngestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/plays', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags: ['Player'],
      summary: 'Gezeigte Einträge melden (Proof of Play, paketweise)',
      description: INGEST_DESCRIPTION,
      security: [],
      querystring: playerQuery.pick({ key: true }),
      headers: z.looseObject({ [DEVICE_SECRET_HEADER]: z.string().max(200).optional() }),
      body: playBatch,
      response: { 200: playBatchResult, 400: refusedDetails },
    },
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
  app.post('/api/showing', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags: ['Player'],
      summary: 'Jetzt gezeigten Eintrag melden (für „läuft gerade“) / report the item shown now',
      description: SHOWING_DESCRIPTION,
      security: [],
      querystring: playerQuery.pick({ key: true }),
      headers: z.looseObject({ [DEVICE_SECRET_HEADER]: z.string().max(200).optional() }),
      body: showingNotice,
      response: { 200: successSchema },
    },
    handler: async (req) => {
      const secret = req.headers[DEVICE_SECRET_HEADER];
      await recordShowing(ctx, { key: req.query.key, secret: Array.isArray(secret) ? secret[0] : secret }, req.body);
      return { success: true as const };
    },
  });
};

const SHOWING_DESCRIPTION = `Optional, für Player, die es können (der Web-Player tut es): sobald ein anderer Eintrag auf dem
Bildschirm erscheint, meldet der Player ihn hier (\`item\`, \`start\` auf der Serveruhr). Support-Liste und Geräteseite
zeigen dann „läuft gerade: <Name> seit <Uhrzeit>“, solange der Bildschirm online ist. Ohne diese Meldung (Android-Player)
zeigen sie den zuletzt über POST /api/plays gemeldeten Eintrag („zuletzt gezeigt“). Gerät erkennen wie bei
POST /api/plays; Antwort 200. Eine Meldung, die älter ist als die letzte, ändert nichts. Nicht wiederholen: die nächste
Meldung ersetzt sie.

Optional, for players that can (the web player does): when another item appears, the player reports it here. The
support list and the device page then show 'läuft gerade' while the screen is online; without it (Android players)
they show the last play reported through POST /api/plays.`;

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
