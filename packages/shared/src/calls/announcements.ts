import { z } from 'zod';
import { R } from '../rights.js';
import {
  announcement,
  announcementCreate,
  announcementListRequest,
  announcementPictureAnswer,
} from '../schemas/announcements.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { defineCall } from './define.js';

/** The Netzwerke menu; the Stammdaten tab right of each target decides further (server: announcements/policy.ts). */
const access = { anyOf: [R.network] } as const;
const tags = ['Ankündigungen'];
const RIGHT = '(Netzwerke-Menü und Reiter-Recht Stammdaten des Ziels)';

export const announcementCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/announcements/list',
    access,
    tags,
    summary: `Laufende, geplante und in den letzten 7 Tagen beendete Ankündigungen ${RIGHT}`,
    body: announcementListRequest.default({}),
    answer: z.array(announcement),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/announcements',
    access,
    tags,
    summary: `Ankündigung anlegen: Vollbild auf allen Bildschirmen eines Netzwerks, eines Standorts oder gewählten ${RIGHT}`,
    description:
      'Browser-Bildschirme zeigen sie sofort, Android-Player bei ihrer nächsten Abfrage als ersten Eintrag; sie ' +
      'endet von selbst zu endsAt. Ein Beginn in der Vergangenheit gilt als jetzt; höchstens 31 Tage.',
    body: announcementCreate,
    answer: announcement,
  }),
  end: defineCall({
    method: 'POST',
    path: '/v1/announcements/:id/end',
    access,
    tags,
    summary: 'Ankündigung jetzt beenden',
    params: guidParam,
    answer: announcement,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/v1/announcements/:id',
    access,
    tags,
    summary: 'Ankündigung löschen',
    params: guidParam,
    answer: successSchema,
  }),
  picture: defineCall({
    method: 'POST',
    path: '/v1/announcements/:id/picture',
    access,
    tags,
    summary: 'Bild der Ankündigung hochladen (multipart, Feld files; jpg oder png, höchstens 10 MB)',
    params: guidParam,
    consumes: ['multipart/form-data'],
    answer: announcementPictureAnswer,
  }),
};
