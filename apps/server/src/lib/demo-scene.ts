/**
 * Building blocks of the locally drawn demo 'photos' (offer gallery, hotel directory): a seeded random
 * source, holiday palettes and simple SVG shapes on a 1600×1067 canvas. No network, no files: the same
 * seed always gives the same picture.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a string (FNV-1a), for seededRandom. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const SKIES = [
  ['#3a8fd6', '#bfe6ff'],
  ['#2b6cb0', '#e0f4ff'],
  ['#f08a4b', '#ffe0a8'],
  ['#6a5acd', '#ffc3a0'],
  ['#1f7fbf', '#d6f1ff'],
] as const;
export const SEAS = ['#1b8fb3', '#0f7aa0', '#21a4b8', '#2a6f97', '#1496a8'] as const;
export const SANDS = ['#f3dca6', '#ecd19a', '#f6e4bd', '#e8c88f'] as const;
export const WALLS = ['#ffffff', '#f7efe2', '#f3e6d3', '#efe9e1'] as const;
export const PARASOLS = ['#e94f37', '#f6ae2d', '#2a9d8f', '#ffffff'] as const;

/** A palm from its foot (x, base) with its crown `lean` px to the side. */
export function palm(x: number, base: number, height: number, lean: number): string {
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

/** A hotel block standing on `base`: wall, roof edge, rows of windows (one path: quick to draw). */
export function building(x: number, base: number, w: number, floors: number, wall: string): string {
  const h = floors * 46 + 20;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < Math.floor(w / 44); c++) {
      windows.push(`M${x + 14 + c * 44} ${base - h + 18 + f * 46}h26v28h-26z`);
    }
  }
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 8}" y="${base - h - 14}" width="${w + 16}" height="16" fill="#c96f4a"/><path d="${windows.join('')}" fill="#7fb3d5"/>`;
}

/** A beach parasol whose pole stands at (x, y). */
export function parasol(x: number, y: number, colour: string): string {
  return `<line x1="${x}" y1="${y}" x2="${x}" y2="${y - 120}" stroke="#555" stroke-width="6"/><path d="M${x - 90} ${y - 110} Q ${x} ${y - 190} ${x + 90} ${y - 110} Z" fill="${colour}"/>`;
}

/** Gradient definitions 'sky' and 'sea' for the sky and sea helpers. */
export function skyAndSeaDefs(skyTop: string, skyBottom: string, sea: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea}"/><stop offset="1" stop-color="#7fd3e0"/></linearGradient></defs>`;
}

/** Three soft clouds in the upper sky. */
export function clouds(rnd: () => number): string {
  const parts: string[] = [];
  for (let c = 0; c < 3; c++) {
    const cx = rnd() * SCENE_WIDTH;
    const cy = 90 + rnd() * 220;
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${120 + rnd() * 90}" ry="${28 + rnd() * 14}" fill="#ffffff" fill-opacity="0.75"/>`,
    );
  }
  return parts.join('');
}

/** The sea from `horizon` down, with light streaks of waves. */
export function sea(rnd: () => number, horizon: number): string {
  const parts = [`<rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="url(#sea)"/>`];
  for (let i = 0; i < 14; i++) {
    const y = horizon + 20 + rnd() * 220;
    parts.push(
      `<rect x="${rnd() * SCENE_WIDTH}" y="${y}" width="${60 + rnd() * 160}" height="4" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  }
  return parts.join('');
}

/** The SVG document around scene parts drawn on the 1600×1067 canvas, rendered at `width` px wide. */
export function sceneSvg(parts: readonly string[], width = SCENE_WIDTH): string {
  const height = Math.floor((width * SCENE_HEIGHT) / SCENE_WIDTH);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${parts.join('')}</svg>`;
}
