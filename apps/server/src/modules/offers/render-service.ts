import { createHash } from 'node:crypto';
import {
  CANVAS_SIZES,
  formatConfirmedAt,
  type OfferEditorField,
  type OfferField,
  offerTemplateConfig,
  type TemplateConfig,
  templateFileRefs,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { loadSharp } from '../../lib/sharp.js';
import { loadTemplateAssets } from '../templates/files.js';
import { templateConfigOf } from '../templates/repository.js';
import { type Agency, agencyZone } from './agency.js';
import { applyEditorValues, offerRenderFields } from './offer-fields.js';
import type { GalleryFetcher, Offer } from './providers/index.js';

export const BUILTIN_FALLBACK_NOTICE =
  'Die Vorlage des Standorts ist fehlerhaft; das Angebot wurde mit der Standardvorlage erstellt.';

export const NO_PICTURES = 'Das Angebot hat keine Bilder.';
/**
 * 'n von m Bildern des Angebots konnten nicht geladen werden.' (the template used the pictures that loaded; a
 * slot left without one is not drawn, its neighbours take its space: lib/offer-render/slots.ts).
 */
export const picturesFailed = (failed: number, total: number) =>
  `${failed} von ${total} Bildern des Angebots ${failed === 1 ? 'konnte' : 'konnten'} nicht geladen werden.`;

/** Notices that concern both images (template fallback, pictures): one per line, the web app shows each once. */
const notices = (...lines: string[]) => lines.filter(Boolean).join('\n');

/** Storage key of a rendered image of a location: media/offers/{location}/{hash}{v|h}.png. */
export const renderKey = (agency: string, hash: string, side: 'v' | 'h') => `media/offers/${agency}/${hash}${side}.png`;

export interface RenderedPair {
  hash: string;
  keys: { v: string; h: string };
  /** Per image: '' or why it failed / what was used instead (one notice per line). */
  error: string;
  errorH: string;
  /** What the QR codes were drawn from (the template and the fields with editor values): scan links replace them. */
  qr: { config: TemplateConfig; fields: Partial<Record<OfferField, string>> };
}

/** The location's template config (valid one or the built-in) and whether a stored one failed validation. */
async function templateOf(ctx: AppContext, agency: Agency) {
  const row = agency.templateId ? await templateConfigOf(ctx.db, agency.templateId) : undefined;
  const chosen = offerTemplateConfig(row?.config);
  return {
    ...chosen,
    fellBack: !!row && chosen.builtin,
    templateGuid: row && !chosen.builtin ? agency.templateId : null,
  };
}

/** The gallery in the order the template uses it: the chosen picture first (the main slot), then the rest. */
function galleryOrder(urls: readonly string[], first: number): string[] {
  if (urls.length === 0) return [];
  const chosen = Math.min(first, urls.length - 1);
  return [urls[chosen], ...urls.filter((_, i) => i !== chosen)];
}

export interface RenderInput {
  agency: Agency;
  offer: Offer;
  gallery: GalleryFetcher;
  editor: readonly OfferEditorField[];
  /** When the provider last confirmed the offer's data (epoch ms); drawn as 'Stand: …' in the location's zone. */
  confirmedAt: number;
  cache: boolean;
  /** A re-check's re-render: yields to interactive renders (lib/offer-render RenderPriority). */
  background?: boolean;
}

/**
 * Renders (or with `cache` reuses) the vertical and horizontal PNG of an offer for a location. The key is a
 * hash of offer data, template config and the drawn texts (editor values and the 'Stand: …' line to the
 * minute), so a changed offer, template, edit or confirmation minute renders anew, and the same offer
 * confirmed again within the same minute reuses the images.
 */
export async function renderOfferPair(ctx: AppContext, input: RenderInput): Promise<RenderedPair> {
  const { agency, offer } = input;
  const template = await templateOf(ctx, agency);
  const edited = applyEditorValues(offerRenderFields(offer, agency), input.editor);
  const { imageIndex } = edited;
  const fields = { ...edited.fields, confirmedAt: formatConfirmedAt(input.confirmedAt, agencyZone(agency)) };
  const hash = createHash('sha256')
    .update(JSON.stringify([offer, template.config, template.templateGuid, fields, imageIndex]))
    .digest('hex')
    .slice(0, 32);
  const keys = { v: renderKey(agency.guid, hash, 'v'), h: renderKey(agency.guid, hash, 'h') };
  const notice = template.fellBack ? BUILTIN_FALLBACK_NOTICE : '';
  const noPictures = offer.gallery.length === 0 ? NO_PICTURES : '';
  const qr = { config: template.config, fields };
  const storage = ctx.files;
  if (input.cache && (await storage.size(keys.v)) !== null && (await storage.size(keys.h)) !== null) {
    const reused = notices(notice, noPictures);
    return { hash, keys, error: reused, errorH: reused, qr };
  }
  const assets = template.templateGuid
    ? await loadTemplateAssets(
        ctx,
        template.templateGuid,
        templateFileRefs(template.config).map((r) => r.name),
      )
    : new Map<string, Buffer>();
  // A picture that cannot be fetched is an empty buffer, one that is no readable image becomes one: the
  // renderer uses the pictures that loaded, in order.
  const fetched = await input.gallery.fetchAll(galleryOrder(offer.gallery, imageIndex));
  const sharp = await loadSharp();
  const images = await Promise.all(
    fetched.map((image) =>
      image.length === 0
        ? image
        : sharp(image)
            .metadata()
            .then((m) => (m.width && m.height ? image : Buffer.alloc(0)))
            .catch(() => Buffer.alloc(0)),
    ),
  );
  const failed = images.filter((image) => image.length === 0).length;
  const pictures = noPictures || (failed > 0 ? picturesFailed(failed, images.length) : '');
  const { renderOffer } = await import('../../lib/offer-render/index.js');
  const side = async (orientation: 'vertical' | 'horizontal', key: string) => {
    try {
      await storage.write(
        key,
        await renderOffer(
          template.config,
          { fields, images },
          assets,
          orientation,
          input.background ? 'background' : 'interactive',
        ),
      );
      return notices(notice, pictures);
    } catch (err) {
      const { width, height } = CANVAS_SIZES[orientation];
      await storage.write(
        key,
        await sharp({ create: { width, height, channels: 3, background: '#cccccc' } })
          .png()
          .toBuffer(),
      );
      return `Das Bild konnte nicht erstellt werden (${(err as Error).message.split('\n')[0]}).`;
    }
  };
  const [error, errorH] = await Promise.all([side('vertical', keys.v), side('horizontal', keys.h)]);
  return { hash, keys, error, errorH, qr };
}

/** The path browsers load an image from ('public' removed, timestamp query: SPEC §7). */
export const imagePath = (key: string, now: number) => `/${key}?t=${now}`;
