import { APP_PACKAGE_MAX_BYTES, calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart } from '../../lib/stream-to-storage.js';
import { prepareUpload, storePackage } from './package-upload.js';
import { toAppVersion } from './repository.js';
import { createApp, deleteApp, getApp, listApps, updateApp } from './service.js';

const { apps } = calls;

export const appRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, apps.list),
    handler: (req) => listApps(ctx, req.query.keyWord),
  });
  app.route({
    ...routeOf(app, apps.create),
    handler: (req) => createApp(ctx, actorOf(req)),
  });
  app.route({
    ...routeOf(app, apps.get),
    handler: async (req) => toAppVersion(await getApp(ctx, req.params.id)),
  });
  app.route({
    ...routeOf(app, apps.update),
    handler: (req) => updateApp(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, apps.delete),
    handler: async (req) => {
      await deleteApp(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, apps.upload),
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
