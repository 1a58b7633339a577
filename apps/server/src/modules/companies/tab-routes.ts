import {
  companyChannel,
  companyDevice,
  companyPlaylist,
  companyStatsRequest,
  errorSchema,
  guidParam,
  importFailure,
  importParams,
  importQuery,
  importResult,
  R,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { TEMP_PREFIX } from '../../lib/temp-files.js';
import { ImportRejected, importLocations, importTarget } from './import-service.js';
import { statisticsCsv } from './stats.js';
import { companyChannels, companyDevices, companyPlaylists } from './tabs-service.js';
import { receiveCsv } from './upload-spool.js';

const tags = ['Netzwerke'];

export const companyTabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/companies/:id/playlists', {
    config: { access: { anyOf: [R.network, R.support] } },
    schema: {
      tags,
      summary: 'Playlists (Reiter Playlist)',
      params: guidParam,
      response: { 200: z.array(companyPlaylist) },
    },
    handler: (req) => companyPlaylists(ctx, actorOf(req), req.params.id),
  });
  app.get('/companies/:id/devices', {
    config: { access: { anyOf: [R.network, R.support, R.devices] } },
    schema: { tags, summary: 'Geräte (Reiter Geräte)', params: guidParam, response: { 200: z.array(companyDevice) } },
    handler: (req) => companyDevices(ctx, actorOf(req), req.params.id),
  });
  app.get('/companies/:id/channels', {
    config: { access: { anyOf: [R.network, R.support, R.playlist, R.channels] } },
    schema: {
      tags,
      summary: 'Channel-Playlists (channel 1 oder 20), die diese Firma nutzen kann',
      params: guidParam,
      response: { 200: z.array(companyChannel) },
    },
    handler: (req) => companyChannels(ctx, actorOf(req), req.params.id),
  });
  app.post('/companies/stats', {
    config: { access: { anyOf: [R.networkCreate] } },
    schema: {
      tags,
      summary: 'Statistik als CSV (export.csv: UTF-8 mit BOM, Semikolon, CRLF)',
      body: companyStatsRequest,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const csv = await statisticsCsv(ctx, actorOf(req), req.body ?? {});
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .send(Buffer.from(csv, 'utf8'));
    },
  });
  app.post('/companies/upload/:companyId', {
    config: { access: { anyOf: [R.network] } },
    schema: {
      tags,
      summary: 'Standorte aus CSV importieren (multipart, Feld files); isPreview=true (Vorgabe) legt nichts an',
      params: importParams,
      querystring: importQuery,
      consumes: ['multipart/form-data'],
      response: { 200: importResult, 400: z.union([importFailure, errorSchema]) },
    },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const network = await importTarget(ctx, actor, req.params.companyId);
      const upload = await receiveCsv(req, ctx.files.tempPath(`${TEMP_PREFIX}/imports`));
      try {
        return await importLocations(ctx, actor, network, upload, req.query.isPreview);
      } catch (err) {
        if (!(err instanceof ImportRejected)) throw err;
        return reply
          .code(400)
          .send({ success: false, error: { code: err.code, message: err.message }, result: err.result });
      } finally {
        await upload.remove();
      }
    },
  });
};
