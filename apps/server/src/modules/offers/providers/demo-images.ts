import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Gallery 'photos' of the demo offers, drawn locally from SVG (no network): sky, sun, sea, beach, a
 * hotel silhouette, palms or a pool, varied per offer and picture. 1600×1067 JPEG, generated on first
 * request and kept on disk under DATA_DIR/offer-demo/{offerId}/{n}.jpg.
 */

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1067;
const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIES = [
  ['#3a8fd6', '#bfe6ff'],
  ['#2b6cb0', '#e0f4ff'],
  ['#f08a4b', '#ffe0a8'],
  ['#6a5acd', '#ffc3a0'],
  ['#1f7fbf', '#d6f1ff'],
];
const SEAS = ['#1b8fb3', '#0f7aa0', '#21a4b8', '#2a6f97', '#1496a8'];
const SANDS = ['#f3dca6', '#ecd19a', '#f6e4bd', '#e8c88f'];
const WALLS = ['#ffffff', '#f7efe2', '#f3e6d3', '#efe9e1'];

function palm(x: number, base: number, height: number, lean: number): string {
  const top = { x: x + lean, y: base - height };
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = top.x + Math.sin(r) * 130;
      const ey = top.y + 40 - Math.cos(r) * 50;
      return `<path d="M${top.x} ${top.y} Q ${(top.x + ex) / 2} ${top.y - 60} ${ex} ${ey}" stroke="#1f5130" stroke-width="22" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x} ${base} Q ${x + lean * 0.2} ${base - height / 2} ${top.x} ${top.y}" stroke="#6b4a2b" stroke-width="18" fill="none"/>${leaves}`;
}

function hotel(x: number, base: number, w: number, floors: number, wall: string): string {
  const h = floors * 46 + 20;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < Math.floor(w / 44); c++) {
      windows.push(
        `<rect x="${x + 14 + c * 44}" y="${base - h + 18 + f * 46}" width="26" height="28" fill="#7fb3d5"/>`,
      );
    }
  }
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 8}" y="${base - h - 14}" width="${w + 16}" height="16" fill="#c96f4a"/>${windows.join('')}`;
}

/** The SVG of picture n of an offer; scene kind alternates (beach, pool, hotel front, sunset sea). */
export function demoImageSvg(offerIndex: number, n: number): string {
  const rnd = random(offerIndex * 7919 + n * 104729 + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const kind = (offerIndex + n) % 4;
  const [skyTop, skyBottom] = kind === 3 ? SKIES[2 + Math.floor(rnd() * 2)] : pick(SKIES);
  const sea = pick(SEAS);
  const sand = pick(SANDS);
  const horizon = 520 + Math.floor(rnd() * 120);
  const sunX = 200 + Math.floor(rnd() * 1200);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea}"/><stop offset="1" stop-color="#7fd3e0"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${kind === 3 ? horizon - 40 : 160 + rnd() * 80}" r="${kind === 3 ? 120 : 80}" fill="${kind === 3 ? '#ffb347' : '#fff3b0'}" opacity="0.95"/>`,
  ];
  for (let c = 0; c < 3; c++) {
    const cx = rnd() * W;
    const cy = 90 + rnd() * 220;
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${120 + rnd() * 90}" ry="${28 + rnd() * 14}" fill="#ffffff" opacity="0.75"/>`,
    );
  }
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`);
  for (let i = 0; i < 14; i++) {
    const y = horizon + 20 + rnd() * 220;
    parts.push(
      `<rect x="${rnd() * W}" y="${y}" width="${60 + rnd() * 160}" height="4" fill="#ffffff" opacity="0.35"/>`,
    );
  }
  if (kind === 1) {
    // Pool terrace in front of the hotel.
    parts.push(hotel(180 + rnd() * 400, horizon + 40, 760, 4 + Math.floor(rnd() * 3), pick(WALLS)));
    parts.push(`<rect y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="#e9e2d4"/>`);
    parts.push(
      `<rect x="160" y="${horizon + 140}" rx="40" width="${W - 320}" height="${H - horizon - 220}" fill="#39b6e3"/>`,
    );
    parts.push(
      `<rect x="200" y="${horizon + 170}" rx="30" width="${W - 400}" height="24" fill="#ffffff" opacity="0.35"/>`,
    );
  } else {
    const beach = horizon + 200 + Math.floor(rnd() * 80);
    parts.push(`<path d="M0 ${beach} Q ${W / 2} ${beach - 60} ${W} ${beach} L${W} ${H} L0 ${H} Z" fill="${sand}"/>`);
    if (kind === 2) parts.push(hotel(900 + rnd() * 200, beach - 10, 520, 5 + Math.floor(rnd() * 3), pick(WALLS)));
    for (let u = 0; u < 3; u++) {
      const ux = 200 + rnd() * 1200;
      const uy = beach + 80 + rnd() * 120;
      parts.push(
        `<line x1="${ux}" y1="${uy}" x2="${ux}" y2="${uy - 120}" stroke="#555" stroke-width="6"/><path d="M${ux - 90} ${uy - 110} Q ${ux} ${uy - 190} ${ux + 90} ${uy - 110} Z" fill="${pick(['#e94f37', '#f6ae2d', '#2a9d8f', '#ffffff'])}"/>`,
      );
    }
  }
  const palms = kind === 3 ? 1 : 2 + Math.floor(rnd() * 2);
  for (let p = 0; p < palms; p++) {
    const x = p % 2 === 0 ? 60 + rnd() * 220 : W - 80 - rnd() * 220;
    parts.push(palm(x, H + 10, 520 + rnd() * 200, (p % 2 === 0 ? 1 : -1) * (60 + rnd() * 80)));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
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
