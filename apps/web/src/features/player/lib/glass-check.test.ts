import { glassCaptureSize, glassContainBox } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { containBox, type GlassBody, GlassChecker, type GlassOutcome, glassDayOf, storedSentDays } from './glass-check';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

function setup(outcomes: GlassOutcome[], storage = new MemoryStorage()) {
  let clock = Date.UTC(2026, 11, 6, 10);
  const sent: GlassBody[] = [];
  const checker = new GlassChecker({
    sent: storedSentDays('d1', storage as unknown as Storage),
    capture: async () => 'data:image/png;base64,AAAA',
    send: async (body) => {
      sent.push(body);
      return outcomes.shift() ?? 'done';
    },
    now: () => clock,
  });
  return { checker, sent, storage, tick: (ms: number) => (clock += ms), at: () => clock };
}

const image = { guid: 'i1', type: 'IMAGE' };

describe('GlassChecker', () => {
  it('sends an image item once per day, also after a reload; a new day sends again; no video', async () => {
    const s = setup([]);
    expect(await s.checker.check(image, s.at())).toBe('sent');
    expect(await s.checker.check(image, s.at())).toBe('skipped');
    expect(await s.checker.check({ guid: 'v1', type: 'VIDEO' }, s.at())).toBe('skipped');
    // a reload: a new checker on the same storage
    const again = setup([], s.storage);
    expect(await again.checker.check(image, s.at())).toBe('skipped');
    expect(await again.checker.check(image, s.at() + 24 * 3600_000)).toBe('sent');
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]).toMatchObject({ guidItem: 'i1', shownAt: s.at() });
  });

  it('a request is answered once with its id, even for an item already checked today', async () => {
    const s = setup([]);
    await s.checker.check(image, s.at());
    expect(await s.checker.check(image, s.at(), 'r1')).toBe('sent');
    expect(await s.checker.check(image, s.at(), 'r1')).toBe('skipped');
    expect(s.sent[1]).toMatchObject({ requestId: 'r1' });
  });

  it('a failed send is tried again after a wait, and then kept', async () => {
    const s = setup(['retry']);
    expect(await s.checker.check(image, s.at())).toBe('retry');
    expect(await s.checker.check(image, s.at())).toBe('skipped');
    s.tick(30_000);
    expect(await s.checker.check(image, s.at())).toBe('sent');
    expect(s.sent).toHaveLength(2);
  });

  it('the day is the Berlin calendar day; contain fits the picture with bars', () => {
    expect(glassDayOf(Date.UTC(2026, 11, 6, 23, 30))).toBe('2026-12-07');
    expect(containBox({ x: 0, y: 0, width: 160, height: 90 }, 100, 100)).toEqual({
      x: 35,
      y: 0,
      width: 90,
      height: 90,
    });
  });

  it('the capture is 480 px on the long side; the server fits the expected picture at whole pixels', () => {
    expect(glassCaptureSize(1920, 1080)).toEqual({ width: 480, height: 270 });
    expect(glassCaptureSize(640, 360)).toEqual({ width: 480, height: 270 });
    expect(glassCaptureSize(1080, 1920)).toEqual({ width: 270, height: 480 });
    expect(glassCaptureSize(360, 640)).toEqual({ width: 270, height: 480 });
    expect(glassContainBox(480, 270, 1920, 1080)).toEqual({ x: 0, y: 0, width: 480, height: 270 });
    // a landscape picture on a portrait screen: centred, bars above and below
    expect(glassContainBox(270, 480, 1920, 1080)).toEqual({ x: 0, y: 164, width: 270, height: 152 });
    expect(glassContainBox(270, 480, 0, 1080)).toBeNull();
  });
});
