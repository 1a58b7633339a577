// The SMIL client and the web player agree: at 200 random moments of a week (opening hours, item schedules, an item's
// window, a linked playlist, an announcement, the screen's on-time and the change to winter time) what the SMIL client
// plays from the index equals what the /api/playlist answer tells the web player to play.
import type { OpeningHours } from '@signage/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDevice, addLinkItem, addLocation, addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { smilClientOf } from '../../test/smil-harness.js';
import { indexMemo } from './service.js';

const h = useHarness();
beforeEach(() => {
  playerOfHarness(h).reset();
  indexMemo(h.app.ctx).clear();
});

const WEEK_START = Date.parse('2026-10-19T00:00:00+02:00'); // Monday; Sunday 25 October turns to winter time
const WEEK = 7 * 24 * 3_600_000;
const HOURS: OpeningHours = {
  weekly: {
    ...Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr'].map((d) => [d, [{ from: '09:00', till: '18:00' }]])),
    sa: [{ from: '10:00', till: '14:00' }],
  },
  exceptions: [],
};

/** A small seeded generator (mulberry32): the same moments on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Answer {
  items: Array<{ guid: string; activeFrom: number | null; activeTill: number | null }>;
  power: { windows: Array<{ from: number; till: number }> };
  announcement?: { guid: string };
}

/** What the web player shows at t by the answer: black while off, the announcement while one runs, else the loop. */
function webPlayerAt(answer: Answer, t: number): string[] {
  if (!answer.power.windows.some((w) => w.from <= t && t < w.till)) return [];
  if (answer.announcement) return [answer.announcement.guid];
  return answer.items
    .filter((i) => (i.activeFrom ?? t) <= t && (i.activeTill === null || t < i.activeTill))
    .map((i) => i.guid);
}

describe('SMIL client and web player', () => {
  it('play the same at 200 random moments of a week', async () => {
    const db = h.database.db;
    const location = await addLocation(db, {
      guidParent: h.fx.networkA,
      timeZone: 'Europe/Berlin',
      openingHours: HOURS,
    });
    const playlist = await addPlaylist(db, { guidCompany: location });
    const linked = await addPlaylist(db, { guidCompany: location });
    const always = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
    await addLinkItem(db, { guidPlaylist: playlist, orderNr: 200, linkedPlaylist: linked, schedule: { kind: 'open' } });
    const inner = await addPlayerItem(db, { guidPlaylist: linked, orderNr: 100, duration: 7 });
    const innerWeb = await addPlayerItem(db, {
      guidPlaylist: linked,
      orderNr: 200,
      type: 'WEB',
      mime: null,
      localFileName: 'https://example.org/wetter',
    });
    const mornings = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 300,
      schedule: { kind: 'times', days: ['mo', 'di', 'mi', 'do', 'fr'], spans: [{ from: '08:00', till: '12:00' }] },
    });
    const closed = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 400, schedule: { kind: 'closed' } });
    const windowed = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 500,
      activeFrom: new Date('2026-10-21T12:00:00+02:00'),
      activeTill: new Date('2026-10-23T15:30:00+02:00'),
    });
    const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
    const made = await h.call('netA', {
      method: 'POST',
      url: '/v1/announcements',
      payload: {
        network: h.fx.networkA,
        scope: 'location',
        location,
        colour: '#1565c0',
        text: 'Heute ab 16 Uhr geschlossen',
        startsAt: Date.parse('2026-10-22T10:00:00+02:00'),
        endsAt: Date.parse('2026-10-22T11:30:00+02:00'),
      },
    });
    expect(made.statusCode).toBe(200);
    const announcement = (made.json() as { guid: string }).guid;
    h.clock.set(WEEK_START); // after the staff call: the week lies ahead of the staff's session

    const next = random(45);
    const moments = Array.from({ length: 200 }, () => WEEK_START + Math.floor(next() * WEEK)).sort((a, b) => a - b);
    const client = smilClientOf(h, device);
    const seen = new Set<string>();
    let unchanged = 0;
    for (const t of moments) {
      h.clock.set(t);
      playerOfHarness(h).polls.reset(); // the moments may lie seconds apart: not the poll limit's business here
      const json = (await poll(h, device)).json() as Answer;
      if ((await client.refresh()) === 'unchanged') unchanged++;
      const smil = (client.playingAt(t) ?? []).map((m) => m.contentId);
      const web = webPlayerAt(json, t);
      expect({ at: new Date(t).toISOString(), smil }).toEqual({ at: new Date(t).toISOString(), smil: web });
      for (const guid of web) seen.add(guid);
      if (web.length === 0) seen.add('black');
    }
    // Every part of the scripted week was met, and the client used its validators.
    expect([...seen].sort()).toEqual(
      [always, inner, innerWeb, mornings, closed, windowed, announcement, 'black'].sort(),
    );
    expect(unchanged).toBeGreaterThan(20);
  });
});
