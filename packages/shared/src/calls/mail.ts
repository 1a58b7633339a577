import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import {
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
} from '../schemas/mail.js';
import { defineCall } from './define.js';

/** The mail templates: the Mails menu. */
const templates = { anyOf: [R.mails] } as const;
/** Sending and the outbox: the Mails menu, and support staff (the offline mail of the devices screen). */
const staff = { anyOf: [R.mails, R.support] } as const;
const tags = ['Mail'];

export const mailCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/mail',
    access: templates,
    tags,
    summary: 'Mail-Vorlagen auflisten',
    answer: z.array(mailTemplate),
  }),
  search: defineCall({
    method: 'POST',
    path: '/v1/mail/search',
    access: templates,
    tags,
    summary: 'Mail-Vorlagen suchen',
    body: mailSearch,
    answer: z.array(mailTemplate),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/mail',
    access: templates,
    tags,
    summary: 'Leere Mail-Vorlage anlegen',
    body: mailTemplateCreate.default({ language: 'de' }),
    answer: mailTemplate,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/mail/:id',
    access: templates,
    tags,
    summary: 'Mail-Vorlage laden',
    params: guidParam,
    answer: mailTemplate,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/v1/mail/:id',
    access: templates,
    tags,
    summary: 'Mail-Vorlage speichern (Zeilenumbrüche werden zu <br>)',
    params: guidParam,
    body: mailTemplateUpdate,
    answer: mailTemplate,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/v1/mail/:id',
    access: templates,
    tags,
    summary: 'Mail-Vorlage löschen',
    params: guidParam,
    answer: successSchema,
  }),
  send: defineCall({
    method: 'POST',
    path: '/v1/mail/send',
    access: staff,
    tags,
    summary: 'Mail senden: {to, subject, message} oder Liste von Geräten/Netzwerken (je Netzwerk eine Mail)',
    body: mailSendRequest,
    answer: mailSendResponse,
  }),
  offlineTemplate: defineCall({
    method: 'GET',
    path: '/v1/mail/offline-template',
    access: staff,
    tags,
    summary: 'Vorgaben des Offline-Mail-Dialogs',
    answer: offlineMailTemplate,
  }),
  outbox: defineCall({
    method: 'GET',
    path: '/v1/mail/outbox',
    access: staff,
    tags,
    summary: 'Postausgang (seitenweise)',
    querystring: outboxQuery,
    answer: outboxPage,
  }),
  outboxMail: defineCall({
    method: 'GET',
    path: '/v1/mail/outbox/:id',
    access: staff,
    tags,
    summary: 'Mail im Postausgang',
    params: guidParam,
    answer: outboxMail,
  }),
  retry: defineCall({
    method: 'POST',
    path: '/v1/mail/outbox/:id/retry',
    access: staff,
    tags,
    summary: 'Mail erneut senden',
    params: guidParam,
    answer: outboxMail,
  }),
};
