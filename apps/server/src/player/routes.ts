import {
  DEVICE_SECRET_HEADER,
  PLAYLIST_PATH,
  type PlayerResponse,
  playerHeaders,
  playerQuery,
  playerResponse,
} from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { acceptsGzip, jsonSafeBase } from './payload.js';
import { pushRoutes } from './push-routes.js';
import { dropInvalidTelemetry } from './telemetry.js';

const tags = ['Player'];
/**
 * The security headers that matter for a JSON answer. Helmet's document headers (CSP, frame options)
 * do nothing here, and @fastify/helmet rebuilds them on every request, so these routes skip it.
 */
const JSON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-type': 'application/json; charset=utf-8',
};
const PING = '{"ok":true}';
const SAFE_HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;

const DESCRIPTION = `Was jeder Bildschirm (Player) pollt; öffentlich, ohne Anmeldung.

**Gerät erkennen** — \`key\` ist die GUID des Geräts (die alte Form \`/api/playlist?key={deviceGuid}\` bleibt gültig).
Verlangt das Netzwerk des Geräts ein Gerätegeheimnis (companies.deviceSecretRequired), muss zusätzlich der Header
\`X-Device-Secret: <secret>\` gesendet werden (erzeugt mit POST /v1/devices/{id}/secret); sonst 401.

**Antwort** — die aufgelöste Playlist in Abspielreihenfolge (verknüpfte Playlists und Channels an ihrer Stelle
eingesetzt, \`fromPlayList\` = GUID der verknüpften Playlist), ohne inaktive und abgelaufene Einträge; Einträge mit
künftigem \`activeFrom\` sind enthalten, damit der Player selbst umschaltet. Videos erst nach der Umwandlung (Web-MP4).
Einträge mit \`orientation\` (\`horizontal\`/\`vertical\`, z. B. die zwei Bilder eines Angebots) spielen nur auf
Bildschirmen dieser Ausrichtung (devices.orientation): Einträge der anderen Ausrichtung sind nicht in der Antwort.
Dazu die Geräteeinstellungen und die App-Version mit Download-Adresse.

**Zeitpläne** — \`items\` enthält nur, was jetzt nach dem Zeitplan der Einträge (Wochentage und Uhrzeiten, „nur
während/außerhalb der Öffnungszeiten“) in der Zeitzone und mit den Öffnungszeiten des Standorts des Geräts spielt
(ohne Standort: keine Öffnungszeiten, Europe/Berlin). \`upcoming\` nennt die Einträge der nächsten 24 Stunden ab
Beginn der aktuellen Phase (\`upcoming.from\`) mit ihren Spielzeiten \`plays\` und \`schedule\`: ein Player ohne
Verbindung schaltet damit selbst um. \`power\` sagt, wann der Bildschirm an sein soll (\`on\`, \`windows\`,
\`nextChange\`; Standard: 30 Minuten vor Öffnung bis 30 Minuten nach Schließung, oder „immer an“, oder eigene Zeiten).
Die Antwort und ihr ETag wechseln an jeder Grenze (Zeitplan, Einschaltzeit, spätestens alle 6 Stunden) ohne
Änderung: wer um 9:00:30 abruft, bekommt die Schleife ab 9:00. Zwischen zwei Grenzen bleibt beides gleich (304).

**Ankündigungen** — läuft für das Gerät eine Ankündigung (Netzwerk, Standort oder gewählte Bildschirme; die zuletzt
begonnene, wenn mehrere laufen), steht sie als erster Eintrag in \`items\` und \`upcoming.items\` (Typ WEB: die Seite
\`/api/announcement/{guid}\` zeigt sie im Vollbild; \`activeTill\` = Ende) und im Feld \`announcement\` (Text, Farbe,
Bild, \`until\`), das der Web-Player statt der Schleife bis \`until\` zeigt. Beginn und Ende sind Grenzen wie oben
(neuer ETag ohne Änderung); ohne laufende Ankündigung ist die Antwort unverändert. / While an announcement runs for
the device it is the first item (type WEB, a full-screen page of this server) and the optional field
\`announcement\`; its start and end change the ETag by themselves.

**Caching** — Header \`ETag\`; mit \`If-None-Match\` = aktuellem ETag antwortet der Server 304 ohne Inhalt.

**Komprimierung** — mit \`Accept-Encoding: gzip\` (OkHttp und Browser senden das von selbst) kommt die Antwort
gzip-komprimiert (etwa ein Fünftel der Größe); ihr ETag ist dann die schwache Form \`W/"…"\` desselben Werts.

**Heartbeat** — jeder Abruf (auch 304) zählt als Lebenszeichen: Zeit, Adresse, \`version\`, \`diskUsageCurrent\`,
\`diskUsageMax\` werden gespeichert (gesammelt alle HEARTBEAT_FLUSH_MS; ein unverändertes Gerät – gleicher ETag –
höchstens alle 5 Minuten, ein neues oder eines mit neuem ETag beim nächsten Mal). Ein ungültiger Wert (z. B.
\`diskUsageCurrent=1200.5\` oder \`-1\`, eine \`version\` über 100 Zeichen) wird einzeln ignoriert und als Warnung
protokolliert; die Playlist kommt trotzdem. Ein Abruf ohne diese Werte lässt die zuletzt gemeldeten stehen.

**Unbekannte GUID** — legt ein neues Gerät (Status NEW, ohne Netzwerk) an; höchstens 10 je Adresse und Stunde
(IPv6: je /64; sonst 429). Höchstens 1000 warten insgesamt und 100 je Adresse (oder REGISTRATION_LIMIT, wenn
höher); ist eine Grenze erreicht, macht das am längsten nicht gesehene wartende Gerät dieser Adresse bzw. der Adresse
mit den meisten wartenden Platz. Nie zugeordnete verfallen nach NEW_DEVICE_EXPIRY_HOURS ohne Abruf. Ungültige GUID: 400. Verschrottete (VER) und archivierte Geräte: 404, nichts
wird gespeichert.

**Abrufhäufigkeit** — je \`key\` höchstens POLL_LIMIT Abrufe je POLL_LIMIT_WINDOW_SECONDS (Standard 30 je 30 s);
darüber 429 mit Header \`Retry-After\` (Sekunden).`;

/** The last base built from a request (screens of one install ask by one host): no JSON escaping per poll. */
let lastBase = { protocol: '', host: '', base: '' };

/** scheme://host of absolute media URLs (PUBLIC_URL, else the request's host), JSON-safe. */
export function playerBaseOf(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.publicUrl) return jsonSafeBase(ctx.config.publicUrl);
  const { protocol, host } = req;
  if (protocol === lastBase.protocol && host === lastBase.host) return lastBase.base;
  const base = jsonSafeBase(`${protocol}://${SAFE_HOST.test(host) ? host : 'localhost'}`);
  lastBase = { protocol, host, base };
  return base;
}

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The screens' protocol (outside /v1): GET /api/playlist and the push stream (the ping is pingRoute below). */
export const playerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const player = ctx.player;
  player.errorLog = (err) => app.log.error({ err }, 'player cache or heartbeat failure');
  player.warnLog = (details, message) => app.log.warn(details, message);
  player.start();
  app.addHook('onClose', async () => {
    await player.close();
  });
  await app.register(pushRoutes, { ctx });

  app.get(PLAYLIST_PATH, {
    config: { access: { public: true }, screenPoll: true },
    helmet: false,
    // Thousands of screens poll: no info line per request.
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'Playlist und Einstellungen eines Bildschirms abrufen (zugleich Heartbeat)',
      description: DESCRIPTION,
      security: [],
      querystring: playerQuery,
      headers: playerHeaders,
      response: {
        200: playerResponse,
        304: z.null().describe('Unverändert (If-None-Match entsprach dem ETag); kein Inhalt.'),
      },
    },
    // Before validation: a bad telemetry value is dropped (and logged), never a 400 that leaves the screen blank.
    // Callback-style (not async): every poll passes it, and most carry nothing to drop.
    preValidation: (req, _reply, done) => {
      const query = req.query as Record<string, unknown>;
      for (const bad of dropInvalidTelemetry(query)) {
        req.log.warn({ key: query.key, ...bad }, 'player poll: invalid telemetry value ignored');
      }
      done();
    },
    handler: async (req, reply) => {
      const gzip = acceptsGzip(headerOf(req, 'accept-encoding'));
      const result = await player.poll({
        ...req.query,
        ip: req.ip,
        ifNoneMatch: headerOf(req, 'if-none-match'),
        secret: headerOf(req, DEVICE_SECRET_HEADER),
        base: playerBaseOf(ctx, req),
        gzip,
      });
      // A compressed answer is another representation of the same content: its tag is the weak form.
      reply
        .headers(JSON_HEADERS)
        .header('etag', gzip ? `W/${result.etag}` : result.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (result.status === 304) {
        // No payload at all: a serialized null would announce 4 body bytes that a 304 never has.
        return reply
          .removeHeader('content-type')
          .code(304)
          .send(undefined as never);
      }
      // Pre-rendered JSON (UTF-8): a Buffer payload is sent as it is.
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.send(result.body as unknown as PlayerResponse);
    },
  });
};

/**
 * GET /api/ping, the screens' liveness probe, on the root scope: it reads nothing of the request, so it passes no
 * guard (neither the staff app's nor the protocol's NUL check) — only the request log and the metrics.
 */
export const pingRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/ping', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'Lebenszeichen des Servers für Player (konstante Antwort, ohne Datenbank)',
      security: [],
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    // Not async: a constant answer needs no promise.
    handler: (_req, reply) => {
      reply.headers(JSON_HEADERS).send(PING as unknown as { ok: true });
    },
  });
};
