import { z } from 'zod';
import { R } from '../rights.js';
import {
  campaignNetworkParams,
  campaignParams,
  campaignPublish,
  campaignSummary,
  campaignView,
  campaignWithdrawResult,
  copyDecided,
  copyDecision,
  copyParams,
  holdDecided,
  holdParams,
  offerApproval,
} from '../schemas/campaigns.js';
import { errorSchema } from '../schemas/common.js';
import { deleteConfirmationRequired } from '../schemas/deletion.js';
import { defineCall } from './define.js';

/** Publishing, the campaign view and withdrawing; the service checks the network's Playlist tab right and reach. */
const publish = { anyOf: [R.network, R.playlist] } as const;
/** Approving or declining a location's copy; the service checks that the copy's location is in the user's reach. */
const approve = { anyOf: [R.offerApprove] } as const;
const tags = ['Reise der Woche'];

/** 'Reise der Woche': a network publishes one offer to its locations, each location's copy approved or declined. */
export const campaignCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/campaigns/network/:network',
    access: publish,
    tags,
    summary: 'Veröffentlichte Angebote des Netzwerks mit Fortschritt',
    params: campaignNetworkParams,
    answer: z.array(campaignSummary),
  }),
  publish: defineCall({
    method: 'POST',
    path: '/v1/campaigns/network/:network',
    access: publish,
    tags,
    summary:
      'Angebot an Standorte des Netzwerks veröffentlichen (erneut: ersetzt); jeder Standort bekommt eine eigene Kopie',
    description:
      'Erneut veröffentlicht mit einer Auswahl, die Standorte auslässt, an denen das Angebot läuft, wartet oder noch gerendert wird, wird es dort abgenommen. Ohne confirm=true antwortet der Server dann 409 (error.code CONFIRM_DELETE) und nennt in error.details die Standorte (locations) und die Bildschirme, die es zeigen (devices).',
    params: campaignNetworkParams,
    body: campaignPublish,
    answer: campaignSummary,
    errors: { 409: z.union([deleteConfirmationRequired, errorSchema]) },
  }),
  view: defineCall({
    method: 'GET',
    path: '/v1/campaigns/:campaign',
    access: publish,
    tags,
    summary: 'Stand je Standort: läuft, wartet, abgelehnt, vom Re-Check geändert; Abspielungen und QR-Scans',
    params: campaignParams,
    answer: campaignView,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/v1/campaigns/:campaign/withdraw',
    access: publish,
    tags,
    summary: 'Überall zurückziehen: alle Kopien verlassen die Schleifen',
    params: campaignParams,
    answer: campaignWithdrawResult,
  }),
  approvals: defineCall({
    method: 'GET',
    path: '/v1/offer-approvals',
    access: approve,
    tags,
    summary: 'Angebote, die auf die Freigabe des Benutzers warten (Dashboard „Zur Freigabe“)',
    answer: z.array(offerApproval),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/v1/campaigns/:campaign/copies/:location/approve',
    access: approve,
    tags,
    summary: 'Kopie des Standorts freigeben: sie läuft ab jetzt',
    params: copyParams,
    answer: copyDecided,
  }),
  decline: defineCall({
    method: 'POST',
    path: '/v1/campaigns/:campaign/copies/:location/decline',
    access: approve,
    tags,
    summary: '„Nicht bei uns“: die Kopie des Standorts läuft nicht',
    params: copyParams,
    body: copyDecision.default({}),
    answer: copyDecided,
  }),
  approveHold: defineCall({
    method: 'POST',
    path: '/v1/offer-holds/:hold/approve',
    access: approve,
    tags,
    summary: 'Im Angebotstool hinzugefügtes Angebot freigeben: es kommt jetzt in die gewählten Playlists',
    params: holdParams,
    answer: holdDecided,
  }),
  declineHold: defineCall({
    method: 'POST',
    path: '/v1/offer-holds/:hold/decline',
    access: approve,
    tags,
    summary: 'Im Angebotstool hinzugefügtes Angebot ablehnen: es läuft nicht',
    params: holdParams,
    body: copyDecision.default({}),
    answer: holdDecided,
  }),
};
