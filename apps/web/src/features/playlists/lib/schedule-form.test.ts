import type { ItemSchedule } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { addSpan, scheduleChanged, scheduleProblems, toSchedule, toScheduleForm } from './schedule-form';

describe('schedule form', () => {
  it('turns a stored schedule into the form and back', () => {
    const times: ItemSchedule = { kind: 'times', days: ['mo', 'fr'], spans: [{ from: '07:00', till: '10:00' }] };
    expect(toSchedule(toScheduleForm(times))).toEqual(times);
    expect(toSchedule(toScheduleForm(null))).toBeNull();
    expect(toSchedule(toScheduleForm({ kind: 'open' }))).toEqual({ kind: 'open' });
    expect(toSchedule({ ...toScheduleForm(times), kind: 'always' })).toBeNull();
    expect(toScheduleForm({ kind: 'closed' })).toMatchObject({ kind: 'closed', days: ['mo', 'di', 'mi', 'do', 'fr'] });
  });

  it('names the German problem on its field', () => {
    const form = toScheduleForm(null);
    expect(scheduleProblems({ ...form, kind: 'open', days: [] }).size, 'days count only for times').toBe(0);
    const times = { ...form, kind: 'times' as const };
    expect(scheduleProblems(times).size).toBe(0);
    expect(scheduleProblems({ ...times, days: [] }).get('days')).toBe('Mindestens einen Wochentag wählen');
    expect(scheduleProblems({ ...times, spans: [{ from: '10:00', till: '08:00' }] }).get('spans.0.till')).toMatch(
      /^Das Ende muss nach dem Beginn liegen/,
    );
    const overlapping = scheduleProblems({
      ...times,
      spans: [
        { from: '08:00', till: '10:00' },
        { from: '09:00', till: '11:00' },
      ],
    });
    expect(overlapping.get('spans.1')).toBe('Zeitspannen überschneiden sich: 08:00–10:00 und 09:00–11:00');
    expect(scheduleProblems({ ...times, spans: [{ from: '8 Uhr', till: '10:00' }] }).get('spans.0.from')).toBe(
      'Uhrzeit im Format HH:MM angeben (00:00 bis 24:00)',
    );
  });

  it('knows whether the schedule changed', () => {
    expect(scheduleChanged(toScheduleForm(null), null)).toBe(false);
    expect(scheduleChanged(toScheduleForm(null), { kind: 'always' })).toBe(false);
    expect(scheduleChanged({ ...toScheduleForm(null), kind: 'open' }, null)).toBe(true);
  });

  it('adds a span after the last one', () => {
    expect(addSpan([])).toEqual([{ from: '08:00', till: '12:00' }]);
    expect(addSpan([{ from: '08:00', till: '12:00' }])).toEqual([
      { from: '08:00', till: '12:00' },
      { from: '12:00', till: '14:00' },
    ]);
    expect(addSpan([{ from: '20:00', till: '23:30' }]).at(-1)).toEqual({ from: '23:30', till: '24:00' });
  });
});
