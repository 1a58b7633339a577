import { errorSchema, guid, R, uploadQuery, uploadResponse } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { receiveUploads } from './receive.js';
import { uploadToPlaylist } from './service.js';

/** POST /v1/playlists/upload/{playlistGuid}?active=1 (multipart, field files). */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/playlists/upload/:playlistGuid', {
    config: { access: { anyOf: [R.playlist] } },
    schema: {
      tags: ['Uploads'],
      summary: 'Datei (mp4, jpg, png, mov, mpeg; höchstens 100 MB) in die Playlist hochladen',
      description:
        'multipart/form-data mit einer oder mehreren Dateien (höchstens 20) im Feld files; alle oder keine werden ' +
        'gespeichert, data.files nennt jede. 413 sobald die Grenze überschritten ist, ' +
        '415 bei falscher Endung oder falschem Inhalt, 409 wenn die Sendeschleife voll ist. Videos werden ' +
        'danach im Hintergrund in ein Web-MP4 umgewandelt (convertStatus).',
      consumes: ['multipart/form-data'],
      params: z.object({ playlistGuid: guid }),
      querystring: uploadQuery,
      response: { 200: uploadResponse, 409: errorSchema, 413: errorSchema, 415: errorSchema },
    },
    handler: async (req, reply) => {
      const { answer, serverTiming } = await uploadToPlaylist(
        ctx,
        actorOf(req),
        req.params.playlistGuid,
        (options) => receiveUploads(req, reply, options),
        { active: req.query.active === 0 ? 0 : 1 },
      );
      reply.header('server-timing', serverTiming);
      return answer;
    },
  });
};
