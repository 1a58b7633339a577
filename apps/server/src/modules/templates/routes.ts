import { calls, TEMPLATE_FILE_MAX_BYTES, TEMPLATE_FILES_PER_UPLOAD } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart } from '../../lib/stream-to-storage.js';
import { templateZip } from './download.js';
import { storeTemplateFiles } from './files.js';
import { renderPreview } from './preview.js';
import { listTemplateFiles, toTemplateFile } from './repository.js';
import {
  createTemplate,
  deleteTemplate,
  editableTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  visibleTemplate,
} from './service.js';

const { templates } = calls;
const png = { 'content-type': 'image/png', 'cache-control': 'no-store' };

export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, templates.list),
    handler: (req) => listTemplates(ctx, actorOf(req), req.body ?? {}),
  });
  app.route({ ...routeOf(app, templates.create), handler: (req) => createTemplate(ctx, actorOf(req), req.body) });
  app.route({ ...routeOf(app, templates.get), handler: (req) => getTemplate(ctx, actorOf(req), req.params.id) });
  app.route({
    ...routeOf(app, templates.update),
    handler: (req) => updateTemplate(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, templates.delete),
    handler: async (req) => {
      await deleteTemplate(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, templates.files),
    handler: async (req) => {
      await visibleTemplate(ctx, actorOf(req), req.params.id);
      return (await listTemplateFiles(ctx.db, req.params.id)).map(toTemplateFile);
    },
  });
  app.route({
    ...routeOf(app, templates.download),
    handler: async (req, reply) => {
      const zip = await templateZip(ctx, await visibleTemplate(ctx, actorOf(req), req.params.id));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', zip.disposition)
        .send(zip.stream);
    },
  });
  app.route({
    ...routeOf(app, templates.renderPreview),
    handler: async (req, reply) =>
      reply.headers(png).send(await renderPreview(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOf(app, templates.preview),
    handler: async (req, reply) =>
      reply
        .headers(png)
        .send(await renderPreview(ctx, actorOf(req), req.params.id, { orientation: req.query.orientation })),
  });
  app.route({
    ...routeOf(app, templates.upload),
    handler: async (req) => {
      const actor = actorOf(req);
      await editableTemplate(ctx, actor, req.params.id);
      if (!req.isMultipart()) throw notMultipart();
      const parts = req.files({ limits: { fileSize: TEMPLATE_FILE_MAX_BYTES, files: TEMPLATE_FILES_PER_UPLOAD } });
      return { success: true as const, data: await storeTemplateFiles(ctx, actor, req.params.id, parts) };
    },
  });
};
