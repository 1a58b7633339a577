import {
  errorSchema,
  HOTEL_IMPORT_API,
  HOTEL_IMPORT_MAX_BYTES,
  hotelImportList,
  hotelImportStarted,
  hotelImportStatus,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart, unsupportedType } from '../../lib/stream-to-storage.js';
import { TEMP_PREFIX } from '../../lib/temp-files.js';
import { spoolUpload, uploadFailure } from '../companies/upload-spool.js';
import { assertAdministrator } from '../system/service.js';
import { latestHotelImports, startHotelImport, hotelImportStatus as statusOf } from './import-runs.js';
import { HOTEL_IMPORT_RIGHT } from './policy.js';

const TOO_LARGE = 'Die Datei ist zu groß. Erlaubt ist höchstens 1 GB.';
const ACCESS = { access: { anyOf: [HOTEL_IMPORT_RIGHT] } };
const tags = ['Hotelviewer'];

/**
 * The hotel import of the system page (docs/HOTEL-IMPORT.md): upload starts it, the status tells how far.
 * Administrators only (global users with the roles right), like the system page's settings. A run is a job of
 * the job runner (JobName.hotelImport in plugins/job-registry.ts; one attempt: an interrupted run is reported as broken off, not repeated) with its status in the
 * database, so every server process shows it and a restart tells what happened.
 */
export const hotelImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(HOTEL_IMPORT_API, {
    config: ACCESS,
    schema: {
      tags,
      summary: 'Hotels importieren: JSON-Lines-Datei im Multipart-Feld file; läuft im Hintergrund (202 mit id)',
      consumes: ['multipart/form-data'],
      response: { 202: hotelImportStarted, 400: errorSchema, 413: errorSchema, 415: errorSchema },
    },
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
  app.get(HOTEL_IMPORT_API, {
    config: ACCESS,
    schema: {
      tags,
      summary: 'Die letzten Hotelimporte, neueste zuerst (Stand, auch nach einem Neustart des Servers)',
      response: { 200: hotelImportList },
    },
    handler: async (req) => {
      assertAdministrator(actorOf(req));
      return { items: await latestHotelImports(ctx) };
    },
  });
  app.get(`${HOTEL_IMPORT_API}/:id`, {
    config: ACCESS,
    schema: {
      tags,
      summary: 'Stand eines Hotelimports (Zeilen, neu, geändert, Fehler mit Zeilennummer)',
      params: z.object({ id: z.string() }),
      response: { 200: hotelImportStatus, 404: errorSchema },
    },
    handler: async (req) => {
      assertAdministrator(actorOf(req));
      const status = await statusOf(ctx, req.params.id);
      if (!status) throw notFound('Der Import');
      return status;
    },
  });
};
