import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import {
  operatorImageParams,
  operatorImageQuery,
  operatorOfferEvidence,
  operatorOfferImages,
  operatorOfferParams,
  operatorOfferQuery,
} from '../schemas/operator-evidence.js';
import {
  accessQuery,
  operatorAccessPage,
  operatorMe,
  operatorReport,
  operatorReportQuery,
  tokenCreated,
  tokenInput,
  tokenRecord,
} from '../schemas/operators.js';
import { defineCall, XLSX_TYPE } from './define.js';

/** The portal's reports: an operator's users, with a session or a personal access token. */
const read = { operator: [R.operatorPortal], token: true } as const;
/** The portal's own settings (tokens): only with a session. */
const session = { operator: [R.operatorPortal] } as const;
/** An operator administrator's view of its users' accesses (session only). */
const admin = { operator: [R.operatorAdmin] } as const;
const tags = ['Veranstalter'];

/** What the portal's reading calls say about who may ask and what they answer (OpenAPI description). */
const SCOPE = `Nur für Benutzer eines Veranstalters (Sitzung oder persönlicher Zugangsschlüssel \`Authorization: Bearer vt_…\`,
nur lesend, höchstens 60 Anfragen je Minute und Schlüssel). Nur die eigenen Angebote (Codes des Veranstalters), nur aus
Agenturen, die Nachweise für diesen Veranstalter freigeben, ab dem freigegebenen Tag; bei Freigabe „nur Region“ statt
der Agentur das PLZ-Gebiet (die ersten zwei Ziffern der Postleitzahl des Standorts). Jede Anfrage wird protokolliert.

Beispiel: \`curl -H "Authorization: Bearer vt_…" "https://…/v1/operator/report?from=2026-05-01&to=2026-05-31&by=offer"\``;

/** The operator portal (/v1/operator/…): its reports and exports, an offer's proof, its tokens, its users' accesses. */
export const operatorPortalCalls = {
  me: defineCall({
    method: 'GET',
    path: '/v1/operator/me',
    access: read,
    tags,
    summary: 'Der Veranstalter des Benutzers',
    description: SCOPE,
    answer: operatorMe,
  }),
  report: defineCall({
    method: 'GET',
    path: '/v1/operator/report',
    access: read,
    tags,
    summary:
      'Wiedergaben, Bildschirmstunden, erreichte Bildschirme und Standorte, QR-Scans je Angebot, Agentur oder Region',
    description: SCOPE,
    querystring: operatorReportQuery,
    answer: operatorReport,
  }),
  reportCsv: defineCall({
    method: 'GET',
    path: '/v1/operator/report/csv',
    access: read,
    tags,
    summary: 'Der Bericht als CSV für Excel',
    description: SCOPE,
    querystring: operatorReportQuery,
    produces: ['text/csv'],
  }),
  reportXlsx: defineCall({
    method: 'GET',
    path: '/v1/operator/report/xlsx',
    access: read,
    tags,
    summary: 'Der Bericht als Excel-Datei (.xlsx)',
    description: SCOPE,
    querystring: operatorReportQuery,
    produces: [XLSX_TYPE],
  }),
  reportPdf: defineCall({
    method: 'GET',
    path: '/v1/operator/report/pdf',
    access: read,
    tags,
    summary: 'Der Bericht als PDF',
    description: SCOPE,
    querystring: operatorReportQuery,
    produces: ['application/pdf'],
  }),
  accesses: defineCall({
    method: 'GET',
    path: '/v1/operator/accesses',
    access: admin,
    tags,
    summary: 'Die Zugriffe der eigenen Benutzer und Schlüssel (Veranstalter-Administrator)',
    querystring: accessQuery,
    answer: operatorAccessPage,
  }),
  tokens: defineCall({
    method: 'GET',
    path: '/v1/operator/tokens',
    access: session,
    tags,
    summary: 'Die eigenen Zugangsschlüssel (ohne den Schlüssel selbst)',
    answer: z.array(tokenRecord),
  }),
  createToken: defineCall({
    method: 'POST',
    path: '/v1/operator/tokens',
    access: session,
    tags,
    summary: 'Zugangsschlüssel für die eigene BI anlegen (nur jetzt sichtbar)',
    body: tokenInput,
    answer: tokenCreated,
  }),
  revokeToken: defineCall({
    method: 'DELETE',
    path: '/v1/operator/tokens/:id',
    access: session,
    tags,
    summary: 'Zugangsschlüssel widerrufen (sofort wirksam)',
    params: guidParam,
    answer: successSchema,
  }),
  offerImages: defineCall({
    method: 'GET',
    path: '/v1/operator/offers/:offerId/images',
    access: read,
    tags,
    summary: 'Die Bilder eines eigenen Angebots, die gelaufen sind, mit Ort (Agentur oder PLZ-Gebiet) und Zeit',
    description: SCOPE,
    params: operatorOfferParams,
    querystring: operatorOfferQuery,
    answer: operatorOfferImages,
  }),
  offerEvidence: defineCall({
    method: 'GET',
    path: '/v1/operator/offers/:offerId/evidence',
    access: read,
    tags,
    summary:
      'Der Nachweis eines eigenen Angebots aus dem Archiv: Versionen, Bilder mit Prüfsumme, Prüfungen beim Anbieter, je mit dem Siegel (Hash) des Eintrags',
    description: `${SCOPE}\n\nJede Bilddatei hat genau die angegebene SHA-256-Prüfsumme; Eintrag und Hash belegt das Archiv der Agentur.`,
    params: operatorOfferParams,
    querystring: operatorOfferQuery,
    answer: operatorOfferEvidence,
  }),
  offerImage: defineCall({
    method: 'GET',
    path: '/v1/operator/offers/:offerId/images/:sha256',
    access: read,
    tags,
    summary: 'Eine Bilddatei eines eigenen Angebots (PNG wie archiviert, oder Vorschau als JPEG)',
    description: SCOPE,
    params: operatorImageParams,
    querystring: operatorImageQuery,
    produces: ['image/png', 'image/jpeg'],
  }),
};
