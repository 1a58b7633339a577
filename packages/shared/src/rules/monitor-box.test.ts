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
});
