import {
  APP_PACKAGE_MAX_BYTES,
  appListQuery,
  appNameParam,
  appUpdate,
  appUploadResponse,
  appVersion,
  guidParam,
  R,
  successSchema,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart } from '../../lib/stream-to-storage.js';
import { prepareUpload, storePackage } from './package-upload.js';
import { toAppVersion } from './repository.js';
import { createApp, deleteApp, getApp, listApps, updateApp } from './service.js';

const access = { anyOf: [R.apps] };
const tags = ['App Versionen'];

export const appRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/apps/list', {
    config: { access },
    schema: {
      tags,
      summary: 'App-Versionen auflisten',
      querystring: appListQuery,
      response: { 200: z.array(appVersion) },
    },
    handler: (req) => listApps(ctx, req.query.keyWord),
  });
  app.post('/apps', {
    config: { access },
    schema: { tags, summary: "Leere App-Version anlegen ('Neue Version n')", response: { 200: appVersion } },
    handler: (req) => createApp(ctx, actorOf(req)),
  });
  app.get('/apps/:id', {
    config: { access },
    schema: { tags, summary: 'App-Version laden', params: guidParam, response: { 200: appVersion } },
    handler: async (req) => toAppVersion(await getApp(ctx, req.params.id)),
  });
  app.post('/apps/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'App-Version speichern (isDefault 1 nimmt allen anderen den Standard)',
      params: guidParam,
      body: appUpdate,
      response: { 200: appVersion },
    },
    handler: (req) => updateApp(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/apps/:id/delete', {
    config: { access },
    schema: { tags, summary: 'App-Version löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteApp(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.post('/apps/upload/:name', {
    config: { access },
    schema: {
      tags,
      summary: 'Player-Paket hochladen (multipart, Feld files, höchstens 200 MB, APK)',
      params: appNameParam,
      consumes: ['multipart/form-data'],
      response: { 200: appUploadResponse },
    },
    handler: async (req) => {
      const version = await prepareUpload(ctx, actorOf(req), req.params.name);
      if (!req.isMultipart()) throw notMultipart();
      const part = await req.file({ limits: { fileSize: APP_PACKAGE_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest('Es wurde keine Datei gesendet.');
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw badRequest('Bitte die Datei im Feld files senden.');
      }
      return { success: true as const, data: await storePackage(ctx, actorOf(req), version.guid, part.file) };
    },
  });
};
