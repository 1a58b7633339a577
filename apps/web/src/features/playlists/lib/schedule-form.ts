import { type ItemSchedule, itemScheduleSchema, storedSchedule, type TimeSpan, type Weekday } from '@signage/shared';

/**
 * The schedule fields of an item: 'Immer', 'Zu bestimmten Zeiten' (weekdays and spans), 'nur während der
 * Öffnungszeiten', 'nur außerhalb der Öffnungszeiten'. The form keeps days and spans while another kind is chosen, so
 * switching back loses nothing.
 */
export interface ScheduleForm {
  kind: ItemSchedule['kind'];
  days: Weekday[];
  spans: TimeSpan[];
}

const WORKDAYS: Weekday[] = ['mo', 'di', 'mi', 'do', 'fr'];
const FIRST_SPAN: TimeSpan = { from: '08:00', till: '12:00' };

export function toScheduleForm(schedule: ItemSchedule | null | undefined): ScheduleForm {
  if (schedule?.kind === 'times') return { kind: 'times', days: [...schedule.days], spans: [...schedule.spans] };
  return { kind: schedule?.kind ?? 'always', days: WORKDAYS, spans: [FIRST_SPAN] };
}

/** What is sent: null for 'Immer' (the server stores it so too). */
export function toSchedule(form: ScheduleForm): ItemSchedule | null {
  if (form.kind !== 'times') return storedSchedule({ kind: form.kind });
  return { kind: 'times', days: form.days, spans: form.spans };
}

/**
 * The German problems by field ('days', 'spans.1.till', 'spans.2' …), as the server's check gives them
 * (the same shared schema); empty when the schedule is fine.
 */
export function scheduleProblems(form: ScheduleForm): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = itemScheduleSchema.safeParse(toSchedule(form) ?? { kind: 'always' });
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'kind';
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return problems;
}

/** Whether the chosen schedule differs from the item's. */
export const scheduleChanged = (form: ScheduleForm, schedule: ItemSchedule | null | undefined) =>
  JSON.stringify(toSchedule(form)) !== JSON.stringify(storedSchedule(schedule));

export function addSpan(spans: readonly TimeSpan[]): TimeSpan[] {
  const last = spans.at(-1);
  if (!last) return [FIRST_SPAN];
  const from = last.till === '24:00' ? '00:00' : last.till;
  const hour = Math.min(24, Number(from.slice(0, 2)) + 2);
  return [...spans, { from, till: `${String(hour).padStart(2, '0')}:${hour === 24 ? '00' : from.slice(3)}` }];
}
