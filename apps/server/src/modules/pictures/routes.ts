import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pictureKey } from '../../db/server-secrets.js';
import { AppError, notFound } from '../../lib/errors.js';
import { memoKey } from '../../lib/memo.js';
import { PICTURE_KINDS, PICTURE_WIDTHS, type PictureWidth, validSignature } from '../../lib/picture-url.js';
import { ResizedPictures } from './resize.js';
import { pictureBytes } from './sources.js';

export const PICTURE_UNAVAILABLE = 'Das Bild konnte nicht geladen werden.';

const query = z.object({
  k: z.enum(PICTURE_KINDS),
  u: z.string().max(2100),
  s: z.string().max(64),
  w: z.coerce.number().refine((w): w is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(w), {
    error: `Breite: eine von ${PICTURE_WIDTHS.join(', ')}`,
  }),
});

const RESIZED = memoKey<ResizedPictures>('resized pictures');
/** The route's cache of resized pictures (tests look into it). */
export const resizedPictures = (ctx: AppContext): ResizedPictures => ctx.memo(RESIZED, () => new ResizedPictures());

/**
 * GET /v1/picture?k&u&s&w: an offer gallery or hotel picture through this server. Public like the offer tool and the
 * hotel viewer's pages, but only for URLs this server signed in an answer to an authorised caller (s); fetched under
 * the kind's host rules, resized to one of PICTURE_WIDTHS, kept in memory (LRU) and cacheable by the browser for a day.
 */
export const pictureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/v1/picture', {
    config: { access: { public: true } },
    schema: { hide: true, querystring: query },
    handler: async (req, reply) => {
      const { k, u, s, w } = req.query;
      if (!validSignature(await pictureKey(ctx.db), k, u, s)) throw notFound('Bild');
      const picture = await resizedPictures(ctx).get(`${k} ${u}`, w as PictureWidth, () => pictureBytes(ctx, k, u));
      if (!picture) throw new AppError('PICTURE_UNAVAILABLE', PICTURE_UNAVAILABLE);
      reply.header('cache-control', 'public, max-age=86400').header('etag', picture.etag);
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(picture.etag)) return reply.code(304).send();
      return reply.type('image/webp').send(picture.body);
    },
  });
};
