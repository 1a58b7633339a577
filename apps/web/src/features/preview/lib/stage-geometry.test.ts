import { applyMonitorRule, type MonitorBox } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import {
  boxToPercent,
  clampBox,
  effectiveMonitorBox,
  moveBy,
  referenceHeight,
  STAGE_REFERENCE_WIDTH,
  withWidth,
} from './stage-geometry';

const box = (x: number, y: number, w: number, h: number): MonitorBox => ({ vis: true, x, y, w, h });
const photo = { width: 1920, height: 1080 };

describe('stage geometry', () => {
  it('uses a 960 px wide reference space with the image aspect ratio', () => {
    expect(referenceHeight(photo)).toBe(540);
    expect(referenceHeight({ width: 1000, height: 1000 })).toBe(STAGE_REFERENCE_WIDTH);
    expect(referenceHeight(null)).toBe(540);
  });

  it('turns the box into percentages of the shown image', () => {
    expect(boxToPercent(box(96, 54, 384, 216), photo)).toEqual({ left: 10, top: 10, width: 40, height: 40 });
  });

  it('keeps the box inside the image', () => {
    expect(clampBox(box(900, -5, 384, 216), photo)).toEqual(box(576, 0, 384, 216));
    expect(clampBox(box(0, 0, 1920, 1080), photo)).toEqual(box(0, 0, 960, 540));
    expect(moveBy(box(10, 10, 160, 90), -20, 5, photo)).toEqual(box(0, 15, 160, 90));
  });

  it('resizes with the aspect ratio of the orientation, which the SPEC §5 rule keeps', () => {
    const horizontal = withWidth(box(0, 0, 84, 128), 320, 'horizontal');
    expect(horizontal).toEqual(box(0, 0, 320, 180));
    expect(applyMonitorRule(horizontal, 'horizontal')).toEqual(horizontal);
    const vertical = withWidth(box(0, 0, 84, 128), 90, 'vertical');
    expect(vertical).toEqual(box(0, 0, 90, 160));
    expect(applyMonitorRule(vertical, 'vertical')).toEqual(vertical);
    expect(withWidth(box(0, 0, 10, 10), 1, 'vertical').w).toBe(24);
  });

  it('draws the saved box as the SPEC §5 rule reads it for the orientation', () => {
    // The default 84x128 is portrait: a horizontal screen gets 384x216, a vertical one keeps it.
    expect(effectiveMonitorBox(box(10, 20, 84, 128), 'horizontal')).toEqual(box(10, 20, 384, 216));
    expect(effectiveMonitorBox(box(10, 20, 84, 128), 'vertical')).toEqual(box(10, 20, 84, 128));
    expect(effectiveMonitorBox(box(0, 0, 160, 90), 'horizontal')).toEqual(box(0, 0, 160, 90));
    expect(effectiveMonitorBox(box(0, 0, Number.NaN, 90), 'vertical')).toEqual(box(0, 0, 216, 384));
  });
});
