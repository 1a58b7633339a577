import {
  building,
  clouds,
  SCENE_HEIGHT as H,
  PARASOLS,
  palm,
  parasol,
  SANDS,
  SEAS,
  SKIES,
  sceneSvg,
  sea,
  seededRandom,
  seedOf,
  skyAndSeaDefs,
  SCENE_WIDTH as W,
  WALLS,
} from '../../../lib/demo-scene.js';
import type { DemoSetting } from './types.js';

/**
 * The demo hotels' pictures as SVG, one scene per picture kind (typ): outside views with sea, lake
 * or mountains behind, pool, beach, room, restaurant, lobby, tennis court and a sunset or panorama.
 * Shapes and colours come from a seed of gid and seq, so every picture differs and all three sizes
 * of one picture show the same scene.
 */

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const INTERIOR_WALLS = ['#f4ead8', '#e9dcc6', '#f1e4e0', '#dfe8e4', '#efe6cf', '#e6e0f0'];
const FLOORS = ['#b98b5e', '#a47551', '#c9a27a', '#8d6e52', '#d8c3a5'];
const FABRICS = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#6d597a', '#3a86ff'];

function mountainRange(rnd: Rnd, horizon: number, colour: string, snow: boolean): string {
  const peaks: string[] = [];
  let x = -100;
  while (x < W + 100) {
    const w = 260 + rnd() * 320;
    const h = 180 + rnd() * 260;
    const top = `${x + w / 2},${horizon - h}`;
    peaks.push(`<polygon points="${x},${horizon} ${top} ${x + w},${horizon}" fill="${colour}"/>`);
    if (snow) {
      const s = 0.28;
      peaks.push(
        `<polygon points="${x + (w / 2) * (1 - s)},${horizon - h * (1 - s)} ${top} ${x + w / 2 + (w / 2) * s},${horizon - h * (1 - s)}" fill="#f8fbff"/>`,
      );
    }
    x += w * (0.55 + rnd() * 0.3);
  }
  return peaks.join('');
}

function tree(rnd: Rnd, x: number, base: number, setting: DemoSetting): string {
  if (setting === 'sea') return palm(x, base, 420 + rnd() * 200, (x < W / 2 ? 1 : -1) * (50 + rnd() * 70));
  const h = 260 + rnd() * 200;
  if (setting === 'lake') {
    return `<rect x="${x - 6}" y="${base - 30}" width="12" height="30" fill="#5b3a22"/><ellipse cx="${x}" cy="${base - h / 2 - 20}" rx="${h / 9}" ry="${h / 2}" fill="#2f5d3a"/>`;
  }
  return `<rect x="${x - 8}" y="${base - 40}" width="16" height="40" fill="#5b3a22"/><polygon points="${x - h / 4},${base - 30} ${x},${base - h} ${x + h / 4},${base - 30}" fill="#24553a"/>`;
}

/** Sky, sun and clouds, then sea, lake with mountains, or mountains with meadows from `horizon` down. */
function backdrop(rnd: Rnd, setting: DemoSetting, horizon: number, sunset = false): string[] {
  const [skyTop, skyBottom] = sunset ? pick(rnd, SKIES.slice(2, 4)) : pick(rnd, [SKIES[0], SKIES[1], SKIES[4]]);
  const parts = [
    skyAndSeaDefs(skyTop as string, skyBottom as string, pick(rnd, SEAS)),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${200 + rnd() * 1200}" cy="${sunset ? horizon - 60 : 140 + rnd() * 100}" r="${sunset ? 120 : 75}" fill="${sunset ? '#ffb347' : '#fff3b0'}"/>`,
    clouds(rnd),
  ];
  if (setting !== 'sea')
    parts.push(mountainRange(rnd, horizon + 2, pick(rnd, ['#6f7f99', '#7d8aa3', '#5f7088']), true));
  if (setting === 'mountains') {
    parts.push(mountainRange(rnd, horizon + 60, pick(rnd, ['#4f7a4a', '#5d8a50', '#47703f']), false));
    parts.push(`<rect y="${horizon + 58}" width="${W}" height="${H - horizon}" fill="#7fae5a"/>`);
  } else {
    parts.push(sea(rnd, horizon));
  }
  return parts;
}

function ground(setting: DemoSetting, rnd: Rnd): string {
  return setting === 'sea' ? pick(rnd, SANDS) : pick(rnd, ['#86b35f', '#7aa856', '#93bd6a']);
}

function outside(rnd: Rnd, setting: DemoSetting): string[] {
  const horizon = 470 + rnd() * 80;
  const base = horizon + 230 + rnd() * 60;
  const parts = backdrop(rnd, setting, horizon);
  parts.push(`<rect y="${base - 20}" width="${W}" height="${H - base + 20}" fill="${ground(setting, rnd)}"/>`);
  const w = 700 + rnd() * 400;
  parts.push(building(150 + rnd() * (W - w - 300), base, w, 6 + Math.floor(rnd() * 4), pick(rnd, WALLS)));
  for (let t = 0; t < 3; t++)
    parts.push(tree(rnd, t === 1 ? W / 2 + rnd() * 200 : t * 700 + 80 + rnd() * 200, H + 10, setting));
  return parts;
}

function pool(rnd: Rnd, setting: DemoSetting): string[] {
  const horizon = 470 + rnd() * 80;
  const parts = backdrop(rnd, setting, horizon);
  parts.push(building(120 + rnd() * 500, horizon + 60, 800, 4 + Math.floor(rnd() * 3), pick(rnd, WALLS)));
  parts.push(`<rect y="${horizon + 60}" width="${W}" height="${H - horizon - 60}" fill="#e9e2d4"/>`);
  const top = horizon + 160;
  parts.push(
    `<rect x="140" y="${top}" rx="50" width="${W - 280}" height="${H - top - 90}" fill="${pick(rnd, ['#39b6e3', '#2fa8d8', '#45c1e0'])}"/>`,
  );
  for (let i = 0; i < 5; i++)
    parts.push(
      `<rect x="${220 + rnd() * 1100}" y="${top + 30 + rnd() * (H - top - 160)}" width="${80 + rnd() * 120}" height="6" fill="#ffffff" fill-opacity="0.45"/>`,
    );
  const colour = pick(rnd, PARASOLS);
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 380 + rnd() * 60;
    parts.push(`<rect x="${x}" y="${H - 70}" width="170" height="26" rx="8" fill="#ffffff"/>`);
    if (i % 2 === 0) parts.push(parasol(x + 85, H - 60, colour));
  }
  return parts;
}

function beach(rnd: Rnd, setting: DemoSetting): string[] {
  const horizon = 430 + rnd() * 120;
  const parts = backdrop(rnd, setting === 'mountains' ? 'lake' : setting, horizon);
  const shore = horizon + 200 + rnd() * 80;
  const sand = setting === 'sea' ? pick(rnd, SANDS) : pick(rnd, ['#d9d2c3', '#cfc6b4']);
  parts.push(`<path d="M0 ${shore} Q ${W / 2} ${shore - 70} ${W} ${shore} L${W} ${H} L0 ${H} Z" fill="${sand}"/>`);
  for (let u = 0; u < 3 + Math.floor(rnd() * 3); u++)
    parts.push(parasol(150 + rnd() * 1300, shore + 110 + rnd() * 150, pick(rnd, PARASOLS)));
  for (let t = 0; t < 2; t++) parts.push(tree(rnd, t === 0 ? 40 + rnd() * 160 : W - 60 - rnd() * 160, H + 10, setting));
  return parts;
}

/** A window with a view: sky and sea or mountains. */
function window(rnd: Rnd, setting: DemoSetting, x: number, y: number, w: number, h: number): string {
  const view = setting === 'mountains' ? '#7fae5a' : pick(rnd, SEAS);
  const cut = y + h * (0.5 + rnd() * 0.15);
  return `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="#ffffff"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${pick(rnd, SKIES)[1]}"/><rect x="${x}" y="${cut}" width="${w}" height="${y + h - cut}" fill="${view}"/><rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#ffffff"/>`;
}

function room(rnd: Rnd, setting: DemoSetting): string[] {
  const floor = 720 + rnd() * 60;
  const fabric = pick(rnd, FABRICS);
  const parts = [
    `<rect width="${W}" height="${H}" fill="${pick(rnd, INTERIOR_WALLS)}"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${pick(rnd, FLOORS)}"/>`,
    window(rnd, setting, 980 + rnd() * 140, 170, 420, 420),
    `<rect x="940" y="130" width="60" height="${floor - 130}" fill="${fabric}" fill-opacity="0.85"/>`,
    `<rect x="${W - 120}" y="130" width="60" height="${floor - 130}" fill="${fabric}" fill-opacity="0.85"/>`,
    `<rect x="160" y="330" width="640" height="260" rx="16" fill="#7a5232"/>`,
    `<rect x="120" y="560" width="720" height="${floor - 520}" rx="20" fill="#ffffff"/>`,
    `<rect x="120" y="640" width="720" height="70" fill="${fabric}"/>`,
    `<rect x="200" y="500" width="240" height="90" rx="30" fill="#f4f4f4"/><rect x="500" y="500" width="240" height="90" rx="30" fill="#f4f4f4"/>`,
    `<rect x="860" y="600" width="110" height="${floor - 600}" fill="#8d6e52"/><circle cx="915" cy="540" r="46" fill="#ffe9a8"/>`,
    `<rect x="330" y="140" width="300" height="160" fill="#ffffff"/><rect x="345" y="155" width="270" height="130" fill="${pick(rnd, SEAS)}"/>`,
  ];
  return parts;
}

function restaurant(rnd: Rnd, setting: DemoSetting): string[] {
  const floor = 600 + rnd() * 60;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${pick(rnd, INTERIOR_WALLS)}"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${pick(rnd, FLOORS)}"/>`,
  ];
  for (let i = 0; i < 3; i++) parts.push(window(rnd, setting, 120 + i * 500, 120, 360, floor - 220));
  const chair = pick(rnd, FABRICS);
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const cx = 220 + i * 390 + (row ? 150 : 0) + rnd() * 30;
      const cy = floor + 90 + row * 220;
      const s = 1 + row * 0.35;
      parts.push(
        `<rect x="${cx - 110 * s}" y="${cy - 60 * s}" width="${40 * s}" height="${110 * s}" rx="8" fill="${chair}"/>`,
      );
      parts.push(
        `<rect x="${cx + 70 * s}" y="${cy - 60 * s}" width="${40 * s}" height="${110 * s}" rx="8" fill="${chair}"/>`,
      );
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${100 * s}" ry="${30 * s}" fill="#ffffff"/><rect x="${cx - 8}" y="${cy}" width="16" height="${70 * s}" fill="#666"/>`,
      );
    }
  }
  for (let i = 0; i < 4; i++) {
    const x = 200 + i * 400;
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="80" stroke="#444" stroke-width="4"/><circle cx="${x}" cy="100" r="30" fill="#ffd27f"/>`,
    );
  }
  return parts;
}

function lobby(rnd: Rnd): string[] {
  const floor = 640 + rnd() * 40;
  const stone = pick(rnd, ['#e8e1d5', '#d9d4cc', '#efe8dc']);
  const parts = [
    `<rect width="${W}" height="${H}" fill="${pick(rnd, INTERIOR_WALLS)}"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${stone}"/>`,
  ];
  for (let i = 0; i < 8; i++)
    parts.push(
      `<line x1="${i * 230}" y1="${floor}" x2="${i * 230 - 400 + i * 100}" y2="${H}" stroke="#bdb4a6" stroke-width="3"/>`,
    );
  for (let i = 0; i < 4; i++)
    parts.push(`<rect x="${100 + i * 450}" y="0" width="70" height="${floor}" fill="#f7f3ec"/>`);
  parts.push(`<rect x="520" y="${floor - 200}" width="560" height="200" rx="10" fill="${pick(rnd, FLOORS)}"/>`);
  parts.push(`<rect x="500" y="${floor - 215}" width="600" height="24" fill="#3d3d3d"/>`);
  parts.push(
    `<ellipse cx="800" cy="120" rx="160" ry="40" fill="#ffd27f"/><line x1="800" y1="0" x2="800" y2="80" stroke="#8a7a5a" stroke-width="6"/>`,
  );
  for (const x of [260, 1340])
    parts.push(
      `<rect x="${x - 45}" y="${floor - 20}" width="90" height="110" fill="#8d6e52"/><circle cx="${x}" cy="${floor - 90}" r="95" fill="#2f6b3a"/>`,
    );
  return parts;
}

function sport(rnd: Rnd, setting: DemoSetting): string[] {
  const horizon = 430 + rnd() * 60;
  const parts = backdrop(rnd, setting, horizon);
  const court = pick(rnd, ['#3f7d4e', '#2e6ea6', '#c8643b']);
  const top = horizon + 120;
  parts.push(`<rect y="${top - 40}" width="${W}" height="${H - top + 40}" fill="#6b8f5a"/>`);
  parts.push(`<polygon points="460,${top} 1140,${top} 1500,${H} 100,${H}" fill="${court}"/>`);
  parts.push(
    `<polygon points="460,${top} 1140,${top} 1500,${H} 100,${H}" fill="none" stroke="#ffffff" stroke-width="8"/>`,
  );
  parts.push(`<line x1="800" y1="${top}" x2="800" y2="${H}" stroke="#ffffff" stroke-width="6"/>`);
  const net = top + (H - top) * 0.45;
  parts.push(`<rect x="${330 - 30}" y="${net - 50}" width="${940 + 60}" height="50" fill="#222" fill-opacity="0.7"/>`);
  parts.push(`<rect x="${300}" y="${net - 54}" width="1000" height="8" fill="#ffffff"/>`);
  return parts;
}

/** The SVG of one demo picture at `width` px. */
export function hotelSceneSvg(gid: string, seq: number, typ: string, setting: DemoSetting, width: number): string {
  const rnd = seededRandom(seedOf(`${gid}/${seq}`));
  switch (typ) {
    case 'pool':
      return sceneSvg(pool(rnd, setting), width);
    case 'strand':
      return sceneSvg(beach(rnd, setting), width);
    case 'zimmer':
      return sceneSvg(room(rnd, setting), width);
    case 'restaurant':
      return sceneSvg(restaurant(rnd, setting), width);
    case 'lobby':
      return sceneSvg(lobby(rnd), width);
    case 'sport':
      return sceneSvg(sport(rnd, setting), width);
    case 'sonstiges':
      return sceneSvg(backdrop(rnd, setting, 560 + rnd() * 80, setting !== 'mountains'), width);
    default:
      return sceneSvg(outside(rnd, setting), width);
  }
}
