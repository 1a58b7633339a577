import {
  errorSchema,
  OFFER_API_PREFIX,
  type OfferMode,
  offerAddRequest,
  offerAddResponse,
  offerDataResponse,
  offerGetRequest,
  offerImageRequest,
  offerImageResponse,
  offerPrepareLoginRequest,
  offerPrepareLoginResponse,
  offerUpdateModeRequest,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { addServerTiming } from '../../lib/server-timing.js';
import { addToOffice } from './add-service.js';
import { offerData, offerImage, prepareLogin, useEditorValues } from './service.js';

const PUBLIC = { access: { public: true as const } };
const errors = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
};
const MODE_NAME: Record<OfferMode, string> = { standard: 'Standard (/pc/addImage)', bosis: 'BOSIS (/bs/addImage)' };

/**
 * The offer tool's calls (SPEC §7 "Offer and hotel") under /v1/pcstd and /v1/pcbosis. Public: the body's
 * `code` authorises (it names one location, see agency.ts); the code travels in the body, never in a URL.
 */
export const offerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  addServerTiming(app); // incl. the wait for a render slot
  for (const mode of ['standard', 'bosis'] as const) {
    const prefix = OFFER_API_PREFIX[mode];
    const tags = [`Angebotstool ${MODE_NAME[mode]}`];
    app.post(`${prefix}/prepareLogin`, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Standort zum Code: Bildschirme, Playlists, Vorgabe "von" (company null: Büro unbekannt)',
        body: offerPrepareLoginRequest,
        response: { 200: offerPrepareLoginResponse, 400: errorSchema, 429: errorSchema },
      },
      handler: (req) => prepareLogin(ctx, req.ip, req.body),
    });
    for (const call of ['createOfferImage', 'addOfferImage'] as const) {
      app.post(`${prefix}/${call}`, {
        config: PUBLIC,
        schema: {
          tags,
          summary:
            'Beide Bilder des Angebots erzeugen (vertikal 1080×1920, horizontal 1920×1080; cache=true nutzt das letzte)',
          body: offerImageRequest,
          response: { 200: offerImageResponse, ...errors },
        },
        handler: (req) => offerImage(ctx, req.ip, mode, req.body),
      });
    }
    app.post(`${prefix}/getOffer`, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Angebot: Galerie und Editorfelder',
        body: offerGetRequest,
        response: { 200: offerDataResponse, ...errors },
      },
      handler: (req) => offerData(ctx, req.ip, req.body),
    });
    app.post(`${prefix}/updateMode`, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Editor: INIT_EDITOR liefert die Felder, USE_EDITOR_VALUES speichert sie (pro Büro und Angebot)',
        body: offerUpdateModeRequest,
        response: { 200: offerDataResponse, ...errors },
      },
      handler: (req) =>
        req.body.mode === 'INIT_EDITOR' ? offerData(ctx, req.ip, req.body) : useEditorValues(ctx, req.ip, req.body),
    });
    app.post(`${prefix}/addToOffice`, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Angebot hinzufügen: Bilder in die Playlists der gewählten Bildschirme (ersetzt dasselbe Angebot)',
        body: offerAddRequest,
        response: { 200: offerAddResponse, ...errors },
      },
      handler: (req) => addToOffice(ctx, req.ip, mode, req.body),
    });
  }
};
