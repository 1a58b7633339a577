import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMonitorRule,
  DEFAULT_MONITOR_BOX,
  MONITOR_NAN_SIZE,
  MONITOR_RESET_SIZE,
  type MonitorBox,
  type Orientation,
  parseMonitorBox,
  toMonitorBox,
} from './monitor-box.js';

const box = (w: number, h: number): MonitorBox => ({ vis: true, x: 5, y: 6, w, h });

describe('monitor box (SPEC §5)', () => {
  it('has the default 0,0,84,128 visible', () => {
    expect(parseMonitorBox(null)).toEqual({ vis: true, x: 0, y: 0, w: 84, h: 128 });
    expect(parseMonitorBox('kaputt')).toEqual(DEFAULT_MONITOR_BOX);
    expect(toMonitorBox({ x: 3 })).toEqual({ ...DEFAULT_MONITOR_BOX, x: 3 });
    expect(toMonitorBox({ vis: false, pos: { x: 1, y: 2, w: 3, h: 4 } })).toEqual({
      vis: false,
      x: 1,
      y: 2,
      w: 3,
      h: 4,
    });
  });

  it('keeps boxes within 0.1 of the orientation aspect ratio and resets others', () => {
    expect(applyMonitorRule(box(160, 90), 'horizontal')).toEqual(box(160, 90));
    expect(applyMonitorRule(box(84, 128), 'vertical')).toEqual(box(84, 128));
    expect(applyMonitorRule(box(84, 128), 'horizontal')).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE.horizontal });
    expect(applyMonitorRule(box(160, 90), 'vertical')).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE.vertical });
    expect(applyMonitorRule(box(100, 0), 'horizontal')).toMatchObject(MONITOR_RESET_SIZE.horizontal);
  });

  it('turns a NaN size into 90x10', () => {
    expect(applyMonitorRule(box(Number.NaN, 90), 'horizontal')).toMatchObject(MONITOR_NAN_SIZE);
    expect(applyMonitorRule(toMonitorBox({ w: 'abc', h: 5 }), 'vertical')).toMatchObject(MONITOR_NAN_SIZE);
    expect(toMonitorBox({ x: 'x', y: null }).x).toBe(0);
  });

  it('always yields finite positions and a size that is 90x10 or fits the ratio', () => {
    const num = fc.oneof(
      fc.double({ min: -1e6, max: 1e6 }),
      fc.constant(Number.NaN),
      fc.integer({ min: 0, max: 4000 }),
    );
    fc.assert(
      fc.property(num, num, num, num, fc.constantFrom<Orientation>('horizontal', 'vertical'), (x, y, w, h, o) => {
        const out = applyMonitorRule(toMonitorBox({ x, y, w, h }), o);
        expect(Number.isFinite(out.x) && Number.isFinite(out.y)).toBe(true);
        const isNan = out.w === MONITOR_NAN_SIZE.w && out.h === MONITOR_NAN_SIZE.h;
        const target = o === 'vertical' ? 9 / 16 : 16 / 9;
        expect(isNan || Math.abs(out.w / out.h - target) <= 0.1).toBe(true);
        // applying the rule twice changes nothing more (a NaN box is already settled as 90x10)
        if (!isNan) expect(applyMonitorRule(out, o)).toEqual(out);
      }),
    );
  });
  it('pins the tolerance at 0.1 on both sides of the ratio, for both orientations', () => {
    // w/h against 16/9 = 1.778 and 9/16 = 0.5625: 0.09 off is kept, 0.11 off is reset
    for (const [w, o] of [
      [187, 'horizontal'],
      [168, 'horizontal'],
      [65, 'vertical'],
      [47, 'vertical'],
    ] as const) {
      expect(applyMonitorRule(box(w, 100), o), `${w}x100 ${o}`).toEqual(box(w, 100));
    }
    for (const [w, o] of [
      [189, 'horizontal'],
      [166, 'horizontal'],
      [67, 'vertical'],
      [45, 'vertical'],
    ] as const) {
      expect(applyMonitorRule(box(w, 100), o), `${w}x100 ${o}`).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE[o] });
    }
  });

  it('resets negative and empty sizes even when their ratio fits', () => {
    expect(applyMonitorRule(box(-160, -90), 'horizontal')).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE.horizontal });
    expect(applyMonitorRule(box(0, 0), 'vertical')).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE.vertical });
    expect(applyMonitorRule(box(0, 90), 'horizontal')).toEqual({ ...box(0, 0), ...MONITOR_RESET_SIZE.horizontal });
  });

  it('a NaN or infinite width or height alone gives 90x10 and keeps the position', () => {
    for (const [w, h] of [
      [Number.NaN, 90],
      [160, Number.NaN],
      [Number.POSITIVE_INFINITY, 90],
      [160, Number.NEGATIVE_INFINITY],
    ]) {
      expect(applyMonitorRule(box(w, h), 'horizontal')).toEqual({ vis: true, x: 5, y: 6, w: 90, h: 10 });
    }
  });

  it('reads numbers given as text, and blank or odd values as unreadable', () => {
    expect(toMonitorBox({ x: '7', y: ' 8 ', w: '160', h: '90' })).toEqual({ vis: true, x: 7, y: 8, w: 160, h: 90 });
    expect(toMonitorBox({ w: ' ', h: '' })).toMatchObject({ w: Number.NaN, h: Number.NaN });
    expect(toMonitorBox({ w: true, h: null })).toMatchObject({ w: Number.NaN, h: Number.NaN });
    expect(toMonitorBox({ x: Number.POSITIVE_INFINITY, y: '-Infinity' })).toMatchObject({ x: 0, y: 0 });
    expect(toMonitorBox({ x: -4, y: 2.5 })).toMatchObject({ x: -4, y: 2.5, w: 84, h: 128 });
  });

  it('takes the defaults for anything that is not a plain object; pos only when it is an object', () => {
    for (const input of [undefined, null, 0, 5, 'text', true, [1, 2], []]) {
      expect(toMonitorBox(input), JSON.stringify(input)).toEqual(DEFAULT_MONITOR_BOX);
    }
    expect(toMonitorBox({ pos: 5, x: 9 })).toEqual({ ...DEFAULT_MONITOR_BOX, x: 9 });
    expect(toMonitorBox({ pos: null, y: 9 })).toEqual({ ...DEFAULT_MONITOR_BOX, y: 9 });
    expect(toMonitorBox({ pos: { x: 1 }, x: 9, w: 3 })).toEqual({ ...DEFAULT_MONITOR_BOX, x: 1 });
  });

  it('reads vis as true, 1 or "true"; absent means visible; anything else hidden', () => {
    for (const vis of [true, 1, 'true', undefined]) expect(toMonitorBox({ vis }).vis, String(vis)).toBe(true);
    for (const vis of [false, 0, 'false', 'ja', 2, null]) expect(toMonitorBox({ vis }).vis, String(vis)).toBe(false);
  });

  it('parses stored text: empty gives the default, an unreadable size 90x10 with the position kept', () => {
    expect(parseMonitorBox('')).toEqual(DEFAULT_MONITOR_BOX);
    expect(parseMonitorBox(undefined)).toEqual(DEFAULT_MONITOR_BOX);
    expect(parseMonitorBox('{"x":3,"y":4,"w":"abc","h":50}')).toEqual({ vis: true, x: 3, y: 4, w: 90, h: 10 });
    expect(parseMonitorBox('{"x":3,"w":160,"h":"abc"}')).toEqual({ vis: true, x: 3, y: 0, w: 90, h: 10 });
    expect(parseMonitorBox('{"vis":false,"x":1,"y":2,"w":160,"h":90}')).toEqual({
      vis: false,
      x: 1,
      y: 2,
      w: 160,
      h: 90,
    });
    expect(parseMonitorBox('{"x":1')).toEqual(DEFAULT_MONITOR_BOX);
  });
});
