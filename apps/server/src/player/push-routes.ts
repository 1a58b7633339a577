import { DEVICE_SECRET_HEADER, PUSH_PATH, pushQuery } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';

const DESCRIPTION = `Push-Verbindung für Browser-Bildschirme (Web-Player); öffentlich, ohne Anmeldung. Android-Player brauchen sie
nicht: für sie bleibt alles beim Abruf von GET /api/playlist.

**Form** — Server-Sent Events (\`text/event-stream\`, im Browser \`new EventSource('/api/push?key=…')\`). Jede
Nachricht ist ein Ereignis ohne Namen, dessen \`data\` JSON mit \`type\` ist: \`{"type":"changed"}\` heißt „deine
Antwort hat sich geändert, rufe GET /api/playlist jetzt ab“: der Server schickt es genau dann, wenn eine Änderung das
ETag dieses Bildschirms verschoben hat (mit If-None-Match bleibt es trotzdem richtig abzurufen). Weitere Typen können hinzukommen; ein Player übergeht Typen, die er nicht kennt. Alle 25 s kommt eine
Kommentarzeile (\`:\`) als Lebenszeichen.

**Gerät** — \`key\` ist die GUID des Geräts. Unbekannte (die Verbindung legt kein Gerät an: der erste Abruf von
/api/playlist tut das), verschrottete und archivierte Geräte: 404. Verlangt das Netzwerk ein Gerätegeheimnis, kommt
es im Parameter \`secret\` (EventSource kann keine Header senden) oder im Header \`X-Device-Secret\`; sonst 401. Wird
das Gerät archiviert, verschrottet oder sein Geheimnis erneuert, schließt der Server die Verbindung. Höchstens 3
Verbindungen je Gerät; eine weitere schließt die älteste.

**Verhalten des Players** — der 30-s-Abruf bleibt als Rückfall; nach jedem (Wieder-)Verbinden einmal abrufen, da
Nachrichten während der Unterbrechung verloren sind; nach Fehlern mit wachsendem Abstand neu verbinden.

English: a server-sent events stream for browser screens. Each event's data is JSON with a \`type\`; \`changed\`
means "your answer changed: poll GET /api/playlist now"; it is sent exactly when a change moved this screen's ETag. Unknown devices 404; the device secret travels as the \`secret\` query parameter
(EventSource cannot send headers) or the X-Device-Secret header. The Android protocol is unchanged.`;

/** GET /api/push: one server-sent events stream per browser screen (player/push-hub.ts). */
export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = ctx.player.push;
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', async () => hub.close());

  app.get(PUSH_PATH, {
    config: { access: { public: true }, stream: true },
    helmet: false,
    // Thousands of screens stay connected: no info line per connection.
    logLevel: 'warn',
    schema: {
      tags: ['Player'],
      summary: 'Push-Verbindung eines Browser-Bildschirms (Server-Sent Events: „changed“ → sofort abrufen)',
      description: DESCRIPTION,
      security: [],
      querystring: pushQuery,
      response: {
        200: z.string().describe('text/event-stream: `data: {"type":"changed"}` je Änderung, `:` als Lebenszeichen.'),
      },
    },
    handler: async (req, reply) => {
      const header = req.headers[DEVICE_SECRET_HEADER];
      const secret = req.query.secret ?? (Array.isArray(header) ? header[0] : header);
      // 404 / 401 as JSON like the poll, before the stream starts.
      const record = await ctx.player.knownDevice(req.query.key, secret);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and similar proxies: pass each event on at once.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The browser's own reconnect waits this long (the web player reconnects itself, with backoff).
      res.write('retry: 5000\n\n');
      req.socket.setNoDelay(true);
      const forget = hub.add(record.guid, {
        secret,
        backlog: () => res.writableLength,
        write: (text) => void res.write(text),
        end: () => res.end(),
      });
      res.on('close', forget);
    },
  });
};
