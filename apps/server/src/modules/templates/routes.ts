import {
  guidParam,
  R,
  successSchema,
  TEMPLATE_FILE_MAX_BYTES,
  TEMPLATE_FILES_PER_UPLOAD,
  template,
  templateCreate,
  templateFile,
  templateListRequest,
  templateOrientation,
  templatePreviewRequest,
  templateSummary,
  templateUpdate,
  templateUploadResponse,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
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

/** SPEC §6: the roles right also gates Templates. */
const access = { anyOf: [R.roles] };
const tags = ['Templates'];
const png = { 'content-type': 'image/png', 'cache-control': 'no-store' };

export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/templates/list', {
    config: { access },
    schema: {
      tags,
      summary: 'Templates auflisten',
      body: templateListRequest,
      response: { 200: z.array(templateSummary) },
    },
    handler: (req) => listTemplates(ctx, actorOf(req), req.body ?? {}),
  });
  app.post('/templates', {
    config: { access },
    schema: { tags, summary: 'Leeres Template anlegen', body: templateCreate.default({}), response: { 200: template } },
    handler: (req) => createTemplate(ctx, actorOf(req), req.body),
  });
  app.get('/templates/:id', {
    config: { access },
    schema: { tags, summary: 'Template laden', params: guidParam, response: { 200: template } },
    handler: (req) => getTemplate(ctx, actorOf(req), req.params.id),
  });
  app.post('/templates/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Template speichern (config als JSON-Text, geprüft)',
      params: guidParam,
      body: templateUpdate,
      response: { 200: template },
    },
    handler: (req) => updateTemplate(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/templates/:id/delete', {
    config: { access },
    schema: { tags, summary: 'Template löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteTemplate(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.get('/templates/:id/files', {
    config: { access },
    schema: { tags, summary: 'Dateien des Templates', params: guidParam, response: { 200: z.array(templateFile) } },
    handler: async (req) => {
      await visibleTemplate(ctx, actorOf(req), req.params.id);
      return (await listTemplateFiles(ctx.db, req.params.id)).map(toTemplateFile);
    },
  });
  app.get('/templates/:id/download', {
    config: { access },
    schema: { tags, summary: 'Template als ZIP (Konfiguration und Dateien)', params: guidParam },
    handler: async (req, reply) => {
      const zip = await templateZip(ctx, await visibleTemplate(ctx, actorOf(req), req.params.id));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', zip.disposition)
        .send(zip.stream);
    },
  });
  app.post('/templates/:id/preview', {
    config: { access },
    schema: {
      tags,
      summary: 'Vorschau als PNG mit Beispieldaten (auch für ungespeicherte config)',
      params: guidParam,
      body: templatePreviewRequest.default({ orientation: 'vertical' }),
    },
    handler: async (req, reply) =>
      reply.headers(png).send(await renderPreview(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.get('/templates/:id/preview', {
    config: { access },
    schema: {
      tags,
      summary: 'Vorschau der gespeicherten config als PNG (für <img>)',
      params: guidParam,
      querystring: z.object({ orientation: templateOrientation.default('vertical') }),
    },
    handler: async (req, reply) =>
      reply
        .headers(png)
        .send(await renderPreview(ctx, actorOf(req), req.params.id, { orientation: req.query.orientation })),
  });
  app.post('/templates/upload/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Dateien hochladen (multipart, Feld files, jeder Typ, höchstens 64 MB je Datei)',
      params: guidParam,
      consumes: ['multipart/form-data'],
      response: { 200: templateUploadResponse },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      await editableTemplate(ctx, actor, req.params.id);
      if (!req.isMultipart()) throw notMultipart();
      const parts = req.files({ limits: { fileSize: TEMPLATE_FILE_MAX_BYTES, files: TEMPLATE_FILES_PER_UPLOAD } });
      return { success: true as const, data: await storeTemplateFiles(ctx, actor, req.params.id, parts) };
    },
  });
};
