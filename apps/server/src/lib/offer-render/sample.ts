import { SAMPLE_OFFER_FIELDS } from '@signage/shared';
import sharp from 'sharp';
import type { OfferRenderData } from './index.js';

const SCENES = [
  ['#1e6fa8', '#7cc4e8', '#f2d49b'],
  ['#2f7d5b', '#9fd3a8', '#f6e7b4'],
  ['#8a3f6b', '#e89ab8', '#fbe2c4'],
];

/** A 1600×1200 'photo' (sky, sea, sand, sun) drawn by sharp: sample data without any download. */
async function sampleImage(i: number): Promise<Buffer> {
  const [sky, sea, sand] = SCENES[i % SCENES.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#s)"/>
    <circle cx="${1150 - i * 200}" cy="300" r="140" fill="#ffd54a"/>
    <rect y="640" width="1600" height="300" fill="${sea}"/>
    <path d="M0 900 Q 800 820 1600 900 L1600 1200 L0 1200 Z" fill="${sand}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

let images: Promise<Buffer[]> | null = null;

/** Sample offer (fields and three images), built once per process. */
export async function sampleOffer(fields: Partial<OfferRenderData['fields']> = {}): Promise<OfferRenderData> {
  images ??= Promise.all([0, 1, 2].map(sampleImage));
  return { fields: { ...SAMPLE_OFFER_FIELDS, ...fields }, images: await images };
}
