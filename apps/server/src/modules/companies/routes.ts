import {
  company,
  companyCreate,
  companyDeleteResult,
  companyLinkParams,
  companyListRequest,
  companyUpdate,
  deleteConfirmationRequired,
  deleteConfirmQuery,
  deletionImpact,
  deviceSecretSwitch,
  errorSchema,
  guidParam,
  openingHoursSave,
  openingHoursView,
  R,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { readOpeningHours, saveOpeningHours } from './hours-service.js';
import {
  companyDeletionImpact,
  type DeletePlaylistsOfCompany,
  deleteCompany,
  linkCompany,
  unlinkCompany,
} from './membership.js';
import { withOfferCode } from './offer-code.js';
import { READ } from './policy.js';
import { createCompany, getCompany, listCompanies } from './service.js';
import { companyTabRoutes } from './tab-routes.js';
import { switchDeviceSecret, updateCompany } from './update-service.js';

/** The list also feeds the network/location pickers of the users, devices, channels, playlist and media screens. */
const LIST = { anyOf: [R.network, R.support, R.user, R.devices, R.channels, R.playlist, R.media] };
const MANAGE = { anyOf: [R.network] };
const tags = ['Netzwerke'];

/**
 * `deletePlaylistsOf`: the playlists module's deletion of a company's playlists, handed in because the playlists
 * module imports this one (it reads the companies' reach, locations and opening hours): a direct import would close
 * a cycle.
 */
export const companyRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  deletePlaylistsOf: DeletePlaylistsOfCompany;
}> = async (app, { ctx, deletePlaylistsOf }) => {
  app.post('/companies/list', {
    config: { access: LIST },
    schema: {
      tags,
      summary: 'Netzwerke und Standorte auflisten (Filter isMother, typ, guidParent, guid, keyWord)',
      body: companyListRequest,
      response: { 200: z.array(company) },
    },
    handler: (req) => listCompanies(ctx, actorOf(req), req.body ?? {}),
  });
  app.post('/companies', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary:
        'Leeres Netzwerk {isMother:1}, Veranstalter-Netzwerk {isMother:1,typ:1} oder Standort {guidParent} anlegen',
      body: companyCreate.default({}),
      response: { 200: company },
    },
    handler: (req) => createCompany(ctx, actorOf(req), req.body),
  });
  app.get('/companies/link/:company/:parent', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Standort einem Netzwerk zuordnen',
      params: companyLinkParams,
      response: { 200: company },
    },
    handler: async (req) =>
      withOfferCode(ctx, actorOf(req), await linkCompany(ctx, actorOf(req), req.params.company, req.params.parent)),
  });
  app.get('/companies/unlink/:id', {
    config: { access: MANAGE },
    schema: { tags, summary: 'Standort vom Netzwerk lösen', params: guidParam, response: { 200: company } },
    handler: async (req) => withOfferCode(ctx, actorOf(req), await unlinkCompany(ctx, actorOf(req), req.params.id)),
  });
  app.get('/companies/:id', {
    config: { access: READ },
    schema: { tags, summary: 'Netzwerk oder Standort öffnen', params: guidParam, response: { 200: company } },
    handler: async (req) => withOfferCode(ctx, actorOf(req), await getCompany(ctx, actorOf(req), req.params.id)),
  });
  app.post('/companies/:id', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Stammdaten speichern (Reiter-Recht Stammdaten)',
      params: guidParam,
      body: companyUpdate,
      response: { 200: company },
    },
    handler: async (req) =>
      withOfferCode(ctx, actorOf(req), await updateCompany(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.get('/companies/:id/opening-hours', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Öffnungszeiten eines Netzwerks oder Standorts, mit den geltenden und ihrer Herkunft',
      params: guidParam,
      response: { 200: openingHoursView },
    },
    handler: (req) => readOpeningHours(ctx, actorOf(req), req.params.id),
  });
  app.post('/companies/:id/opening-hours', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Öffnungszeiten speichern (Reiter-Recht Stammdaten)',
      description:
        'Ein Netzwerk speichert seine Vorgabe (weekly nötig), die seine Standorte übernehmen. Ein Standort ' +
        'speichert nur Eigenes: weekly ersetzt die Woche des Netzwerks (ohne weekly gilt sie), exceptions ' +
        'kommen zu den Ausnahmen des Netzwerks hinzu (am selben Datum gilt die des Standorts). hours null ' +
        'entfernt alles Eigene. holidayState: Bundesland für „Feiertage übernehmen“.',
      params: guidParam,
      body: openingHoursSave,
      response: { 200: openingHoursView },
    },
    handler: (req) => saveOpeningHours(ctx, actorOf(req), req.params.id, req.body),
  });
  app.post('/companies/:id/device-secret', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Gerätegeheimnis im Netzwerk verlangen oder nicht (Recht Netzwerke und Reiter-Recht Stammdaten)',
      description:
        'Eingeschaltet erhalten die Bildschirme des Netzwerks Inhalte nur noch mit dem Header X-Device-Secret ' +
        '(POST /v1/devices/{id}/secret); Bildschirme ohne Geheimnis bekommen 401. Ausgeschaltet genügt die GUID.',
      params: guidParam,
      body: deviceSecretSwitch,
      response: { 200: company },
    },
    handler: (req) => switchDeviceSecret(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/companies/:id/delete', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Netzwerk (ohne Standorte und Benutzer) oder Standort löschen; Geräte bleiben ohne Firma erhalten',
      description:
        'Mit der Firma gehen ihre Playlists, Vorlagen, Rollen und Kommentare; ihre Bildschirme werden gelöst, Bildschirme mit einer ihrer Playlists zeigen danach nichts, Verknüpfungen anderer Standorte auf ihre Playlists entfallen. Medien und Playlists anderer Standorte bleiben. Ohne confirm=1 antwortet der Server dann 409 (error.code CONFIRM_DELETE) und nennt in error.details, was ginge (playlists, templates, roles, devices, locations, users mit guid und name). Solange Benutzer (oder bei einem Netzwerk Standorte) zugeordnet sind: 409 CONFLICT, auch mit confirm=1.',
      params: guidParam,
      querystring: deleteConfirmQuery,
      response: { 200: companyDeleteResult, 409: z.union([deleteConfirmationRequired, errorSchema]) },
    },
    handler: (req) => deleteCompany(ctx, actorOf(req), req.params.id, deletePlaylistsOf, req.query.confirm === 1),
  });
  app.get('/companies/:id/delete/impact', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Was das Löschen der Firma mitnähme und beträfe (Playlists, Bildschirme, Benutzer …); löscht nichts',
      params: guidParam,
      response: { 200: deletionImpact },
    },
    handler: (req) => companyDeletionImpact(ctx, actorOf(req), req.params.id),
  });
  await app.register(companyTabRoutes, { ctx });
};
