// The glass check's distances on the offer tool's real renders (docs/DECISIONS.md "Glass check"):
// the built-in template, demo offers (demo provider's texts and pictures), landscape renders in a landscape screen
// and portrait renders in a portrait screen, in one process without database. For each offer the capture of its own
// image, as the web player draws it (glass-check.ts drawGlass: GLASS_CAPTURE_LONG_SIDE px on the long side, the
// picture's box at whole pixels, 'contain' on black; PNG, the JPEG 0.92 fallback), is compared (glass/hash.ts
// glassDistance) with
// - the same image ('bestätigt'), resampled by sharp's lanczos3 (as the server) and by other kernels (mitchell,
//   linear: a browser resamples with its own), and one pixel off (a box rounded the other way),
// - the same offer with one price digit changed (+100 €, +10 €: 'abweichend'),
// - another demo offer ('abweichend'),
// and a black capture's mean luminance ('schwarz' below BLACK_MAX_LUMINANCE). A real Chromium web player's distances:
// e2e/glass-check.e2e.ts (logged, BENCHMARKS.md).
// Run: node --import tsx bench/glass-distance.ts   (OFFERS=4)
import { cpus, loadavg } from 'node:os';
import { GLASS_MAX_BYTES, glassCaptureSize, glassContainBox, offerTemplateConfig } from '@signage/shared';
import sharp, { type KernelEnum } from 'sharp';
import { renderOffer } from '../apps/server/src/lib/offer-render/index.js';
import {
  BLACK_MAX_LUMINANCE,
  CONFIRM_MAX_DISTANCE,
  decodeCapture,
  glassDistance,
  meanLuminance,
} from '../apps/server/src/modules/glass/hash.js';
import { demoRenderOffer } from './demo-offer.js';

const OFFERS = Math.max(2, Number(process.env.OFFERS ?? 4) || 4);
const config = offerTemplateConfig(null).config;
const files = new Map<string, Buffer>();
type Orientation = 'horizontal' | 'vertical';

const render = async (i: number, orientation: Orientation, more = 0) =>
  renderOffer(
    config,
    await demoRenderOffer(i, Date.UTC(2026, 11, 6), 'Stand: 06.12.2026, 09:00 Uhr', more),
    files,
    orientation,
  );

interface Way {
  kernel: keyof KernelEnum;
  jpeg: boolean;
  /** Pixels the picture's box is off (right and down). */
  off: number;
}
/** What the player sends for `image` on a screen of `screen` CSS px. */
async function capture(image: Buffer, screen: { width: number; height: number }, way: Way) {
  const frame = glassCaptureSize(screen.width, screen.height);
  const meta = await sharp(image).metadata();
  const box = glassContainBox(frame.width, frame.height, meta.width ?? 0, meta.height ?? 0);
  if (!box) throw new Error('no box');
  const picture = await sharp(image).resize(box.width, box.height, { fit: 'fill', kernel: way.kernel }).toBuffer();
  const drawn = sharp({ create: { width: frame.width, height: frame.height, channels: 3, background: '#000' } })
    .composite([{ input: picture, left: box.x + way.off, top: box.y + way.off }])
    .png();
  const png = await drawn.toBuffer();
  return way.jpeg || png.length > GLASS_MAX_BYTES ? sharp(png).jpeg({ quality: 92 }).toBuffer() : png;
}
async function distance(shown: Buffer, expected: Buffer, screen: { width: number; height: number }, way: Way) {
  const data = await capture(shown, screen, way);
  const frame = await decodeCapture(data);
  if (!frame) throw new Error('capture not decodable');
  return glassDistance(data, frame, expected);
}
const range = (values: number[]) =>
  Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`;

const screens: Array<{ orientation: Orientation; width: number; height: number }> = [
  { orientation: 'horizontal', width: 1920, height: 1080 },
  { orientation: 'vertical', width: 1080, height: 1920 },
];
const sameWays: Array<[string, Way]> = [
  ['lanczos3 PNG', { kernel: 'lanczos3', jpeg: false, off: 0 }],
  ['mitchell PNG', { kernel: 'mitchell', jpeg: false, off: 0 }],
  ['linear PNG', { kernel: 'linear', jpeg: false, off: 0 }],
  ['lanczos3 JPEG 0.92', { kernel: 'lanczos3', jpeg: true, off: 0 }],
  ['mitchell 1 px off', { kernel: 'mitchell', jpeg: false, off: 1 }],
];
const changed: Way = { kernel: 'mitchell', jpeg: false, off: 0 };
const rows: Array<Record<string, string | number>> = [];
const sizes: number[] = [];
for (const screen of screens) {
  const same = new Map<string, number[]>(sameWays.map(([name]) => [name, []]));
  const digit: number[] = [];
  const other: number[] = [];
  for (let i = 0; i < OFFERS; i++) {
    const own = await render(i, screen.orientation);
    sizes.push((await capture(own, screen, sameWays[0][1])).length);
    for (const [name, way] of sameWays) same.get(name)?.push(await distance(own, own, screen, way));
    for (const more of [100, 10])
      digit.push(await distance(await render(i, screen.orientation, more), own, screen, changed));
    for (const way of [changed, { ...changed, jpeg: true }])
      other.push(await distance(await render((i + 1) % OFFERS, screen.orientation), own, screen, way));
  }
  const frame = glassCaptureSize(screen.width, screen.height);
  rows.push({
    screen: `${screen.orientation} ${screen.width}×${screen.height}, capture ${frame.width}×${frame.height}`,
    ...Object.fromEntries([...same].map(([name, values]) => [`same ${name}`, range(values)])),
    'one digit (+100/+10 €)': range(digit),
    'other offer': range(other),
  });
}
console.table(rows);
const black = await sharp({ create: { width: 480, height: 270, channels: 3, background: '#000' } })
  .png()
  .toBuffer();
console.log(
  `threshold: distance ≤ ${CONFIRM_MAX_DISTANCE} 'bestätigt'; PNG captures ${range(sizes.map((s) => Math.round(s / 1024)))} KB ` +
    `(limit ${GLASS_MAX_BYTES / 1024} KB); black capture's mean luminance ${await meanLuminance(black)} ` +
    `(< ${BLACK_MAX_LUMINANCE} 'schwarz'); load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
);
