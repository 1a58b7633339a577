import {
  guidParam,
  mailSearch,
  mailSendRequest,
  mailSendResponse,
  mailTemplate,
  mailTemplateCreate,
  mailTemplateUpdate,
  offlineMailTemplate,
  outboxMail,
  outboxPage,
  outboxQuery,
  R,
  successSchema,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { getOutboxMail, listOutbox, retryOutboxMail } from './outbox-service.js';
import { offlineMailTemplate as offlineDefaults, sendSingle, sendToNetworks } from './send-service.js';
import {
  createMailTemplate,
  deleteMailTemplate,
  getMailTemplate,
  listMailTemplates,
  updateMailTemplate,
} from './template-service.js';

const templates = { anyOf: [R.mails] };
const staff = { anyOf: [R.mails, R.support] };
const tags = ['Mail'];

export const mailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/mail', {
    config: { access: templates },
    schema: { tags, summary: 'Mail-Vorlagen auflisten', response: { 200: z.array(mailTemplate) } },
    handler: (req) => listMailTemplates(ctx, actorOf(req), {}),
  });
  app.post('/mail/search', {
    config: { access: templates },
    schema: { tags, summary: 'Mail-Vorlagen suchen', body: mailSearch, response: { 200: z.array(mailTemplate) } },
    handler: (req) => listMailTemplates(ctx, actorOf(req), req.body ?? {}),
  });
  app.post('/mail', {
    config: { access: templates },
    schema: {
      tags,
      summary: 'Leere Mail-Vorlage anlegen',
      body: mailTemplateCreate.default({ language: 'de' }),
      response: { 200: mailTemplate },
    },
    handler: (req) => createMailTemplate(ctx, actorOf(req), req.body),
  });
  app.get('/mail/:id', {
    config: { access: templates },
    schema: { tags, summary: 'Mail-Vorlage laden', params: guidParam, response: { 200: mailTemplate } },
    handler: (req) => getMailTemplate(ctx, actorOf(req), req.params.id),
  });
  app.put('/mail/:id', {
    config: { access: templates },
    schema: {
      tags,
      summary: 'Mail-Vorlage speichern (Zeilenumbrüche werden zu <br>)',
      params: guidParam,
      body: mailTemplateUpdate,
      response: { 200: mailTemplate },
    },
    handler: (req) => updateMailTemplate(ctx, actorOf(req), req.params.id, req.body),
  });
  app.delete('/mail/:id', {
    config: { access: templates },
    schema: { tags, summary: 'Mail-Vorlage löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteMailTemplate(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });

  app.post('/mail/send', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Mail senden: {to, subject, message} oder Liste von Geräten/Netzwerken (je Netzwerk eine Mail)',
      body: mailSendRequest,
      response: { 200: mailSendResponse },
    },
    handler: (req) => {
      const actor = actorOf(req);
      return Array.isArray(req.body) ? sendToNetworks(ctx, actor, req.body) : sendSingle(ctx, actor, req.body);
    },
  });
  app.get('/mail/offline-template', {
    config: { access: staff },
    schema: { tags, summary: 'Vorgaben des Offline-Mail-Dialogs', response: { 200: offlineMailTemplate } },
    handler: () => offlineDefaults(ctx),
  });
  app.get('/mail/outbox', {
    config: { access: staff },
    schema: { tags, summary: 'Postausgang (seitenweise)', querystring: outboxQuery, response: { 200: outboxPage } },
    handler: (req) => listOutbox(ctx, actorOf(req), req.query),
  });
  app.get('/mail/outbox/:id', {
    config: { access: staff },
    schema: { tags, summary: 'Mail im Postausgang', params: guidParam, response: { 200: outboxMail } },
    handler: (req) => getOutboxMail(ctx, actorOf(req), req.params.id),
  });
  app.post('/mail/outbox/:id/retry', {
    config: { access: staff },
    schema: { tags, summary: 'Mail erneut senden', params: guidParam, response: { 200: outboxMail } },
    handler: (req) => retryOutboxMail(ctx, actorOf(req), req.params.id),
  });
};
