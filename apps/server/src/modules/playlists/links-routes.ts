import {
  createAndLinkCompanies,
  createAndLinkDevices,
  guid,
  linkCompanies,
  linkResult,
  playlistDetail,
  playlistLocation,
  playlistParams,
  R,
  shareRequest,
  shareResult,
  successSchema,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import {
  createAndLinkCompanies as createAndLinkCompaniesService,
  createAndLinkDevices as createAndLinkDevicesService,
  linkCompanies as linkCompaniesService,
  playlistLocations,
  sharePlaylist,
} from './distribution-service.js';
import { clonePlaylist, linkCompany, linkPlaylist, linkToDevice, removeClone, unlinkCompany } from './links-service.js';

const playlist = { anyOf: [R.playlist] };
const channels = { anyOf: [R.channels] };
const tags = ['Playlists: Verknüpfungen und Kanäle'];
const byCompany = z.object({ playlist: guid, company: guid });

/** Links between playlists, devices and companies (channel distribution, clones, sharing). */
export const linkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/playlists/linkToDevice/:playlistGuid/:deviceGuid', {
    config: { access: { anyOf: [R.playlist, R.devices] } },
    schema: {
      tags,
      summary: 'Gerät spielt diese Playlist (device.guidPlaylist)',
      params: z.object({ playlistGuid: guid, deviceGuid: guid }),
      response: { 200: successSchema },
    },
    handler: (req) => linkToDevice(ctx, actorOf(req), req.params.playlistGuid, req.params.deviceGuid),
  });
  app.get('/playlists/linkpl/:playlistGuid/:targetPlaylistGuid', {
    config: { access: playlist },
    schema: {
      tags,
      summary: 'Playlist (Kanal) als PLAYLIST-Eintrag in die Ziel-Playlist einfügen',
      params: z.object({ playlistGuid: guid, targetPlaylistGuid: guid }),
      response: { 200: linkResult },
    },
    handler: (req) => linkPlaylist(ctx, actorOf(req), req.params.playlistGuid, req.params.targetPlaylistGuid),
  });
  app.get('/playlists/link/:playlist/:company', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Kanal einem Netzwerk/Standort zuweisen',
      params: byCompany,
      response: { 200: linkResult },
    },
    handler: (req) => linkCompany(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.get('/playlists/unlink/:playlist/company/:company', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Kanal bei Netzwerk/Standort entfernen',
      params: byCompany,
      response: { 200: linkResult },
    },
    handler: (req) => unlinkCompany(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.get('/playlists/clone/:playlist/:company', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Kopie für ein Unternehmen (clonedFrom)',
      params: byCompany,
      response: { 200: playlistDetail },
    },
    handler: (req) => clonePlaylist(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.get('/playlists/removeClone/:playlist/company/:company', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Kopien der Playlist beim Unternehmen löschen',
      params: byCompany,
      response: { 200: z.object({ success: z.boolean(), removed: z.number().int() }) },
    },
    handler: (req) => removeClone(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.post('/playlists/createAndLinkDevices', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Playlists in die Schleifen der Geräte einfügen',
      body: createAndLinkDevices,
      response: { 200: linkResult },
    },
    handler: (req) => createAndLinkDevicesService(ctx, actorOf(req), req.body),
  });
  app.post('/playlists/createAndLinkCompanies', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Playlists in die Schleifen der Unternehmen einfügen',
      body: createAndLinkCompanies,
      response: { 200: linkResult },
    },
    handler: (req) => createAndLinkCompaniesService(ctx, actorOf(req), req.body),
  });
  app.post('/playlists/linkCompanies', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Kanal-Zuweisung: fehlende hinzufügen, sonst nicht mehr gewählte entfernen',
      body: linkCompanies,
      response: { 200: linkResult },
    },
    handler: (req) => linkCompaniesService(ctx, actorOf(req), req.body),
  });
  app.get('/playlists/:id/locations/:x', {
    config: { access: channels },
    schema: {
      tags,
      summary: 'Standorte eines Netzwerks (x) mit Zuweisung dieser Playlist',
      params: z.object({ id: guid, x: guid }),
      response: { 200: z.array(playlistLocation) },
    },
    handler: (req) => playlistLocations(ctx, actorOf(req), req.params.id, req.params.x),
  });
  app.post('/playlists/:id/share', {
    config: { access: { anyOf: [R.playlist, R.channels] } },
    schema: {
      tags,
      summary: 'Playlist eines Veranstalter-Netzwerks an Standorte verteilen',
      params: playlistParams,
      body: shareRequest,
      response: { 200: shareResult },
    },
    handler: (req) => sharePlaylist(ctx, actorOf(req), req.params.id, req.body),
  });
};
