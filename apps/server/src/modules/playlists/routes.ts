import {
  channelEntry,
  channelListQuery,
  deleteConfirmationRequired,
  deleteConfirmQuery,
  deletionImpact,
  errorSchema,
  playlistCreate,
  playlistDetail,
  playlistListQuery,
  playlistParams,
  playlistStats,
  playlistSummary,
  playlistUpdate,
  R,
  successSchema,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { itemRoutes } from './items-routes.js';
import { linkRoutes } from './links-routes.js';
import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listChannels,
  listPlaylists,
  playlistDeletionImpact,
  playlistStats as stats,
  updatePlaylist,
} from './service.js';

const access = { anyOf: [R.playlist] };
const tags = ['Playlists'];

/** SPEC §7 Playlists: every call under /v1/playlists, plus channels/list. */
export const playlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/playlists/list', {
    config: { access },
    schema: {
      tags,
      summary: 'Playlists auflisten (showAll: auch Kanäle und globale Playlists)',
      querystring: playlistListQuery,
      response: { 200: z.array(playlistSummary) },
    },
    handler: (req) => listPlaylists(ctx, actorOf(req), req.query),
  });
  app.post('/playlists', {
    config: { access },
    schema: { tags, summary: 'Playlist anlegen', body: playlistCreate.default({}), response: { 200: playlistDetail } },
    handler: (req) => createPlaylist(ctx, actorOf(req), req.body),
  });
  app.get('/playlists/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Playlist mit Einträgen laden',
      params: playlistParams,
      response: { 200: playlistDetail },
    },
    handler: (req) => getPlaylist(ctx, actorOf(req), req.params.id),
  });
  app.post('/playlists/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Playlist speichern',
      params: playlistParams,
      body: playlistUpdate,
      response: { 200: playlistDetail },
    },
    handler: (req) => updatePlaylist(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/playlists/:id/delete', {
    config: { access },
    schema: {
      tags,
      summary: 'Playlist löschen (spielen Bildschirme sie oder verknüpfen Standorte sie: nur mit confirm=1)',
      description:
        'Ohne confirm=1 antwortet der Server 409 (error.code CONFIRM_DELETE), solange Bildschirme die Playlist spielen oder Playlists anderer Standorte sie verknüpfen; error.details nennt sie (devices, locations mit guid und name). Mit confirm=1 wird gelöscht: die Bildschirme haben danach keine Playlist, die Verknüpfungen entfallen.',
      params: playlistParams,
      querystring: deleteConfirmQuery,
      response: { 200: successSchema, 409: z.union([deleteConfirmationRequired, errorSchema]) },
    },
    handler: async (req) => {
      await deletePlaylist(ctx, actorOf(req), req.params.id, req.query.confirm === 1);
      return { success: true };
    },
  });
  app.get('/playlists/:id/delete/impact', {
    config: { access },
    schema: {
      tags,
      summary: 'Was das Löschen der Playlist beträfe (Bildschirme, verknüpfende Standorte); löscht nichts',
      params: playlistParams,
      response: { 200: deletionImpact },
    },
    handler: (req) => playlistDeletionImpact(ctx, actorOf(req), req.params.id),
  });
  app.get('/playlists/:id/stats', {
    config: { access: { anyOf: [R.playlist, R.channels] } },
    schema: {
      tags,
      summary: 'Statistik: Geräte, Unternehmen, Verknüpfungen',
      params: playlistParams,
      response: { 200: playlistStats },
    },
    handler: (req) => stats(ctx, actorOf(req), req.params.id),
  });
  app.get('/channels/list', {
    config: { access: { anyOf: [R.channels, R.playlist] } },
    schema: {
      tags: ['Kanäle'],
      summary: 'Kanäle (1) und Veranstalter-Kanäle (20), die der Benutzer lesen darf',
      querystring: channelListQuery,
      response: { 200: z.array(channelEntry) },
    },
    handler: (req) => listChannels(ctx, actorOf(req), req.query),
  });
  await app.register(itemRoutes, { ctx });
  await app.register(linkRoutes, { ctx });
};
