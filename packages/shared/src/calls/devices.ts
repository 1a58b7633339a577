import { DEVICE_READ_RIGHTS, R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import {
  archiveRequest,
  device,
  deviceGuidParam,
  deviceLinkParams,
  deviceListRequest,
  deviceListResponse,
  deviceSecretResponse,
  deviceUpdate,
  deviceUploadResponse,
  monitorUpdate,
  supportQuery,
  supportResponse,
  unknownDeleteRequest,
  unknownDeleteResponse,
  unknownDeviceList,
} from '../schemas/devices.js';
import { deviceGlass, glassLatest, glassLatestQuery } from '../schemas/glass.js';
import { deviceSnapshot } from '../schemas/now-playing.js';
import { pairingClaim, pairingClaimResponse } from '../schemas/pairing.js';
import { playerResponse } from '../schemas/player.js';
import { playlistDetail } from '../schemas/playlists.js';
import { defineCall } from './define.js';

const manage = { anyOf: [R.devices] } as const;
/** The Geräte tile right lets a user see (not change) the devices in reach: a location user's 'Mein Standort'. */
const read = { anyOf: DEVICE_READ_RIGHTS } as const;
const supportOrManage = { anyOf: [R.devices, R.support] } as const;
/** SPEC §6: the stage (shop-window) picture upload has its own right. */
const stageUploadPicture = { anyOf: ['RIGHT_COMP_STAGE_UPLOAD_PICTURE'] } as const;
/** Who sees a device's support tab (Wartungsmanager) may ask for its picture and check; the device must be in reach. */
const support = { anyOf: [R.support] } as const;
const SCOPE =
  'Recht RIGHT_COMP_VISIBLE_SUPPORT (wer den Wartungsmanager sieht), nur für Geräte in der eigenen Reichweite (sonst 404).';
const tags = ['Geräte'];

/**
 * The devices (/v1/devices): list, unknown screens, pairing, support list, a device's edits, its loop and location
 * picture; what a screen shows: its current picture (snapshot) and the glass check (also /v1/glass/latest).
 */
export const deviceCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/devices/list',
    access: read,
    tags,
    summary: 'Geräte auflisten (SPEC §4: ohne showAll nur Geräte ohne Netzwerk, die nicht ACTIVE sind; VER nie)',
    body: deviceListRequest,
    answer: deviceListResponse,
  }),
  unknown: defineCall({
    method: 'GET',
    path: '/v1/devices/unknown',
    access: manage,
    tags,
    summary: 'Unbekannte Geräte: neue Geräte ohne Netzwerk (Recht Geräte und „Netzwerke anlegen“)',
    answer: unknownDeviceList,
  }),
  deleteUnknown: defineCall({
    method: 'POST',
    path: '/v1/devices/unknown/delete',
    access: manage,
    tags,
    summary: 'Unbekannte Geräte löschen: {all:true} oder {guids:[…]}; zugeordnete Geräte bleiben unberührt',
    body: unknownDeleteRequest,
    answer: unknownDeleteResponse,
  }),
  pair: defineCall({
    method: 'POST',
    path: '/v1/devices/pair',
    access: manage,
    tags,
    summary: 'Bildschirm koppeln: Code vom Bildschirm, Netzwerk, Standort und Playlist (Recht Geräte)',
    description:
      'Der Bildschirm, der den Code zeigt (POST /api/pairing), wird dem Standort zugeordnet und spielt die ' +
      'Playlist ab seinem nächsten Abruf. Groß-/Kleinschreibung und Leerzeichen im Code zählen nicht. ' +
      'Standort und Playlist müssen in der eigenen Reichweite liegen. Unbekannter oder abgelaufener Code: 404; ' +
      'höchstens 10 falsche Codes je Benutzer und 15 Minuten (sonst 429).',
    body: pairingClaim,
    answer: pairingClaimResponse,
  }),
  support: defineCall({
    method: 'GET',
    path: '/v1/devices/support',
    access: support,
    tags,
    summary: 'Support-Liste: standardmäßig nur Offline-Geräte; Filter, Zähler und Seiten (10/20/50/100)',
    querystring: supportQuery,
    answer: supportResponse,
  }),
  link: defineCall({
    method: 'GET',
    path: '/v1/devices/link/:companyId/:deviceGuid',
    access: manage,
    tags,
    summary: 'Gerät einem Standort oder Netzwerk zuweisen (guidParent = dessen Netzwerk)',
    params: deviceLinkParams,
    answer: device,
  }),
  saveMonitor: defineCall({
    method: 'POST',
    path: '/v1/devices/JSON/:id',
    access: manage,
    tags,
    summary: 'Monitorposition (jsonMonitor) speichern; Seitenverhältnis- und NaN-Regel (SPEC §5) werden angewandt',
    params: guidParam,
    body: monitorUpdate,
    answer: device,
  }),
  archive: defineCall({
    method: 'POST',
    path: '/v1/devices/archive/:id',
    access: supportOrManage,
    tags,
    summary: 'Gerät archivieren (isArchived 1) oder reaktivieren (0, nur mit RIGHT_NETWORK_CREATE)',
    params: guidParam,
    body: archiveRequest,
    answer: device,
  }),
  uploadBackground: defineCall({
    method: 'POST',
    path: '/v1/devices/upload/:deviceGuid/background',
    access: stageUploadPicture,
    tags,
    summary:
      'Standort-/Schaufensterbild hochladen (RIGHT_COMP_STAGE_UPLOAD_PICTURE; multipart, Feld files; ' +
      'mp4, jpg, png, mov, mpeg; höchstens 64 MB; Bilder werden dekodiert, Videos mit ffprobe geprüft)',
    params: deviceGuidParam,
    consumes: ['multipart/form-data'],
    answer: deviceUploadResponse,
  }),
  playerAnswer: defineCall({
    method: 'GET',
    path: '/v1/devices/:id/playlist',
    access: read,
    tags,
    summary: 'Was der Bildschirm jetzt erhält (wie GET /api/playlist, aber ohne Heartbeat)',
    description:
      'Die Antwort des Bildschirmprotokolls für dieses Gerät, für die Ansicht „Aktuelle Playlist“. ' +
      'Zählt nicht als Lebenszeichen und braucht kein Gerätegeheimnis.',
    params: guidParam,
    answer: playerResponse,
  }),
  loop: defineCall({
    method: 'GET',
    path: '/v1/devices/:id/loop',
    access: read,
    tags,
    summary: 'Die Sendeschleife des Geräts mit Einträgen (für die Bühnen-Vorschau)',
    description:
      'Die Playlist, die das Gerät abspielt, für alle, die das Gerät sehen dürfen (auch Support ohne ' +
      'Playlist-Recht). „writable“ ist nur mit dem Playlist-Recht wahr.',
    params: guidParam,
    answer: playlistDetail,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/devices/:id',
    access: read,
    tags,
    summary: 'Gerät laden',
    params: guidParam,
    answer: device,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/devices/:id',
    access: manage,
    tags,
    summary: 'Gerät speichern (alle bearbeitbaren Felder; Netzwerk und Playlist über eigene Aufrufe)',
    params: guidParam,
    body: deviceUpdate,
    answer: device,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/devices/:id/delete',
    access: manage,
    tags,
    summary: 'Gerät löschen',
    params: guidParam,
    answer: successSchema,
  }),
  secret: defineCall({
    method: 'POST',
    path: '/v1/devices/:id/secret',
    access: manage,
    tags,
    summary: 'Neues Gerätegeheimnis erzeugen (wird nur jetzt angezeigt; Header X-Device-Secret für /api/playlist)',
    params: guidParam,
    answer: deviceSecretResponse,
  }),
  snapshot: defineCall({
    method: 'GET',
    path: '/v1/devices/:id/snapshot',
    access: support,
    tags,
    summary: 'Aktuelles Bild des Bildschirms: offene Anforderung und letztes Bild (oder warum keins kam)',
    description: SCOPE,
    params: guidParam,
    answer: deviceSnapshot,
  }),
  requestSnapshot: defineCall({
    method: 'POST',
    path: '/v1/devices/:id/snapshot',
    access: support,
    tags,
    summary: 'Aktuelles Bild anfordern: der Bildschirm sendet es nach seinem nächsten Abruf',
    description:
      `${SCOPE} Die Playlist-Antwort des Geräts trägt dann device.snapshotRequest, bis es antwortet; eine neue ` +
      'Anforderung ersetzt eine offene. Archivierte und verschrottete Geräte: 400.',
    params: guidParam,
    answer: deviceSnapshot,
  }),
  glass: defineCall({
    method: 'GET',
    path: '/v1/devices/:id/glass',
    access: support,
    tags,
    summary: 'Glasprüfung: die letzten Prüfungen des Bildschirms, ob er prüfbar ist, eine offene Anforderung',
    description: SCOPE,
    params: guidParam,
    answer: deviceGlass,
  }),
  requestGlass: defineCall({
    method: 'POST',
    path: '/v1/devices/:id/glass',
    access: support,
    tags,
    summary: 'Bildschirm prüfen: der Web-Player sendet nach seinem nächsten Abruf ein Bild dessen, was er zeigt',
    description: `${SCOPE} Nur Web-Player (sonst 400 „nicht prüfbar“); archivierte und verschrottete Geräte: 400.`,
    params: guidParam,
    answer: deviceGlass,
  }),
  glassLatest: defineCall({
    method: 'GET',
    path: '/v1/glass/latest',
    access: support,
    tags,
    summary: 'Glasprüfung für die Support-Liste: das letzte Ergebnis je Bildschirm',
    description:
      'Recht RIGHT_COMP_VISIBLE_SUPPORT; nur Geräte in der eigenen Reichweite, ohne archivierte und verschrottete ' +
      '(wie die Support-Liste). Ohne `devices`: jeder Bildschirm mit einer Prüfung. Mit `devices`: nur diese, und ' +
      'Bildschirme, die kein Web-Player sind, als „nicht prüfbar“. Ungültige GUIDs: 400.',
    querystring: glassLatestQuery,
    answer: glassLatest,
  }),
};
