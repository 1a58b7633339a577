import type { PlayerItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { announcementAt, announcementOf, nextAnnouncementChange, withoutAnnouncement } from './announcement';
import { type TimerClock, watchChanges } from './change-timer';

const A = { guid: 'a1', text: 'Heute geschlossen', colour: '#c62828', pictureUrl: null, from: 1_000, until: 5_000 };
const answer = { announcement: A };

describe('announcement timing', () => {
  it('shows from its start until (not including) its end, on the server clock', () => {
    expect(announcementAt(answer, 999)).toBeNull();
    expect(announcementAt(answer, 1_000)).toEqual(A);
    expect(announcementAt(answer, 4_999)).toEqual(A);
    expect(announcementAt(answer, 5_000)).toBeNull();
    expect(announcementAt({}, 2_000)).toBeNull();
    expect(announcementAt(null, 2_000)).toBeNull();
  });

  it('names the next change: its start, then its end, then none', () => {
    expect(nextAnnouncementChange(answer, 0)).toBe(1_000);
    expect(nextAnnouncementChange(answer, 1_000)).toBe(5_000);
    expect(nextAnnouncementChange(answer, 5_000)).toBeNull();
    expect(nextAnnouncementChange({}, 0)).toBeNull();
  });

  it('ignores broken fields (an odd server): no announcement', () => {
    expect(announcementOf({ announcement: { ...A, until: 'bald' } })).toBeNull();
    expect(announcementOf({ announcement: { ...A, from: 6_000 } })).toBeNull();
    expect(announcementOf({ announcement: 'Achtung' })).toBeNull();
    expect(announcementOf({ announcement: { ...A, pictureUrl: 42 } })?.pictureUrl).toBeNull();
  });

  it('keeps its own item out of the loop', () => {
    const items = [{ guid: 'a1' }, { guid: 'b2' }] as PlayerItem[];
    expect(withoutAnnouncement(items, answer).map((i) => i.guid)).toEqual(['b2']);
    expect(withoutAnnouncement(items, {})).toBe(items);
  });

  it('wakes the screen at its end without a poll (back to the loop by itself)', () => {
    let now = 2_000;
    const timers: Array<{ at: number; run: () => void }> = [];
    const clock: TimerClock = {
      now: () => now,
      setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
      clearTimeout: () => {},
    };
    const changes: number[] = [];
    const stop = watchChanges(
      clock,
      (t) => nextAnnouncementChange(answer, t),
      () => changes.push(now),
    );
    const next = timers.shift();
    expect(next?.at).toBe(5_000);
    now = 5_000;
    next?.run();
    expect(changes).toEqual([5_000]);
    expect(announcementAt(answer, now)).toBeNull();
    stop();
  });
});
