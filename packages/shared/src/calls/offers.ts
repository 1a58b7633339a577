import { errorSchema } from '../schemas/common.js';
import {
  offerAddRequest,
  offerAddResponse,
  offerDataResponse,
  offerErrors,
  offerGetRequest,
  offerImageRequest,
  offerImageResponse,
  offerPrepareLoginRequest,
  offerPrepareLoginResponse,
  offerUpdateModeRequest,
} from '../schemas/offer.js';
import { defineCall } from './define.js';

/** Public: the body's `code` authorises (it names one location); the code travels in the body, never in a URL. */
const open = { public: true } as const;

/**
 * The offer tool's calls (SPEC §7 "Offer and hotel") of one mode, under its prefix (`pc{product}`: /v1/pcstd for the
 * standard mode, /v1/pcbosis for BOSIS; schemas/offer.ts spells the same as OFFER_API_PREFIX for the tests).
 */
function offerCallsOf<P extends string>(prefix: P, modeName: string) {
  const tags = [`Angebotstool ${modeName}`];
  return {
    prepareLogin: defineCall({
      method: 'POST',
      path: `${prefix}/prepareLogin`,
      access: open,
      tags,
      summary: 'Standort zum Code: Bildschirme, Playlists, Vorgabe "von" (company null: Büro unbekannt)',
      body: offerPrepareLoginRequest,
      answer: offerPrepareLoginResponse,
      errors: { 400: errorSchema, 429: errorSchema },
    }),
    createOfferImage: defineCall({
      method: 'POST',
      path: `${prefix}/createOfferImage`,
      access: open,
      tags,
      summary:
        'Beide Bilder des Angebots erzeugen (vertikal 1080×1920, horizontal 1920×1080; cache=true nutzt das letzte)',
      body: offerImageRequest,
      answer: offerImageResponse,
      errors: offerErrors,
    }),
    addOfferImage: defineCall({
      method: 'POST',
      path: `${prefix}/addOfferImage`,
      access: open,
      tags,
      summary:
        'Beide Bilder des Angebots erzeugen (vertikal 1080×1920, horizontal 1920×1080; cache=true nutzt das letzte)',
      body: offerImageRequest,
      answer: offerImageResponse,
      errors: offerErrors,
    }),
    getOffer: defineCall({
      method: 'POST',
      path: `${prefix}/getOffer`,
      access: open,
      tags,
      summary: 'Angebot: Galerie und Editorfelder',
      body: offerGetRequest,
      answer: offerDataResponse,
      errors: offerErrors,
    }),
    updateMode: defineCall({
      method: 'POST',
      path: `${prefix}/updateMode`,
      access: open,
      tags,
      summary: 'Editor: INIT_EDITOR liefert die Felder, USE_EDITOR_VALUES speichert sie (pro Büro und Angebot)',
      body: offerUpdateModeRequest,
      answer: offerDataResponse,
      errors: offerErrors,
    }),
    addToOffice: defineCall({
      method: 'POST',
      path: `${prefix}/addToOffice`,
      access: open,
      tags,
      summary: 'Angebot hinzufügen: Bilder in die Playlists der gewählten Bildschirme (ersetzt dasselbe Angebot)',
      body: offerAddRequest,
      answer: offerAddResponse,
      errors: offerErrors,
    }),
  };
}

/** Both modes' calls; the catalogue index takes each as its own topic. */
export const offerCalls = {
  standard: offerCallsOf('/v1/pcstd', 'Standard (/pc/addImage)'),
  bosis: offerCallsOf('/v1/pcbosis', 'BOSIS (/bs/addImage)'),
};
