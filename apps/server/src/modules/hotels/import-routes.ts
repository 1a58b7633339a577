import { calls, HOTEL_IMPORT_MAX_BYTES } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart, unsupportedType } from '../../lib/stream-to-storage.js';
import { TEMP_PREFIX } from '../../lib/temp-files.js';
import { spoolUpload, uploadFailure } from '../companies/upload-spool.js';
import { assertAdministrator } from '../system/service.js';
import { latestHotelImports, startHotelImport, hotelImportStatus as statusOf } from './import-runs.js';

const TOO_LARGE = 'Die Datei ist zu groß. Erlaubt ist höchstens 1 GB.';
const { hotels } = calls;

/**
 * The hotel import of the system page (docs/HOTEL-IMPORT.md): upload starts it, the status tells how far.
 * Administrators only (global users with the roles right), like the system page's settings. A run is a job of
 * the job runner (JobName.hotelImport in plugins/job-registry.ts; one attempt: an interrupted run is reported as broken off, not repeated) with its status in the
 * database, so every server process shows it and a restart tells what happened.
 */
export const hotelImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, hotels.startImport),
    handler: async (req, reply) => {
      // The directory is shared by every network: a network administrator's roles right is not enough.
      assertAdministrator(actorOf(req));
      if (!req.isMultipart()) throw notMultipart();
      const part = await req.file({ limits: { fileSize: HOTEL_IMPORT_MAX_BYTES, files: 1 } }).catch((err: unknown) => {
        throw uploadFailure(err, TOO_LARGE);
      });
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw badRequest('Es wurde keine Datei hochgeladen (Feld file).');
      }
      if (!/\.(jsonl|ndjson|json|txt)$/i.test(part.filename)) {
        part.file.resume();
        throw unsupportedType(
          'Dateityp nicht erlaubt. Erlaubt sind JSON-Lines-Dateien (.jsonl, .ndjson, .json, .txt).',
        );
      }
      const spooled = await spoolUpload(part.file, ctx.files.tempPath(`${TEMP_PREFIX}/imports`), {
        maxBytes: HOTEL_IMPORT_MAX_BYTES,
        tooLargeMessage: TOO_LARGE,
        fileName: 'hotels.jsonl',
      });
      try {
        return reply.code(202).send({ id: await startHotelImport(ctx, spooled.path) });
      } finally {
        await spooled.remove();
      }
    },
  });
  app.route({
    ...routeOf(app, hotels.imports),
    handler: async (req) => {
      assertAdministrator(actorOf(req));
      return { items: await latestHotelImports(ctx) };
    },
  });
  app.route({
    ...routeOf(app, hotels.importStatus),
    handler: async (req) => {
      assertAdministrator(actorOf(req));
      const status = await statusOf(ctx, req.params.id);
      if (!status) throw notFound('Der Import');
      return status;
    },
  });
};
