import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { scan } from './service.js';

export const UNKNOWN_LINK_TITLE = 'Link nicht gefunden';
export const UNKNOWN_LINK_TEXT =
  'Dieser Link ist unbekannt oder nicht mehr gültig. Bitte fragen Sie im Reisebüro nach dem Angebot.';

const unknownPage = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${UNKNOWN_LINK_TITLE}</title></head><body style="font-family: sans-serif; margin: 2rem"><h1>${UNKNOWN_LINK_TITLE}</h1><p>${UNKNOWN_LINK_TEXT}</p></body></html>`;

/**
 * GET /q/{token}: the short link an offer image's QR code shows. Public (passers-by scan it with their
 * phones): counts the scan and redirects (302) to the booking link; an unknown token gets a German 404 page.
 */
export const scanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/q/:token', {
    config: { access: { public: true } },
    schema: { hide: true, params: z.object({ token: z.string().max(200) }) },
    handler: async (req, reply) => {
      const target = await scan(ctx, req.ip, req.params.token);
      reply.header('cache-control', 'no-store');
      if (!target) return reply.code(404).type('text/html; charset=utf-8').send(unknownPage);
      return reply.redirect(target, 302);
    },
  });
};
