// The glass check's distances on the offer tool's real renders (issue 39 point 6, docs/DECISIONS.md "Glass check"):
// the built-in template, landscape, demo offers (demo provider's texts and pictures), in one process without
// database. For each offer the capture of its own image (as the web player draws it: fitted 'contain' on black,
// CAPTURE px wide, 16:9, PNG, and JPEG q85 for comparison) is compared (glass/hash.ts glassDistance) with
// - the same image (should be 'bestätigt'),
// - the same offer with one price digit changed (+100 €),
// - another demo offer,
// and a black capture's mean luminance ('schwarz' below BLACK_MAX_LUMINANCE). Resampling is sharp's (lanczos3), not
// a browser canvas's: e2e/glass-check.e2e.ts logs the distances of a real Chromium web player.
// Run: node --import tsx bench/glass-distance.ts   (OFFERS=4 CAPTURES=96,128,192)
import { cpus, loadavg } from 'node:os';
import { offerTemplateConfig } from '@signage/shared';
import sharp from 'sharp';
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
const CAPTURES = (process.env.CAPTURES ?? '96,128,192').split(',').map(Number);
const config = offerTemplateConfig(null).config;
const files = new Map<string, Buffer>();

const render = async (i: number, more = 0) =>
  renderOffer(
    config,
    await demoRenderOffer(i, Date.UTC(2026, 11, 6), 'Stand: 06.12.2026, 09:00 Uhr', more),
    files,
    'horizontal',
  );
const capture = (png: Buffer, width: number, jpeg: boolean) => {
  const s = sharp(png).resize(width, Math.round((width * 9) / 16), { fit: 'contain', background: '#000' });
  return (jpeg ? s.jpeg({ quality: 85 }) : s.png()).toBuffer();
};
async function distance(shown: Buffer, expected: Buffer, width: number, jpeg: boolean) {
  const data = await capture(shown, width, jpeg);
  const frame = await decodeCapture(data);
  if (!frame) throw new Error('capture not decodable');
  return glassDistance(data, frame, expected);
}

const rows: Array<Record<string, string | number>> = [];
for (let i = 0; i < OFFERS; i++) {
  const own = await render(i);
  const price = await render(i, 100);
  const other = await render((i + 1) % OFFERS);
  for (const width of CAPTURES) {
    for (const jpeg of [false, true]) {
      rows.push({
        offer: i,
        capture: `${width} px ${jpeg ? 'JPEG q85' : 'PNG'}`,
        same: await distance(own, own, width, jpeg),
        'price +100 €': await distance(price, own, width, jpeg),
        'other offer': await distance(other, own, width, jpeg),
      });
    }
  }
}
console.table(rows);
const black = await sharp({ create: { width: 96, height: 54, channels: 3, background: '#000' } })
  .png()
  .toBuffer();
console.log(
  `threshold: distance ≤ ${CONFIRM_MAX_DISTANCE} 'bestätigt'; black capture's mean luminance ${await meanLuminance(black)} ` +
    `(< ${BLACK_MAX_LUMINANCE} 'schwarz'); load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
);
