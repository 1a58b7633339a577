import { applyMonitorRule, type MonitorBox, type Orientation } from '@signage/shared';

/**
 * jsonMonitor x, y, w, h are pixels on the location image scaled to this width (its height follows
 * the image's aspect ratio). The default 84x128 and the reset sizes 384x216 / 216x384 of SPEC §5/§9
 * are values in this space; every display scales them to the width it shows the image at.
 */
export const STAGE_REFERENCE_WIDTH = 960;
/** Smallest box edge the editor allows, in reference pixels. */
export const MIN_BOX_EDGE = 24;

export interface Size {
  width: number;
  height: number;
}

/** Height of the reference space for an image (16:9 when its size is not known yet). */
export function referenceHeight(natural: Size | null): number {
  if (!natural || natural.width <= 0 || natural.height <= 0) return (STAGE_REFERENCE_WIDTH * 9) / 16;
  return (STAGE_REFERENCE_WIDTH * natural.height) / natural.width;
}

/** The box as CSS percentages of the displayed image. */
export function boxToPercent(box: MonitorBox, natural: Size | null) {
  const height = referenceHeight(natural);
  return {
    left: (box.x / STAGE_REFERENCE_WIDTH) * 100,
    top: (box.y / height) * 100,
    width: (box.w / STAGE_REFERENCE_WIDTH) * 100,
    height: (box.h / height) * 100,
  };
}

export const ratioOf = (orientation: Orientation) => (orientation === 'vertical' ? 9 / 16 : 16 / 9);

const round = (n: number) => Math.round(n * 10) / 10;

/** Keeps the box inside the image: moved back in, made smaller only if it is larger than the image. */
export function clampBox(box: MonitorBox, natural: Size | null): MonitorBox {
  const maxW = STAGE_REFERENCE_WIDTH;
  const maxH = referenceHeight(natural);
  const scale = Math.min(1, maxW / box.w, maxH / box.h);
  const w = box.w * scale;
  const h = box.h * scale;
  const x = Math.min(Math.max(0, box.x), maxW - w);
  const y = Math.min(Math.max(0, box.y), maxH - h);
  return { ...box, x: round(x), y: round(y), w: round(w), h: round(h) };
}

/** A new width with the height that keeps the orientation's aspect ratio (so SPEC §5 never resets it). */
export function withWidth(box: MonitorBox, width: number, orientation: Orientation): MonitorBox {
  const ratio = ratioOf(orientation);
  const minW = orientation === 'vertical' ? MIN_BOX_EDGE : MIN_BOX_EDGE * ratio;
  const w = Math.max(minW, width);
  return { ...box, w: round(w), h: round(w / ratio) };
}

/** The box moved by a delta (reference pixels), kept inside the image. */
export function moveBy(box: MonitorBox, dx: number, dy: number, natural: Size | null): MonitorBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy }, natural);
}

/**
 * The box a device's screen is drawn in, as the SPEC §5 rule reads the saved one: a NaN size becomes
 * 90x10, which (like any size off the orientation's aspect ratio) is then reset to 384x216 / 216x384.
 * The stage and the monitor position editor both show this box, so they always agree.
 */
export function effectiveMonitorBox(saved: MonitorBox, orientation: Orientation): MonitorBox {
  return applyMonitorRule(applyMonitorRule(saved, orientation), orientation);
}
