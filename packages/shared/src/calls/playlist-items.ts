import { z } from 'zod';
import { R } from '../rights.js';
import { successSchema } from '../schemas/common.js';
import { companyMediaParams, mediaActiveRequest, mediaActiveResult } from '../schemas/media.js';
import {
  createByMedia,
  itemGuidQuery,
  itemOrderNrRequest,
  itemsScheduleUpdate,
  itemUpdate,
  playlistItem,
  playlistItemParams,
  playlistParams,
  sortRequest,
  webItemCreate,
} from '../schemas/playlists.js';
import { defineCall } from './define.js';

/** Which playlists the user may read and change decides the server (playlists/policy.ts). */
const access = { anyOf: [R.playlist] } as const;
const tags = ['Playlist-Einträge'];

/** The items of a playlist (SPEC §4), and a media entry in the loops of a company. */
export const playlistItemCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/playlists/:id/items',
    access,
    tags,
    summary: 'Einträge in Abspielreihenfolge',
    params: playlistParams,
    answer: z.array(playlistItem),
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/playlists/:id/item',
    access,
    tags,
    summary: 'Einen Eintrag laden (?guid=…)',
    params: playlistParams,
    querystring: itemGuidQuery,
    answer: playlistItem,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/item',
    access,
    tags,
    summary: 'Einen Eintrag speichern (Name, Dauer, Gültigkeit, Zeitplan, aktiv, Tags, Adresse, orderNr)',
    params: playlistParams,
    body: itemUpdate,
    answer: playlistItem,
  }),
  schedule: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/items/schedule',
    access,
    tags,
    summary: 'Zeitplan für mehrere Einträge setzen (schedule null oder always: immer)',
    params: playlistParams,
    body: itemsScheduleUpdate,
    answer: z.array(playlistItem),
  }),
  createWeb: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/items/create',
    access,
    tags,
    summary: 'Web-Eintrag anlegen (view location: aktiv, am Ende; editor: inaktiv, orderNr 900)',
    params: playlistParams,
    body: webItemCreate.default({}),
    answer: playlistItem,
  }),
  createByMedia: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/items/createByMedia',
    access,
    tags,
    summary: 'Eintrag aus der Mediathek (guidMedia) oder Kopie eines Eintrags (guidItem) an erster Stelle',
    params: playlistParams,
    body: createByMedia,
    answer: playlistItem,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/playlists/:id/items/:itemId/delete',
    access,
    tags,
    summary: 'Eintrag löschen (ein PLAYLIST-Eintrag: Kanal entfernen)',
    params: playlistItemParams,
    answer: successSchema,
  }),
  sort: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/sort',
    access,
    tags,
    summary: 'Neue Reihenfolge (sort: JSON-Liste der Eintrags-IDs) → 10100, 10200, …',
    params: playlistParams,
    body: sortRequest,
    answer: z.array(playlistItem),
  }),
  move: defineCall({
    method: 'POST',
    path: '/v1/playlists/:id/itemOrderNr',
    access,
    tags,
    summary: 'Eintrag nach links/rechts verschieben oder orderNr setzen',
    params: playlistParams,
    body: itemOrderNrRequest,
    answer: z.array(playlistItem),
  }),
  /** Registered by the playlists module: it adds and removes items in the company's loops. */
  mediaActive: defineCall({
    method: 'POST',
    path: '/v1/media/:companyId/item/active',
    access: { anyOf: [R.media, R.playlist] },
    tags: ['Medien'],
    summary: 'Medium in den Schleifen des Unternehmens prüfen (update false) oder setzen (update true)',
    params: companyMediaParams,
    body: mediaActiveRequest,
    answer: mediaActiveResult,
  }),
};
