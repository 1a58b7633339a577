import type { PlayerItem, TimeWindow } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import {
  itemsAt,
  mediaAhead,
  nextEdge,
  nextItemChange,
  powerAt,
  powerOf,
  type ScheduledAnswer,
  type UpcomingItem,
  upcomingOf,
  windowAt,
} from './schedule';

const H = 3_600_000;
/** Monday 30 Nov 2026, 08:00 in Berlin (07:00 UTC): the phase start of the answers below. */
const T = Date.UTC(2026, 10, 30, 7);
const at = (hours: number) => T + hours * H;
const span = (from: number, till: number): TimeWindow => ({ from: at(from), till: at(till) });

const item = (guid: string, orderNr: number, patch: Partial<PlayerItem> = {}) =>
  ({
    guid,
    orderNr,
    type: 'IMAGE',
    active: 1,
    duration: 5,
    activeFrom: null,
    activeTill: null,
    localAbsoluteFileName: `http://tv.example/media/${guid}.png`,
    size: 10,
    ...patch,
  }) as PlayerItem;
const upcomingItem = (guid: string, orderNr: number, plays: TimeWindow[]): UpcomingItem => ({
  ...item(guid, orderNr),
  plays,
});

/** Always (a), 9–18 (b), 18–24 and 0–1 next day as two spans merged by the server (c). */
const upcoming = {
  from: T,
  till: at(24),
  items: [
    upcomingItem('a', 100, [span(0, 24)]),
    upcomingItem('b', 200, [span(1, 10)]),
    upcomingItem('c', 300, [span(10, 17)]),
  ],
};
/** On 7:30–18:30 Berlin: the answer at 8:00 is on until 10:30 (UTC hours differ, the windows are instants). */
const power = { on: true, windows: [span(0, 10.5), span(23.5, 24)], nextChange: at(10.5) };
/** Broken fields on purpose are typed loosely: the reader must refuse what an odd server might send. */
const answer = (patch: Record<string, unknown> = {}): ScheduledAnswer =>
  ({
    serverTime: T + 30_000,
    etag: '"x"',
    device: { guid: 'd' },
    playlist: null,
    items: [item('a', 100)],
    upcoming,
    power,
    ...patch,
  }) as ScheduledAnswer;
const guids = (items: readonly PlayerItem[]) => items.map((i) => i.guid);

describe('window lookups', () => {
  const windows = [span(1, 2), span(4, 5)];
  it('finds the window holding an instant, its start inclusive and its end exclusive', () => {
    expect(windowAt(windows, at(1))).toEqual(span(1, 2));
    expect(windowAt(windows, at(2) - 1)).toEqual(span(1, 2));
    expect(windowAt(windows, at(2))).toBeNull();
    expect(windowAt([], at(1))).toBeNull();
  });
  it('finds the next start or end after an instant', () => {
    expect(nextEdge(windows, at(0))).toBe(at(1));
    expect(nextEdge(windows, at(1))).toBe(at(2));
    expect(nextEdge(windows, at(3))).toBe(at(4));
    expect(nextEdge(windows, at(5))).toBeNull();
  });
  it('takes the next change of the loop from every item, at most the end of the look-ahead', () => {
    expect(nextItemChange(upcoming, T)).toBe(at(1));
    expect(nextItemChange(upcoming, at(10))).toBe(at(17));
    expect(nextItemChange(upcoming, at(17))).toBe(at(24));
  });
});

describe('reading the fields of the answer', () => {
  it('takes no look-ahead or power from an older server, or from broken fields', () => {
    expect(upcomingOf(answer({ upcoming: undefined }))).toBeNull();
    expect(upcomingOf(answer({ upcoming: { from: T, till: T, items: [] } }))).toBeNull();
    expect(upcomingOf(answer({ upcoming: { ...upcoming, items: [{ ...item('x', 1), plays: 'nein' }] } }))).toBeNull();
    expect(upcomingOf(answer({ upcoming: { ...upcoming, items: [upcomingItem('x', 1, [span(2, 1)])] } }))).toBeNull();
    expect(powerOf(answer({ power: undefined }))).toBeNull();
    expect(powerOf(answer({ power: { on: 'ja', windows: [] } }))).toBeNull();
    expect(powerOf(answer({ power: { on: false, windows: [], nextChange: null } }))).toEqual({
      on: false,
      windows: [],
      nextChange: null,
    });
  });
});

describe('what plays at an instant', () => {
  it("plays the server's items until the look-ahead's next change after the answer", () => {
    // The server's items are what it says for now, even when they differ from the look-ahead (a newer rule).
    expect(guids(itemsAt(answer(), T + 60_000))).toEqual(['a']);
    expect(guids(itemsAt(answer(), at(1) - 1))).toEqual(['a']);
  });
  it('switches by itself at each boundary of the look-ahead, in loop order', () => {
    expect(guids(itemsAt(answer(), at(1)))).toEqual(['a', 'b']);
    expect(guids(itemsAt(answer(), at(10)))).toEqual(['a', 'c']);
    expect(guids(itemsAt(answer(), at(17)))).toEqual(['a']);
  });
  it('keeps playing the last loop of the look-ahead after its end', () => {
    const late = answer({ upcoming: { ...upcoming, till: at(12) } });
    expect(guids(itemsAt(late, at(11)))).toEqual(['a', 'c']);
    expect(guids(itemsAt(late, at(40)))).toEqual(['a', 'c']);
  });
  it("plays the server's items from an answer without a look-ahead, or before it", () => {
    expect(guids(itemsAt(answer({ upcoming: undefined }), at(5)))).toEqual(['a']);
    expect(guids(itemsAt(answer({ serverTime: T - H }), T - 1))).toEqual(['a']);
    expect(itemsAt(null, T)).toEqual([]);
  });
});

describe('on-time and wake-up', () => {
  it('is on inside an on-window until its end, dark outside until the next window', () => {
    expect(powerAt(answer(), T)).toEqual({ on: true, until: at(10.5) });
    expect(powerAt(answer(), at(10.5))).toEqual({ on: false, until: at(23.5) });
    expect(powerAt(answer(), at(23.5) - 1)).toEqual({ on: false, until: at(23.5) });
    // The window runs to the end of the look-ahead: on without a known end.
    expect(powerAt(answer(), at(23.5))).toEqual({ on: true, until: null });
  });
  it('is always on without a power field (an older server)', () => {
    expect(powerAt(answer({ power: undefined }), at(12))).toEqual({ on: true, until: null });
    expect(powerAt(null, at(12))).toEqual({ on: true, until: null });
  });
  it('wakes at the end of the look-ahead when no window follows, and stays on beyond it', () => {
    const dark = answer({ power: { on: false, windows: [], nextChange: at(30) } });
    expect(powerAt(dark, at(2))).toEqual({ on: false, until: at(24) });
    expect(powerAt(dark, at(24))).toEqual({ on: true, until: null });
  });
  it('uses on and nextChange before the look-ahead, or without one', () => {
    expect(powerAt(answer({ power: { ...power, on: false } }), T - 1)).toEqual({ on: false, until: T });
    const bare = answer({ upcoming: undefined });
    expect(powerAt(bare, at(10))).toEqual({ on: true, until: at(10.5) });
    expect(powerAt(bare, at(11))).toEqual({ on: false, until: null });
    expect(powerAt(answer({ upcoming: undefined, power: { ...power, nextChange: null } }), at(50)).on).toBe(true);
  });
});

describe('media held ready', () => {
  it("keeps the loop's files and those of items that still play in the look-ahead, each once", () => {
    expect(mediaAhead(answer(), T).map((m) => m.url)).toEqual([
      'http://tv.example/media/a.png',
      'http://tv.example/media/b.png',
      'http://tv.example/media/c.png',
    ]);
    // After 10:00 item b's window has passed: its file is no longer needed.
    expect(mediaAhead(answer(), at(10)).map((m) => m.url)).toEqual([
      'http://tv.example/media/a.png',
      'http://tv.example/media/c.png',
    ]);
    expect(mediaAhead(null, T)).toEqual([]);
  });
});
