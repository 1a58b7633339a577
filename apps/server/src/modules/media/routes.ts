import {
  companyMediaParams,
  companyMedia as companyMediaResponse,
  deleteGlobalRequest,
  deleteGlobalResult,
  mediaAllRequest,
  mediaAllResponse,
  mediaStatus as mediaStatusResponse,
  R,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { assertMayManage } from './policy.js';
import { allMedia, companyMedia, deleteGlobal, mediaStatus } from './service.js';

const media = { anyOf: [R.media] };
const perCompany = { anyOf: [R.media, R.playlist] };
const tags = ['Medien'];

/** SPEC §7 Media (under /v1); the video conversion is a job (plugins/job-registry.ts). The media's place in loops
 * (POST /media/:companyId/item/active) is playlists' (items-routes.ts). */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/media/:companyId/items', {
    config: { access: perCompany },
    schema: {
      tags,
      summary: 'Medien eines Unternehmens (Netzwerk: mit Standorten) und Zähler',
      params: companyMediaParams,
      response: { 200: companyMediaResponse },
    },
    handler: (req) => companyMedia(ctx, actorOf(req), req.params.companyId),
  });
  app.post('/media/all', {
    config: { access: media },
    schema: {
      tags,
      summary: 'Alle Medien, seitenweise (gridParams: page, itemsPerPage, sortBy, sortDesc, keyWord)',
      body: mediaAllRequest.default({ gridParams: { page: 1, itemsPerPage: 10 } }),
      response: { 200: mediaAllResponse },
    },
    handler: (req) => allMedia(ctx, actorOf(req), req.body.gridParams),
  });
  app.get('/media/status', {
    config: { access: media },
    schema: {
      tags,
      summary: 'Medien Verwaltung: löschbare Medien und Speicherbelegung',
      response: { 200: mediaStatusResponse },
    },
    handler: (req) => {
      assertMayManage(actorOf(req));
      return mediaStatus(ctx, actorOf(req));
    },
  });
  app.post('/media/status/deleteGlobal', {
    config: { access: media },
    schema: {
      tags,
      summary: 'Nicht mehr verwendete Medien samt Dateien löschen',
      body: deleteGlobalRequest,
      response: { 200: deleteGlobalResult },
    },
    handler: (req) => {
      assertMayManage(actorOf(req));
      return deleteGlobal(ctx, actorOf(req), req.body.items);
    },
  });
};
