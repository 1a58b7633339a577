import type { OpeningHoursView } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import {
  addException,
  addSpan,
  checkDraft,
  copyToWorkdays,
  draftOf,
  errorMap,
  nextSpan,
  previewOf,
  takeOverHolidays,
  toSave,
  withDay,
  withoutSpan,
} from './opening-hours-form';

const networkWeek = {
  mo: [
    { from: '09:00', till: '13:00' },
    { from: '14:00', till: '18:30' },
  ],
  sa: [{ from: '10:00', till: '14:00' }],
};
const view = (over: Partial<OpeningHoursView> = {}): OpeningHoursView => ({
  guid: '00000000-0000-4000-8000-000000000001',
  isMother: 0,
  timeZone: 'Europe/Berlin',
  holidayState: null,
  own: null,
  networkHours: { weekly: networkWeek, exceptions: [] },
  effective: null,
  ...over,
});

describe('opening-hours form', () => {
  it('a location that inherits starts its own week from the network and saves only its exceptions', () => {
    const draft = draftOf(view());
    expect(draft.inherit).toBe(true);
    expect(draft.weekly.mo).toEqual(networkWeek.mo);
    expect(draft.weekly.so).toEqual([]);
    expect(toSave(draft, false)).toEqual({ hours: { exceptions: [] }, holidayState: '' });
    const own = { ...draft, inherit: false };
    expect(toSave(own, false).hours).toEqual({ weekly: networkWeek, exceptions: [] });
    expect(previewOf(own, view())?.weeklyFrom).toBe('own');
    expect(previewOf(draft, view())?.weeklyFrom).toBe('network');
  });

  it('a network always saves its week; closed days are left out, empty notes dropped', () => {
    const draft = draftOf(
      view({ isMother: 1, networkHours: null, own: { weekly: { di: [{ from: '08:00', till: '12:00' }] } } }),
    );
    expect(draft.inherit).toBe(false);
    const withDay = addException(draft, '2026-12-24');
    expect(toSave(withDay, true)).toEqual({
      hours: { weekly: { di: [{ from: '08:00', till: '12:00' }] }, exceptions: [{ date: '2026-12-24', spans: [] }] },
      holidayState: '',
    });
    expect(addException(withDay, '2026-12-24').exceptions.map((e) => e.date)).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('adds a span after the last one, at most six, none after 24:00; removes and copies to Mo–Fr', () => {
    expect(nextSpan([])).toEqual({ from: '09:00', till: '18:00' });
    expect(nextSpan([{ from: '09:00', till: '13:00' }])).toEqual({ from: '14:00', till: '18:00' });
    expect(nextSpan([{ from: '18:00', till: '22:30' }])).toEqual({ from: '23:00', till: '24:00' });
    expect(nextSpan([{ from: '18:00', till: '24:00' }])).toBeNull();
    let draft = draftOf(view());
    for (let i = 0; i < 8; i++) draft = addSpan(draft, 'so');
    expect(draft.weekly.so.length).toBeLessThanOrEqual(6);
    expect(checkDraft({ ...draft, inherit: false }, false)).toEqual({});
    draft = withDay(draft, 'mo', withoutSpan(draft.weekly.mo, 0));
    expect(draft.weekly.mo).toEqual([networkWeek.mo[1]]);
    draft = copyToWorkdays(draft, 'sa');
    for (const day of ['mo', 'di', 'mi', 'do', 'fr'] as const) expect(draft.weekly[day]).toEqual(networkWeek.sa);
    expect(draft.weekly.sa).toEqual(networkWeek.sa);
  });

  it('checks with the shared schema: the German message on the span or exception field', () => {
    const draft = { ...draftOf(view()), inherit: false };
    const bad = {
      ...draft,
      weekly: {
        ...draft.weekly,
        di: [{ from: '18:00', till: '09:00' }],
        mi: [
          { from: '09:00', till: '12:00' },
          { from: '11:00', till: '13:00' },
        ],
      },
      exceptions: [{ date: '2026-02-30', spans: [] }],
    };
    const errors = checkDraft(bad, false);
    expect(errors['weekly.di.0.till']).toContain('Das Ende muss nach dem Beginn liegen');
    expect(errors['weekly.mi.1']).toContain('überschneiden sich');
    expect(errors['exceptions.0.date']).toBe('Dieses Datum gibt es nicht');
    // An inheriting location's week is not sent, so not checked.
    expect(checkDraft({ ...bad, inherit: true, exceptions: [] }, false)).toEqual({});
  });

  it('maps the server issues to the same field keys', () => {
    expect(
      errorMap([
        { path: 'body.hours.weekly.mo.0.till', message: 'a' },
        { path: 'body.hours.weekly.mo.0.till', message: 'b' },
        { path: 'body.holidayState', message: 'Unbekanntes Bundesland' },
        { path: 'body.hours', message: 'c' },
      ]),
    ).toEqual({ 'weekly.mo.0.till': 'a', holidayState: 'Unbekanntes Bundesland', hours: 'c' });
  });

  it('takes over the public holidays of a state as closed days, keeping an own exception on the same date', () => {
    const draft = {
      ...draftOf(view()),
      exceptions: [{ date: '2026-12-25', spans: [{ from: '10:00', till: '12:00' }] }],
    };
    const { draft: next, added } = takeOverHolidays(draft, 'BY', 2026);
    expect(next.holidayState).toBe('BY');
    expect(added).toBe(next.exceptions.length - 1);
    expect(next.exceptions.find((e) => e.date === '2026-01-06')).toMatchObject({
      spans: [],
      note: expect.stringContaining('Drei'),
    });
    expect(next.exceptions.find((e) => e.date === '2026-12-25')?.spans).toHaveLength(1);
    expect(takeOverHolidays(next, 'BY', 2026).added).toBe(0);
  });
});
