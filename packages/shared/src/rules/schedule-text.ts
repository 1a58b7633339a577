/** The German card text of an item's schedule ('Mo–Fr 7–10 Uhr'). */
import { type ItemSchedule, type TimeSpan, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from './opening-hours-schema.js';

/** '07:00' → '7', '10:30' → '10:30', '24:00' → '24'. */
function clockText(time: string): string {
  const [hours, minutes] = time.split(':');
  const hour = String(Number(hours));
  return minutes === '00' ? hour : `${hour}:${minutes}`;
}

/** Runs of consecutive weekdays (Mo first); three or more read 'Mo–Fr', shorter runs are listed. */
export function describeDays(days: readonly Weekday[]): string {
  const chosen = new Set(days);
  if (chosen.size === WEEKDAYS.length) return 'täglich';
  const runs: Weekday[][] = [];
  let run: Weekday[] = [];
  for (const day of WEEKDAYS) {
    if (chosen.has(day)) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs
    .flatMap((r) => {
      const labels = r.map((day) => WEEKDAY_LABELS[day]);
      return labels.length >= 3 ? [`${labels[0]}–${labels.at(-1)}`] : labels;
    })
    .join(', ');
}

export function describeSpans(spans: readonly TimeSpan[]): string {
  const sorted = [...spans].sort((a, b) => a.from.localeCompare(b.from));
  return `${sorted.map((s) => `${clockText(s.from)}–${clockText(s.till)}`).join(', ')} Uhr`;
}

export function describeSchedule(schedule: ItemSchedule): string {
  switch (schedule.kind) {
    case 'always':
      return 'immer';
    case 'open':
      return 'nur während der Öffnungszeiten';
    case 'closed':
      return 'nur außerhalb der Öffnungszeiten';
    case 'times':
      return `${describeDays(schedule.days)} ${describeSpans(schedule.spans)}`;
  }
}
