import { type PlayerResponse, type PlayerUpcomingItem, screenOrientation, type TimeWindow } from '@signage/shared';
import { wallclock } from './wallclock.js';

/** Seconds between two fetches of the index (the players' `Refresh` meta); the pairing screen asks more often. */
export const INDEX_REFRESH_SECONDS = 60;
export const PAIRING_REFRESH_SECONDS = 10;
/** The A-SMIL extension that tells IAdea and garlic players where to upload their logs. */
const X_SERVER_NS = 'http://schemas.adfreeze.com/smil/x-server';
const REGION = 'screen';

/** Text for an XML attribute value or element content. */
export const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface IndexLinks {
  /** Where the player PUTs its logs: `${reports}/{type}${query}` (playlog, eventlog, inventory, system). */
  reports: string;
  /** '' or `?secret=…` where the network requires the device secret. */
  query: string;
}

/** One stretch of the look-ahead with the same content: black (power off) or the loop of these items. */
interface Period extends TimeWindow {
  on: boolean;
  items: PlayerUpcomingItem[];
}

const holds = (windows: readonly TimeWindow[], at: number) => windows.some((w) => w.from <= at && at < w.till);

/** The stretches of [from, till) between every edge of the items' play windows and the power windows. */
function periods(answer: PlayerResponse, loop: readonly PlayerUpcomingItem[]): Period[] {
  const { from, till } = answer.upcoming;
  const edges = new Set<number>([from, till]);
  for (const item of loop) for (const w of item.plays) edges.add(w.from).add(w.till);
  for (const w of answer.power.windows) edges.add(w.from).add(w.till);
  const sorted = [...edges].filter((e) => e >= from && e <= till).sort((a, b) => a - b);
  const out: Period[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [a, b] = [sorted[i] as number, sorted[i + 1] as number];
    const on = holds(answer.power.windows, a);
    const items = on ? loop.filter((item) => holds(item.plays, a)) : [];
    const last = out.at(-1);
    const same =
      last && last.on === on && last.items.length === items.length && last.items.every((x, k) => x === items[k]);
    if (last && same) last.till = b;
    else out.push({ from: a, till: b, on, items });
  }
  return out;
}

/** One medium: image and video with their length, a web page as `ref`; the item guid is its log content id. */
function medium(item: PlayerUpcomingItem): string {
  const src = xmlEscape(item.localAbsoluteFileName ?? '');
  const dur = item.duration > 0 ? `${item.duration}s` : 'indefinite';
  const log = `<param name="logContentId" value="${xmlEscape(item.guid)}"/>`;
  const attrs = `src="${src}" region="${REGION}" dur="${dur}"`;
  if (item.type === 'VIDEO') return `<video ${attrs}>${log}</video>`;
  if (item.type === 'IMAGE') return `<img ${attrs}>${log}</img>`;
  return `<ref ${attrs} type="text/html">${log}</ref>`;
}

const timed = (w: TimeWindow, timeZone: string) =>
  `begin="${wallclock(w.from, timeZone)}" end="${wallclock(w.till, timeZone)}"`;

function head(refresh: number, orientation: string | null, links: IndexLinks | null): string {
  const vertical = screenOrientation(orientation) === 'vertical';
  const [width, height] = vertical ? [1080, 1920] : [1920, 1080];
  const subscriptions = links
    ? ['PlaylogCollection:playlog', 'EventlogCollection:eventlog', 'InventoryReport:inventory', 'SystemReport:system']
        .map((pair) => {
          const [type, path] = pair.split(':') as [string, string];
          const action = xmlEscape(`${links.reports}/${path}${links.query}`);
          return `<subscription><type>${type}</type><action>${action}</action><method>put</method></subscription>`;
        })
        .join('')
    : '';
  return (
    `<head><meta http-equiv="Refresh" content="${refresh}"/>` +
    (links
      ? `<metadata><x-server xmlns="${X_SERVER_NS}"><subscriptionList>${subscriptions}</subscriptionList></x-server></metadata>`
      : '') +
    `<layout><root-layout width="${width}" height="${height}" backgroundColor="#000000"/>` +
    `<region regionName="${REGION}" xml:id="${REGION}" left="0" top="0" width="100%" height="100%" z-index="1" fit="meet"/></layout></head>`
  );
}

const document = (headPart: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0" baseProfile="Language">${headPart}<body>${body}</body></smil>\n`;

/**
 * The A-SMIL index of a screen from its player answer (GET /api/playlist, the same resolved data): the look-ahead's
 * stretches as `par`s with wallclock begin/end in the location's zone (a stretch without power is empty: black), the
 * loop of each as a repeating `seq`; a running announcement in a higher priorityClass that interrupts the loop;
 * every medium prefetched.
 */
export function renderIndex(answer: PlayerResponse, timeZone: string, links: IndexLinks): string {
  const announcementGuid = answer.announcement?.guid;
  const loop = answer.upcoming.items.filter((i) => i.guid !== announcementGuid);
  const notice = answer.upcoming.items.find((i) => i.guid === announcementGuid);
  const loopPars = periods(answer, loop)
    .map((p) => {
      const times = timed(p, timeZone);
      if (!p.on || p.items.length === 0) return `<par ${times}/>`;
      return `<par ${times}><seq repeatCount="indefinite">${p.items.map(medium).join('')}</seq></par>`;
    })
    .join('');
  // The announcement only while the screen is on (outside it the screen is black, as the web player's).
  const noticePars = notice
    ? notice.plays
        .flatMap((w) =>
          answer.power.windows
            .map((on) => ({ from: Math.max(w.from, on.from), till: Math.min(w.till, on.till) }))
            .filter((x) => x.from < x.till),
        )
        .map((w) => `<par ${timed(w, timeZone)}>${medium({ ...notice, duration: 0 })}</par>`)
        .join('')
    : '';
  const files = new Set<string>();
  for (const item of loop) if (item.type !== 'WEB' && item.localAbsoluteFileName) files.add(item.localAbsoluteFileName);
  const prefetch = [...files].map((src) => `<prefetch src="${xmlEscape(src)}"/>`).join('');
  const excl =
    '<excl>' +
    `<priorityClass xml:id="announcements" peers="stop" higher="stop" lower="defer">${noticePars}</priorityClass>` +
    `<priorityClass xml:id="loop" peers="stop" higher="pause" lower="defer">${loopPars}</priorityClass>` +
    '</excl>';
  const body = `<par>${prefetch ? `<seq xml:id="prefetch">${prefetch}</seq>` : ''}${excl}</par>`;
  return document(head(INDEX_REFRESH_SECONDS, answer.device.orientation, links), body);
}

/** The index of a screen that waits to be paired: the pairing page (its code, as the web player shows it). */
export function renderPairingIndex(pageUrl: string): string {
  const body = `<seq repeatCount="indefinite"><ref src="${xmlEscape(pageUrl)}" region="${REGION}" type="text/html" dur="${PAIRING_REFRESH_SECONDS}s"/></seq>`;
  return document(head(PAIRING_REFRESH_SECONDS, null, null), body);
}
