// Where the CPU of an offer render goes: the built-in offer template in both orientations over the demo offers (demo
// provider's texts and pictures), warm (fonts loaded, slot pictures cached), in one process without database or
// network. Per phase, each timed on its own, one after the other (so process.cpuUsage counts that phase only: main
// thread and libuv pool):
//   layout   — canvasLayers(): satori's text fitting (texts as paths), the QR code's plan, the slot cache lookup;
//              "of which satori" is the texts' fitting alone (layoutOfferTexts)
//   raster   — each layer decoded/rasterised on its own to RGBA: texts and shapes SVG (librsvg), QR SVG, pictures
//   composite — the decoded layers laid over the background, to raw RGB
//   encode   — raw RGB to the stored PNG (the pipeline's settings), and alternatives for comparison
// Then the whole pipeline (renderOffer, both orientations together) and AGENTS pairs at once, as the offer tool
// runs them. Run: node --import tsx bench/offer-render-phases.ts   (OFFERS=8 RUNS=10 AGENTS=20)
import { cpus, loadavg } from 'node:os';
import { offerTemplateConfig, type TemplateOrientation } from '@signage/shared';
import pLimit from 'p-limit';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import {
  type CanvasLayers,
  canvasLayers,
  layoutOfferTexts,
  type OfferRenderData,
  PNG_OPTIONS,
  RENDER_CONCURRENCY,
  renderOffer,
} from '../apps/server/src/lib/offer-render/index.js';
import { demoRenderOffer } from './demo-offer.js';
import { median, ms } from './lib.js';

const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const OFFERS = count('OFFERS', 8);
const RUNS = count('RUNS', 10);
const AGENTS = count('AGENTS', 20);
const ORIENTATIONS: TemplateOrientation[] = ['vertical', 'horizontal'];
const config = offerTemplateConfig(null).config;
const files = new Map<string, Buffer>();

type Usage = { cpu: number; wall: number };
const totals = new Map<string, Usage[]>();

/** Runs `job` alone and books its CPU (all threads) and wall time under `phase`. */
async function timed<T>(phase: string, job: () => Promise<T>): Promise<T> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = await job();
  const used = process.cpuUsage(cpu);
  const list = totals.get(phase) ?? [];
  list.push({ cpu: (used.user + used.system) / 1000, wall: performance.now() - wall });
  totals.set(phase, list);
  return result;
}

const isSvg = (input: Buffer) => input.subarray(0, 5).toString() === '<svg ';
function kindOf(layer: OverlayOptions): string {
  const input = layer.input as Buffer;
  if (!isSvg(input)) return 'raster: pictures (decode)';
  return input.includes('shape-rendering="crispEdges"') ? 'raster: QR SVG' : 'raster: texts/shapes SVG';
}

/** Every layer decoded on its own (booked by kind), then composited from the decoded pixels. */
async function rasterAndComposite(canvas: CanvasLayers, side: string): Promise<Buffer> {
  const decoded: OverlayOptions[] = [];
  for (const layer of canvas.overlays) {
    const { data, info } = await timed(`${kindOf(layer)}`, () =>
      sharp(layer.input as Buffer)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const raw = { width: info.width, height: info.height, channels: 4 as const };
    decoded.push({ input: data, raw, left: layer.left, top: layer.top });
  }
  const { width, height, background } = canvas;
  return timed(`composite ${side}`, () =>
    sharp({ create: { width, height, channels: 3, background } })
      .composite(decoded)
      .removeAlpha()
      .raw()
      .toBuffer(),
  );
}

const ENCODINGS: Record<string, (s: Sharp) => Sharp> = {
  'encode: PNG (pipeline)': (s) => s.png(PNG_OPTIONS),
  'encode: PNG level 9 (zlib maximum)': (s) => s.png({ compressionLevel: 9 }),
  'encode: PNG level 1, no filter': (s) => s.png({ compressionLevel: 1, adaptiveFiltering: false }),
  'encode: PNG level 6, adaptive filter': (s) => s.png({ compressionLevel: 6, adaptiveFiltering: true }),
};
const sizes = new Map<string, number[]>();

async function phasesOf(data: OfferRenderData, orientation: TemplateOrientation) {
  const side = orientation === 'vertical' ? '1080×1920' : '1920×1080';
  await timed('layout: of which satori text fitting', () => layoutOfferTexts(config, data, files, orientation).fitted);
  const canvas = await timed('layout (satori, QR plan, slot cache)', () =>
    canvasLayers(config, data, files, orientation),
  );
  const pixels = await rasterAndComposite(canvas, side);
  const raw = { width: canvas.width, height: canvas.height, channels: 3 as const };
  for (const [name, encode] of Object.entries(ENCODINGS)) {
    const png = await timed(name, () => encode(sharp(pixels, { raw })).toBuffer());
    sizes.set(name, [...(sizes.get(name) ?? []), png.length]);
  }
}

const pair = (data: OfferRenderData) => Promise.all(ORIENTATIONS.map((o) => renderOffer(config, data, files, o)));

console.log(
  `offer render phases: node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} at start; built-in template, ${OFFERS} demo offers × ${RUNS} runs × 2 orientations`,
);
const offers = await Promise.all(
  Array.from({ length: OFFERS }, (_, i) => demoRenderOffer(i, Date.UTC(2026, 10, 28), 'Stand: 28.11.2026, 09:00 Uhr')),
);
for (const data of offers) await pair(data); // warm: fonts, wasm, slot pictures
for (let run = 0; run < RUNS; run++) for (const data of offers) for (const o of ORIENTATIONS) await phasesOf(data, o);

/** A phase's CPU per offer (both canvases; the encodings are alternatives, each counted over both). */
const perPair = (phase: string) => {
  const list = totals.get(phase) ?? [];
  return list.reduce((sum, u) => sum + u.cpu, 0) / (OFFERS * RUNS);
};
console.log('phase | CPU per pair (mean) | wall median per call | calls');
for (const [phase, list] of totals) {
  const size = sizes.get(phase);
  const bytes = size ? `, ${(median(size) / 1024).toFixed(0)} KB median` : '';
  console.log(`${phase} | ${ms(perPair(phase))} | ${ms(median(list.map((u) => u.wall)))} | ${list.length}${bytes}`);
}

/** The earlier pipeline (baseline): every run of texts and shapes as a whole-canvas layer. */
function wholeCanvasLayers(canvas: CanvasLayers): OverlayOptions[] {
  const size = { width: canvas.width, height: canvas.height };
  return canvas.overlays.map((layer) => {
    const input = layer.input as Buffer;
    if (!isSvg(input) || kindOf(layer) !== 'raster: texts/shapes SVG') return layer;
    const svg = input.toString();
    const rest = svg.slice(svg.indexOf(' viewBox="') + 1).replace(/^viewBox="[^"]*"/, '');
    const root = `<svg width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`;
    return { input: Buffer.from(`${root} ${rest.trimStart()}`), left: 0, top: 0 };
  });
}

const slots = pLimit(RENDER_CONCURRENCY);
type Variant = 'baseline' | 'now';
/** One canvas as renderOffer draws it (same queue of one canvas per core), in the pipeline of `variant`. */
const drawn = (variant: Variant, data: OfferRenderData, orientation: TemplateOrientation) =>
  slots(async () => {
    const canvas = await canvasLayers(config, data, files, orientation);
    const { width, height, background } = canvas;
    const overlays = variant === 'baseline' ? wholeCanvasLayers(canvas) : canvas.overlays;
    return sharp({ create: { width, height, channels: 3, background } })
      .composite(overlays)
      .removeAlpha()
      .png(PNG_OPTIONS)
      .toBuffer();
  });
const pairOf = (variant: Variant, data: OfferRenderData) =>
  Promise.all(ORIENTATIONS.map((o) => drawn(variant, data, o)));

const pixelsOf = (png: Buffer) => sharp(png).raw().toBuffer();
for (const data of offers) {
  const [before, after] = [await pairOf('baseline', data), await pairOf('now', data)];
  for (const i of [0, 1]) {
    if (!(await pixelsOf(before[i])).equals(await pixelsOf(after[i]))) throw new Error('baseline and now differ');
  }
}
console.log(`baseline and now: the same pixels for all ${OFFERS} offers, both orientations`);

const pairs: Record<Variant, Usage[]> = { baseline: [], now: [] };
for (let run = 0; run < RUNS; run++) {
  for (const data of offers) {
    for (const variant of ['baseline', 'now'] as const) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      await pairOf(variant, data);
      const used = process.cpuUsage(cpu);
      pairs[variant].push({ cpu: (used.user + used.system) / 1000, wall: performance.now() - wall });
    }
  }
}

/** AGENTS pairs requested at once: when the last is done, and the CPU per pair. */
async function agentsAtOnce(variant: Variant) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const finished = await Promise.all(
    Array.from({ length: AGENTS }, async (_, i) => {
      await pairOf(variant, offers[i % OFFERS]);
      return performance.now() - started;
    }),
  );
  const used = process.cpuUsage(cpu);
  return { finished, cpu: (used.user + used.system) / 1000 / AGENTS };
}

for (const variant of ['baseline', 'now'] as const) {
  const list = pairs[variant];
  const crowd = await agentsAtOnce(variant);
  console.log(
    `${variant}: both images of one offer warm (${list.length} pairs): median ${ms(median(list.map((p) => p.wall)))}, ` +
      `CPU per pair median ${ms(median(list.map((p) => p.cpu)))}; ${AGENTS} pairs at once: slowest ` +
      `${ms(Math.max(...crowd.finished))}, median ${ms(median(crowd.finished))}, CPU per pair ${ms(crowd.cpu)} ` +
      `(load ${loadavg()[0].toFixed(2)})`,
  );
}
console.log(`load average at end ${loadavg()[0].toFixed(2)}`);
