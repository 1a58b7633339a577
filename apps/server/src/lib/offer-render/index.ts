import { availableParallelism } from 'node:os';
import {
  CANVAS_SIZES,
  type OfferField,
  type TemplateConfig,
  type TemplateElement,
  type TemplateOrientation,
} from '@signage/shared';
import pLimit from 'p-limit';
import sharp, { type OverlayOptions } from 'sharp';
import { type FittedTexts, fittedSvg } from './fit.js';
import { fontsFor } from './fonts.js';
import { slotPicture } from './images.js';
import { inkRegion, regionSvg } from './ink-box.js';
import { colour, type LayoutInput, type VectorElement } from './layout.js';
import { planQr, qrText } from './qr.js';
import { fitOfferSlots } from './slots.js';

export interface OfferRenderData {
  /** Offer values by field (hotelName, price …); missing fields leave their text element out. */
  fields: Partial<Record<OfferField, string>>;
  /**
   * The offer gallery's images by index (bytes in any format sharp reads). Empty ones (not loaded) are dropped,
   * the rest move up; a gallery slot left without a picture is not drawn, its neighbours take its space
   * (slots.ts).
   */
  images: readonly Buffer[];
}

/** The template's uploaded files by name (fonts, background and fixed images). */
export type TemplateAssets = ReadonlyMap<string, Buffer>;

/** Colour of the box a template's own image shows when its file is missing or unreadable. */
export const PLACEHOLDER = '#d9d9d9';

type ImageElement = Extract<TemplateElement, { type: 'image' }>;
type QrElement = Extract<TemplateElement, { type: 'qr' }>;
interface Canvas {
  config: TemplateConfig;
  data: OfferRenderData;
  files: TemplateAssets;
  width: number;
  height: number;
}

/** The canvas colour as an opaque RGB: #rgb/#rrggbb/#rrggbbaa laid over white (the old renderer's backdrop). */
export function opaqueOverWhite(hex: string): { r: number; g: number; b: number } {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((p) => Number.parseInt(p, 16));
  const over = (c: number) => Math.round((c * a + 255 * (255 - a)) / 255);
  return { r: over(r), g: over(g), b: over(b) };
}

/**
 * An image element as composite layer: its picture at slot size; without one, a template file is 'missing'
 * (grey box), a gallery slot null (left out).
 */
async function imageLayer(canvas: Canvas, el: ImageElement): Promise<OverlayOptions | 'missing' | null> {
  const bytes = 'offerImage' in el.source ? canvas.data.images[el.source.offerImage] : canvas.files.get(el.source.file);
  const picture = bytes ? await slotPicture(bytes, el.w, el.h, el.fit, el.radius) : null;
  if (!picture) return 'offerImage' in el.source ? null : 'missing'; // a gallery picture is never a grey box
  return { input: picture, left: el.x, top: el.y }; // the config keeps every box on the canvas
}

/** A qr element as composite layer: the code as SVG, whole pixels per module, centred in its box. */
function qrLayer(canvas: Canvas, el: QrElement): OverlayOptions | null {
  const value = qrText(el, canvas.data.fields);
  const { config } = canvas;
  const plan = value
    ? planQr(el, value, { dark: colour(config, el.colour), light: colour(config, el.background) })
    : null;
  if (!plan) return null;
  return { input: Buffer.from(plan.svg), left: el.x + plan.left, top: el.y + plan.top };
}

/** Consecutive texts and shapes laid out by satori (text as paths), every text fitted into its box (fit.ts). */
function vectorLayout(canvas: Canvas, elements: readonly VectorElement[]): Promise<FittedTexts> {
  const input: LayoutInput = { config: canvas.config, fields: canvas.data.fields };
  const size = { width: canvas.width, height: canvas.height };
  return fittedSvg(input, elements, size, fontsFor(canvas.config, canvas.files));
}

/** Consecutive texts and shapes as one transparent SVG layer covering only the region they paint. */
async function vectorLayer(canvas: Canvas, elements: readonly VectorElement[]): Promise<OverlayOptions | null> {
  const fitted = await vectorLayout(canvas, elements);
  const region = inkRegion(elements, fitted, canvas);
  if (!region) return null;
  const { svg, left, top } = regionSvg(fitted.svg, canvas, region);
  return { input: Buffer.from(svg), left, top };
}

/**
 * The canvas as composite layers in paint order: pictures and QR codes as they are, each run of texts and
 * shapes between them as one SVG of the region it paints (ink-box.ts). A gallery slot without a picture is left out (slots.ts); a template file
 * that is missing becomes a grey shape in its run.
 */
async function layers(given: Canvas, orientation: TemplateOrientation): Promise<OverlayOptions[]> {
  const images = given.data.images.filter((image) => image.length > 0);
  const canvas = { ...given, data: { ...given.data, images } };
  const { background } = canvas.config.canvases[orientation];
  const elements = fitOfferSlots(canvas.config.canvases[orientation].elements, images.length);
  const full = { x: 0, y: 0, w: canvas.width, h: canvas.height };
  const all: TemplateElement[] = background.image
    ? [{ type: 'image', ...full, source: { file: background.image }, fit: background.fit, radius: 0 }, ...elements]
    : [...elements];
  const pictures = await Promise.all(all.map((el) => (el.type === 'image' ? imageLayer(canvas, el) : null)));
  const out: Array<OverlayOptions | Promise<OverlayOptions | null>> = [];
  let run: VectorElement[] = [];
  const flush = () => {
    if (run.length > 0) out.push(vectorLayer(canvas, run));
    run = [];
  };
  all.forEach((el, i) => {
    const picture = pictures[i];
    if (el.type === 'text' || el.type === 'rect') run.push(el);
    else if (picture === 'missing' && el.type === 'image') {
      run.push({
        type: 'rect',
        x: el.x,
        y: el.y,
        w: el.w,
        h: el.h,
        colour: PLACEHOLDER,
        opacity: 1,
        radius: el.radius,
      });
    } else {
      const layer = el.type === 'qr' ? qrLayer(canvas, el) : picture;
      if (layer && layer !== 'missing') {
        flush();
        out.push(layer);
      }
    }
  });
  flush();
  return (await Promise.all(out)).filter((layer): layer is OverlayOptions => layer !== null);
}

/**
 * The canvas's texts and shapes laid out as the render draws them (tests: the size each text got, whether
 * it was cut, and its laid-out box). Indexes count the canvas's texts and shapes only, in template order.
 */
export function layoutOfferTexts(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
): { elements: VectorElement[]; fitted: Promise<FittedTexts> } {
  const { width, height } = CANVAS_SIZES[orientation];
  const elements = config.canvases[orientation].elements.filter(
    (el): el is VectorElement => el.type === 'text' || el.type === 'rect',
  );
  return { elements, fitted: vectorLayout({ config, data, files, width, height }, elements) };
}

/**
 * Canvases rendered at once in this process: one per core. More only share the cores (each render takes
 * longer) and hold more canvases in memory; callers beyond the limit wait in order of arrival.
 */
export const RENDER_CONCURRENCY = Math.max(1, availableParallelism());
const renderSlots = pLimit(RENDER_CONCURRENCY);

/**
 * renderOffer(config, data, files, orientation) -> PNG of 1080×1920 (vertical) or 1920×1080 (horizontal),
 * opaque. One sharp pipeline: the background colour, then every layer composited in paint order —
 * pictures decoded at slot size (cached), QR codes and the texts/shapes SVGs rasterised by libvips
 * (librsvg) — and the PNG encoded, all on the libuv pool. Only satori's layout runs on the main thread.
 */
export async function renderOffer(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
  priority: RenderPriority = 'interactive',
): Promise<Buffer> {
  if (priority === 'background')
    return backgroundSlots(() => afterInteractive(() => render(config, data, files, orientation)));
  return renderSlots(() => render(config, data, files, orientation));
}

/**
 * 'interactive': an agent waits for it; 'background': a re-check's re-render, which must not starve the interactive
 * ones: one at a time, and it takes a slot only when no interactive render waits.
 */
export type RenderPriority = 'interactive' | 'background';
const backgroundSlots = pLimit(1);
/** How often a waiting background render looks again whether interactive renders still wait. */
export const BACKGROUND_POLL_MS = 5;

async function afterInteractive<T>(run: () => Promise<T>): Promise<T> {
  while (renderSlots.pendingCount > 0 || renderSlots.activeCount >= RENDER_CONCURRENCY)
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_POLL_MS));
  // Taken in the tick the slot was seen free (p-limit counts it active at once): it never queues ahead of an
  // interactive render; one arriving later gets the other slots, or waits for at most this one render.
  return renderSlots(run);
}

/** Renders waiting or running (tests and the bench: a background render yields to interactive ones). */
export const renderLoad = () => ({
  interactive: renderSlots.activeCount + renderSlots.pendingCount,
  background: backgroundSlots.activeCount + backgroundSlots.pendingCount,
});

/** A canvas ready to composite: its size, its opaque background and its layers in paint order. */
export interface CanvasLayers {
  width: number;
  height: number;
  background: { r: number; g: number; b: number };
  overlays: OverlayOptions[];
}

/** The canvas's layers (bench/offer-render-phases.ts times them apart from compositing and encoding). */
export async function canvasLayers(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
): Promise<CanvasLayers> {
  const { width, height } = CANVAS_SIZES[orientation];
  const canvas: Canvas = { config, data, files, width, height };
  const overlays = await layers(canvas, orientation);
  const background = opaqueOverWhite(colour(config, config.canvases[orientation].background.colour));
  return { width, height, background, overlays };
}

/** The PNG settings of a rendered canvas. */
export const PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

async function render(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
): Promise<Buffer> {
  const { width, height, background, overlays } = await canvasLayers(config, data, files, orientation);
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(overlays)
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
}
