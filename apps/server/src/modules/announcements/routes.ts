import { ANNOUNCEMENT_PICTURE_LIMIT, calls, guid, guidParam } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-name.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart } from '../../lib/stream-to-storage.js';
import { fileName, sendStored } from '../media/files.js';
import { announcementHtml, pageData } from './page.js';
import { pictureExtension, storePicture } from './picture.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  endAnnouncement,
  listAnnouncements,
  pictureKey,
  picturePath,
} from './service.js';

const { announcements } = calls;

/** Staff routes under /v1. */
export const announcementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, announcements.list),
    handler: (req) => listAnnouncements(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, announcements.create),
    handler: (req) => createAnnouncement(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, announcements.end),
    handler: (req) => endAnnouncement(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, announcements.delete),
    handler: async (req) => {
      await deleteAnnouncement(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, announcements.picture),
    handler: async (req) => {
      if (!req.isMultipart()) throw notMultipart();
      const part = await req.file({ limits: { fileSize: ANNOUNCEMENT_PICTURE_LIMIT, files: 1 } });
      if (!part) throw badRequest('Es wurde keine Datei gesendet.');
      try {
        if (part.fieldname !== 'files') throw badRequest('Bitte die Datei im Feld files senden.');
        const ext = pictureExtension(sanitizeFileName(part.filename));
        const name = await storePicture(ctx, actorOf(req), req.params.id, ext, part.file);
        return { pictureUrl: picturePath(req.params.id, name) };
      } finally {
        part.file.resume();
      }
    },
  });
};

/** The public page Android players load as the announcement's WEB item, and its picture. */
export const announcementPageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/announcement/:id', {
    config: { access: { public: true } },
    schema: { hide: true, params: guidParam },
    handler: async (req, reply) => {
      const row = await pageData(ctx, req.params.id);
      if (!row) throw notFound('Ankündigung');
      const pictureUrl = row.picture ? picturePath(req.params.id, row.picture) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(announcementHtml({ text: row.text, colour: row.colour, pictureUrl }));
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/announcement/:id/:file',
    config: { access: { public: true } },
    schema: { hide: true, params: z.object({ id: guid, file: fileName }) },
    handler: (req, reply) => sendStored(ctx.files, pictureKey(req.params.id, req.params.file), req, reply),
  });
};
