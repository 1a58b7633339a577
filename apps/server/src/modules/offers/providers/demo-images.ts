import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  building,
  clouds,
  PARASOLS,
  palm,
  parasol,
  SANDS,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  SEAS,
  SKIES,
  sceneSvg,
  sea,
  seededRandom,
  skyAndSeaDefs,
  WALLS,
} from '../../../lib/demo-scene.js';
import { loadSharp } from '../../../lib/sharp.js';

/**
 * Gallery 'photos' of the demo offers, drawn locally from SVG (no network): sky, sun, sea, beach, a
 * hotel silhouette, palms or a pool, varied per offer and picture. 1600×1067 JPEG, generated on first
 * request and kept on disk under DATA_DIR/offer-demo/{offerId}/{n}.jpg.
 */

export const DEMO_IMAGE_WIDTH = SCENE_WIDTH;
export const DEMO_IMAGE_HEIGHT = SCENE_HEIGHT;
const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

/** The SVG of picture n of an offer; scene kind alternates (beach, pool, hotel front, sunset sea). */
export function demoImageSvg(offerIndex: number, n: number): string {
  const rnd = seededRandom(offerIndex * 7919 + n * 104729 + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  const kind = (offerIndex + n) % 4;
  const [skyTop, skyBottom] = kind === 3 ? SKIES[2 + Math.floor(rnd() * 2)] : pick(SKIES);
  const seaColour = pick(SEAS);
  const sand = pick(SANDS);
  const horizon = 520 + Math.floor(rnd() * 120);
  const sunX = 200 + Math.floor(rnd() * 1200);
  const parts = [
    skyAndSeaDefs(skyTop, skyBottom, seaColour),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${kind === 3 ? horizon - 40 : 160 + rnd() * 80}" r="${kind === 3 ? 120 : 80}" fill="${kind === 3 ? '#ffb347' : '#fff3b0'}" fill-opacity="0.95"/>`,
  ];
  parts.push(clouds(rnd));
  parts.push(sea(rnd, horizon));
  if (kind === 1) {
    // Pool terrace in front of the hotel.
    parts.push(building(180 + rnd() * 400, horizon + 40, 760, 4 + Math.floor(rnd() * 3), pick(WALLS)));
    parts.push(`<rect y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="#e9e2d4"/>`);
    parts.push(
      `<rect x="160" y="${horizon + 140}" rx="40" width="${W - 320}" height="${H - horizon - 220}" fill="#39b6e3"/>`,
    );
    parts.push(
      `<rect x="200" y="${horizon + 170}" rx="30" width="${W - 400}" height="24" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  } else {
    const beach = horizon + 200 + Math.floor(rnd() * 80);
    parts.push(`<path d="M0 ${beach} Q ${W / 2} ${beach - 60} ${W} ${beach} L${W} ${H} L0 ${H} Z" fill="${sand}"/>`);
    if (kind === 2) parts.push(building(900 + rnd() * 200, beach - 10, 520, 5 + Math.floor(rnd() * 3), pick(WALLS)));
    for (let u = 0; u < 3; u++) {
      const ux = 200 + rnd() * 1200;
      const uy = beach + 80 + rnd() * 120;
      parts.push(parasol(ux, uy, pick(PARASOLS)));
    }
  }
  const palms = kind === 3 ? 1 : 2 + Math.floor(rnd() * 2);
  for (let p = 0; p < palms; p++) {
    const x = p % 2 === 0 ? 60 + rnd() * 220 : W - 80 - rnd() * 220;
    parts.push(palm(x, H + 10, 520 + rnd() * 200, (p % 2 === 0 ? 1 : -1) * (60 + rnd() * 80)));
  }
  return sceneSvg(parts);
}

const pending = new Map<string, Promise<Buffer>>();

/** The JPEG of picture n of the demo offer at offerIndex, from the disk cache or drawn once. */
export function demoImage(dataDir: string, offerId: string, offerIndex: number, n: number): Promise<Buffer> {
  const dir = join(dataDir, 'offer-demo', offerId);
  const file = join(dir, `${n}.jpg`);
  let job = pending.get(file);
  if (!job) {
    job = (async () => {
      const cached = await readFile(file).catch(() => null);
      if (cached) return cached;
      const sharp = await loadSharp();
      const jpeg = await sharp(Buffer.from(demoImageSvg(offerIndex, n)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await mkdir(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, jpeg);
      await rename(tmp, file);
      return jpeg;
    })().finally(() => pending.delete(file));
    pending.set(file, job);
  }
  return job;
}
