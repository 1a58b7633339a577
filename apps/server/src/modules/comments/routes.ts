import { comment, commentCreate, commentListQuery, commentSearch, guidParam, R, successSchema } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { createComment, deleteComment, recentComments, searchComments } from './service.js';

/** Network screens, support (device support tab) and device screens show comments; the tab right decides where. */
const access = { anyOf: [R.network, R.support, R.devices] };
const tags = ['Kommentare'];

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/comments', {
    config: { access },
    schema: {
      tags,
      summary: 'Neueste Kommentare (alle Netzwerke mit Reiter-Recht Kommentare)',
      querystring: commentListQuery,
      response: { 200: z.array(comment) },
    },
    handler: (req) => recentComments(ctx, actorOf(req), req.query.limit),
  });
  app.post('/comments', {
    config: { access },
    schema: {
      tags,
      summary: 'Kommentar anlegen (guidCompany oder guidDevice; HTML wird bereinigt)',
      body: commentCreate,
      response: { 200: comment },
    },
    handler: (req) => createComment(ctx, actorOf(req), req.body),
  });
  app.delete('/comments/:id', {
    config: { access },
    schema: { tags, summary: 'Kommentar löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteComment(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.post('/comments/search', {
    config: { access },
    schema: {
      tags,
      summary: 'Kommentare einer Firma oder eines Geräts',
      body: commentSearch,
      response: { 200: z.array(comment) },
    },
    handler: (req) => searchComments(ctx, actorOf(req), req.body ?? {}),
  });
};
