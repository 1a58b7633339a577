import {
  DEFAULT_SCREEN_POWER,
  describeSpans,
  type ScreenPower,
  screenPowerSchema,
  type TimeSpan,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@signage/shared';

/** The 'Einschaltzeit' group as typed: minutes and each day's spans as text. */
export interface PowerFormValues {
  kind: ScreenPower['kind'];
  before: string;
  after: string;
  /** Per weekday 'HH:MM–HH:MM, HH:MM–HH:MM'; empty = off that day. */
  weekly: Record<Weekday, string>;
}

const emptyWeek = () => Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>;

export const spansText = (spans: readonly TimeSpan[] | undefined) =>
  (spans ?? []).map((s) => `${s.from}–${s.till}`).join(', ');

export function toPowerForm(power: ScreenPower | null): PowerFormValues {
  const p = power ?? DEFAULT_SCREEN_POWER;
  const weekly = emptyWeek();
  if (p.kind === 'own') for (const day of WEEKDAYS) weekly[day] = spansText(p.weekly[day]);
  return {
    kind: p.kind,
    before: String(p.kind === 'hours' ? p.before : 30),
    after: String(p.kind === 'hours' ? p.after : 30),
    weekly,
  };
}

const SPAN_PATTERN = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;
const pad = (time: string) => time.padStart(5, '0');

/** 'HH:MM–HH:MM, …' → spans; null when a piece is not of that form. */
export function parseSpans(text: string): TimeSpan[] | null {
  const pieces = text
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const spans: TimeSpan[] = [];
  for (const piece of pieces) {
    const match = SPAN_PATTERN.exec(piece);
    if (!match) return null;
    spans.push({ from: pad(match[1] as string), till: pad(match[2] as string) });
  }
  return spans;
}

export type PowerFieldPath = 'before' | 'after' | `weekly.${Weekday}` | 'kind';
export type PowerResult =
  | { ok: true; power: ScreenPower | null }
  | { ok: false; errors: Partial<Record<PowerFieldPath, string>> };

const SPAN_FORMAT = 'Zeitspannen wie 08:00–20:00 angeben, mehrere durch Komma getrennt';
const MINUTES = 'Minuten als ganze Zahl angeben';

/**
 * The value for POST /v1/devices/{id} `power`, checked by the shared schema (its German messages, on the field
 * they belong to). The default (opening hours, 30/30) is sent as null.
 */
export function toScreenPower(values: PowerFormValues): PowerResult {
  const errors: Partial<Record<PowerFieldPath, string>> = {};
  let candidate: unknown;
  if (values.kind === 'hours') {
    const minutes = (text: string, field: 'before' | 'after') => {
      const n = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(n)) errors[field] = MINUTES;
      return n;
    };
    candidate = { kind: 'hours', before: minutes(values.before, 'before'), after: minutes(values.after, 'after') };
  } else if (values.kind === 'own') {
    const weekly: Partial<Record<Weekday, TimeSpan[]>> = {};
    for (const day of WEEKDAYS) {
      const spans = parseSpans(values.weekly[day]);
      if (spans === null) errors[`weekly.${day}`] = SPAN_FORMAT;
      else if (spans.length > 0) weekly[day] = spans;
    }
    candidate = { kind: 'own', weekly };
  } else candidate = { kind: 'always' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = screenPowerSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path.map(String);
      const field = (first === 'weekly' ? `weekly.${second}` : first) as PowerFieldPath;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const power = parsed.data;
  const isDefault =
    power.kind === 'hours' &&
    DEFAULT_SCREEN_POWER.kind === 'hours' &&
    power.before === DEFAULT_SCREEN_POWER.before &&
    power.after === DEFAULT_SCREEN_POWER.after;
  return { ok: true, power: isDefault ? null : power };
}

/** The on-time as read-only text ('nach Öffnungszeiten, 30 Min. vorher bis 30 Min. nachher'). */
export function describePower(power: ScreenPower | null): string {
  const p = power ?? DEFAULT_SCREEN_POWER;
  if (p.kind === 'always') return 'immer an';
  if (p.kind === 'hours') return `nach Öffnungszeiten, ${p.before} Min. vorher bis ${p.after} Min. nachher`;
  const days = WEEKDAYS.filter((day) => (p.weekly[day] ?? []).length > 0).map(
    (day) => `${WEEKDAY_LABELS[day]} ${describeSpans(p.weekly[day] ?? [])}`,
  );
  return days.length > 0 ? `eigene Zeiten: ${days.join('; ')}` : 'eigene Zeiten: nie an';
}
