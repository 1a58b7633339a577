/** SPEC §5/§9: where the screen sits on the location image (jsonMonitor). */

export interface MonitorBox {
  vis: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Orientation = 'horizontal' | 'vertical';

export const DEFAULT_MONITOR_BOX: Readonly<MonitorBox> = Object.freeze({ vis: true, x: 0, y: 0, w: 84, h: 128 });
/** The size a box is reset to when its aspect ratio is wrong. */
export const MONITOR_RESET_SIZE: Readonly<Record<Orientation, { w: number; h: number }>> = Object.freeze({
  horizontal: { w: 384, h: 216 },
  vertical: { w: 216, h: 384 },
});
/** The size a box with an unreadable (NaN) size gets. */
export const MONITOR_NAN_SIZE = Object.freeze({ w: 90, h: 10 });
const ASPECT_TOLERANCE = 0.1;

const toNumber = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
};

/** A box from anything (object, flat or with `pos`); missing fields take the defaults, positions must be finite. */
export function toMonitorBox(input: unknown): MonitorBox {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ...DEFAULT_MONITOR_BOX };
  const raw = input as Record<string, unknown>;
  const pos = raw.pos && typeof raw.pos === 'object' ? (raw.pos as Record<string, unknown>) : raw;
  const field = (name: 'x' | 'y' | 'w' | 'h') => (name in pos ? toNumber(pos[name]) : DEFAULT_MONITOR_BOX[name]);
  const finiteOr = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback);
  return {
    vis: raw.vis === undefined ? true : raw.vis === true || raw.vis === 1 || raw.vis === 'true',
    x: finiteOr(field('x'), 0),
    y: finiteOr(field('y'), 0),
    w: field('w'),
    h: field('h'),
  };
}

/** The stored JSON text as a box; unreadable text gives the default box. */
export function parseMonitorBox(text: string | null | undefined): MonitorBox {
  // Stryker disable next-line ConditionalExpression: JSON.parse of '' throws and of null gives null, both ending in the default box too
  if (!text) return { ...DEFAULT_MONITOR_BOX };
  try {
    const box = toMonitorBox(JSON.parse(text));
    return Number.isFinite(box.w) && Number.isFinite(box.h) ? box : { ...box, ...MONITOR_NAN_SIZE };
  } catch {
    return { ...DEFAULT_MONITOR_BOX };
  }
}

/**
 * SPEC §5: a NaN size becomes 90x10; otherwise, when the aspect ratio w/h differs by more than 0.1
 * from 16:9 (horizontal) or 9:16 (vertical), the size is reset to 384x216 or 216x384.
 */
export function applyMonitorRule(box: MonitorBox, orientation: Orientation): MonitorBox {
  if (!Number.isFinite(box.w) || !Number.isFinite(box.h)) return { ...box, ...MONITOR_NAN_SIZE };
  const target = orientation === 'vertical' ? 9 / 16 : 16 / 9;
  // Stryker disable next-line EqualityOperator,LogicalOperator,ConditionalExpression: with one side <= 0 the ratio is <= 0 or ∞ and fails the tolerance anyway; the check matters when both are (tested: -160x-90, 0x0)
  const empty = box.w <= 0 || box.h <= 0;
  // Stryker disable next-line EqualityOperator: a ratio exactly 0.1 off is not representable reliably in floating point; 0.09 and 0.11 off are tested
  if (empty || Math.abs(box.w / box.h - target) > ASPECT_TOLERANCE) {
    return { ...box, ...MONITOR_RESET_SIZE[orientation] };
  }
  return box;
}
