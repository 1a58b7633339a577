import { R } from '../rights.js';
import {
  companyMedia,
  companyMediaParams,
  deleteGlobalRequest,
  deleteGlobalResult,
  mediaAllRequest,
  mediaAllResponse,
  mediaStatus,
} from '../schemas/media.js';
import { defineCall } from './define.js';

/** The Medien menu; the Verwaltung (status, deleteGlobal) is limited further (server: media/policy.ts). */
const media = { anyOf: [R.media] } as const;
/** A network's or location's Medien tab, also read by the playlist editor. */
const perCompany = { anyOf: [R.media, R.playlist] } as const;
const tags = ['Medien'];

/** SPEC §7 Media. The media's place in loops (POST /v1/media/:companyId/item/active) belongs to the playlists. */
export const mediaCalls = {
  companyItems: defineCall({
    method: 'GET',
    path: '/v1/media/:companyId/items',
    access: perCompany,
    tags,
    summary: 'Medien eines Unternehmens (Netzwerk: mit Standorten) und Zähler',
    params: companyMediaParams,
    answer: companyMedia,
  }),
  all: defineCall({
    method: 'POST',
    path: '/v1/media/all',
    access: media,
    tags,
    summary: 'Alle Medien, seitenweise (gridParams: page, itemsPerPage, sortBy, sortDesc, keyWord)',
    body: mediaAllRequest.default({ gridParams: { page: 1, itemsPerPage: 10 } }),
    answer: mediaAllResponse,
  }),
  status: defineCall({
    method: 'GET',
    path: '/v1/media/status',
    access: media,
    tags,
    summary: 'Medien Verwaltung: löschbare Medien und Speicherbelegung',
    answer: mediaStatus,
  }),
  deleteGlobal: defineCall({
    method: 'POST',
    path: '/v1/media/status/deleteGlobal',
    access: media,
    tags,
    summary: 'Nicht mehr verwendete Medien samt Dateien löschen',
    body: deleteGlobalRequest,
    answer: deleteGlobalResult,
  }),
};
