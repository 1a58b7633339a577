import {
  companyMediaParams,
  createByMedia,
  itemGuidQuery,
  itemOrderNrRequest,
  itemsScheduleUpdate,
  itemUpdate,
  mediaActiveRequest,
  mediaActiveResult,
  playlistItem,
  playlistItemParams,
  playlistParams,
  R,
  sortRequest,
  successSchema,
  webItemCreate,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { setItemSchedules } from './item-schedules.js';
import { createItemByMedia, createWebItem, deleteItem, getItem, ITEM, listItems, updateItem } from './items-service.js';
import { mediaActive } from './media-active.js';
import { moveItem, sortItems } from './order-service.js';

const access = { anyOf: [R.playlist] };
const perCompany = { anyOf: [R.media, R.playlist] };
const tags = ['Playlist-Einträge'];
const items = z.array(playlistItem);
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound(ITEM);
  return value;
};

export const itemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/playlists/:id/items', {
    config: { access },
    schema: { tags, summary: 'Einträge in Abspielreihenfolge', params: playlistParams, response: { 200: items } },
    handler: (req) => listItems(ctx, actorOf(req), req.params.id),
  });
  app.get('/playlists/:id/item', {
    config: { access },
    schema: {
      tags,
      summary: 'Einen Eintrag laden (?guid=…)',
      params: playlistParams,
      querystring: itemGuidQuery,
      response: { 200: playlistItem },
    },
    handler: (req) => getItem(ctx, actorOf(req), req.params.id, req.query.guid),
  });
  app.post('/playlists/:id/item', {
    config: { access },
    schema: {
      tags,
      summary: 'Einen Eintrag speichern (Name, Dauer, Gültigkeit, Zeitplan, aktiv, Tags, Adresse, orderNr)',
      params: playlistParams,
      body: itemUpdate,
      response: { 200: playlistItem },
    },
    handler: async (req) => found(await updateItem(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.post('/playlists/:id/items/schedule', {
    config: { access },
    schema: {
      tags,
      summary: 'Zeitplan für mehrere Einträge setzen (schedule null oder always: immer)',
      params: playlistParams,
      body: itemsScheduleUpdate,
      response: { 200: items },
    },
    handler: (req) => setItemSchedules(ctx, actorOf(req), req.params.id, req.body),
  });
  app.post('/playlists/:id/items/create', {
    config: { access },
    schema: {
      tags,
      summary: 'Web-Eintrag anlegen (view location: aktiv, am Ende; editor: inaktiv, orderNr 900)',
      params: playlistParams,
      body: webItemCreate.default({}),
      response: { 200: playlistItem },
    },
    handler: async (req) => found(await createWebItem(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.post('/playlists/:id/items/createByMedia', {
    config: { access },
    schema: {
      tags,
      summary: 'Eintrag aus der Mediathek (guidMedia) oder Kopie eines Eintrags (guidItem) an erster Stelle',
      params: playlistParams,
      body: createByMedia,
      response: { 200: playlistItem },
    },
    handler: async (req) => found(await createItemByMedia(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.get('/playlists/:id/items/:itemId/delete', {
    config: { access },
    schema: {
      tags,
      summary: 'Eintrag löschen (ein PLAYLIST-Eintrag: Kanal entfernen)',
      params: playlistItemParams,
      response: { 200: successSchema },
    },
    handler: async (req) => {
      await deleteItem(ctx, actorOf(req), req.params.id, req.params.itemId);
      return { success: true };
    },
  });
  app.post('/playlists/:id/sort', {
    config: { access },
    schema: {
      tags,
      summary: 'Neue Reihenfolge (sort: JSON-Liste der Eintrags-IDs) → 10100, 10200, …',
      params: playlistParams,
      body: sortRequest,
      response: { 200: items },
    },
    handler: (req) => sortItems(ctx, actorOf(req), req.params.id, req.body.sort),
  });
  app.post('/playlists/:id/itemOrderNr', {
    config: { access },
    schema: {
      tags,
      summary: 'Eintrag nach links/rechts verschieben oder orderNr setzen',
      params: playlistParams,
      body: itemOrderNrRequest,
      response: { 200: items },
    },
    handler: (req) => moveItem(ctx, actorOf(req), req.params.id, req.body),
  });
  app.post('/media/:companyId/item/active', {
    config: { access: perCompany },
    schema: {
      tags: ['Medien'],
      summary: 'Medium in den Schleifen des Unternehmens prüfen (update false) oder setzen (update true)',
      params: companyMediaParams,
      body: mediaActiveRequest,
      response: { 200: mediaActiveResult },
    },
    handler: (req) => mediaActive(ctx, actorOf(req), req.params.companyId, req.body),
  });
};
