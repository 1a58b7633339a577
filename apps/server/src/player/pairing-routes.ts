import { pairingAnswer, pairingRequest } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { pairingCodeFor, pairingLimits } from './pairing.js';
import { playerBaseOf } from './routes.js';

const DESCRIPTION = `Was ein noch nicht zugeordneter Bildschirm (Web-Player oder Android-Player) aufruft, um seinen
Kopplungscode anzuzeigen; öffentlich, ohne Anmeldung.

**Antwort** — \`state: "waiting"\` mit \`code\` (6 Zeichen ohne 0/O, 1/I/L), \`expiresAt\` (ms), \`deviceGuid\`,
\`serverUrl\` (PUBLIC_URL) und \`productName\`: der Bildschirm zeigt den Code, bis ein Administrator ihn unter
Geräte → „Bildschirm koppeln“ eingibt. Jeder Aufruf verlängert den Code um 15 Minuten (etwa alle 10 s aufrufen);
danach verfällt er und der nächste Aufruf vergibt einen neuen. \`state: "paired"\`: das Gerät gehört zu einem
Netzwerk; es spielt, was GET /api/playlist liefert.

**Grenzen** — eine unbekannte GUID wird wie beim Abruf der Playlist als neues Gerät angelegt (gleiche Grenzen);
neue Codes höchstens 20 je Adresse und Stunde (IPv6: je /64; sonst 429); jeder Aufruf zählt zu POLL_LIMIT der GUID.
Verschrottete und archivierte Geräte: 404.`;

/** POST /api/pairing: the pairing code of a screen that waits to be claimed (outside /v1, public). */
export const pairingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = pairingLimits(ctx);
  app.post('/api/pairing', {
    config: { access: { public: true } },
    logLevel: 'warn',
    schema: {
      tags: ['Player'],
      summary: 'Kopplungscode eines neuen Bildschirms abrufen (zugleich Verlängerung)',
      description: DESCRIPTION,
      security: [],
      body: pairingRequest,
      response: { 200: pairingAnswer },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return pairingCodeFor(ctx, limits, { key: req.body.key, ip: req.ip, serverUrl: playerBaseOf(ctx, req) });
    },
  });
};
