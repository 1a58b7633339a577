import { describe, expect, it } from 'vitest';
import { restTooltip } from '../../../components/device-status/rest-text';
import { describePower, parseSpans, toPowerForm, toScreenPower } from './power-form';

const form = (patch: Partial<ReturnType<typeof toPowerForm>>) => ({ ...toPowerForm(null), ...patch });
const week = (patch: Record<string, string>) => ({ ...toPowerForm(null).weekly, ...patch });

describe('Einschaltzeit form', () => {
  it('starts from the default (opening hours, 30/30) and sends the default as null', () => {
    expect(toPowerForm(null)).toMatchObject({ kind: 'hours', before: '30', after: '30' });
    expect(toScreenPower(toPowerForm(null))).toEqual({ ok: true, power: null });
    expect(toScreenPower(form({ before: '15', after: '60' }))).toEqual({
      ok: true,
      power: { kind: 'hours', before: 15, after: 60 },
    });
    expect(toScreenPower(form({ kind: 'always' }))).toEqual({ ok: true, power: { kind: 'always' } });
  });

  it('reads own times per weekday; an empty day is off', () => {
    const values = form({ kind: 'own', weekly: week({ mo: '7:00-20:00', sa: '09:00–12:00, 14:00–16:00' }) });
    expect(toScreenPower(values)).toEqual({
      ok: true,
      power: {
        kind: 'own',
        weekly: {
          mo: [{ from: '07:00', till: '20:00' }],
          sa: [
            { from: '09:00', till: '12:00' },
            { from: '14:00', till: '16:00' },
          ],
        },
      },
    });
    const own = { kind: 'own' as const, weekly: { mo: [{ from: '07:00', till: '20:00' }] } };
    expect(toPowerForm(own).weekly).toMatchObject({ mo: '07:00–20:00', di: '' });
    expect(parseSpans('')).toEqual([]);
    expect(parseSpans('morgens')).toBeNull();
  });

  it('puts German errors on the field they belong to', () => {
    expect(toScreenPower(form({ before: '-5' }))).toEqual({ ok: false, errors: { before: 'Nicht negativ' } });
    expect(toScreenPower(form({ after: '' }))).toEqual({
      ok: false,
      errors: { after: 'Minuten als ganze Zahl angeben' },
    });
    expect(toScreenPower(form({ after: '300' }))).toEqual({
      ok: false,
      errors: { after: 'Höchstens 240 Minuten' },
    });
    const bad = toScreenPower(form({ kind: 'own', weekly: week({ di: 'früh', mi: '20:00–07:00' }) }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors['weekly.di']).toMatch(/08:00–20:00/);
      expect(bad.errors['weekly.mi']).toBeUndefined(); // the format error comes first, the rest after fixing it
    }
    const reversed = toScreenPower(form({ kind: 'own', weekly: week({ mi: '20:00–07:00' }) }));
    expect(reversed).toMatchObject({ ok: false, errors: { 'weekly.mi': expect.stringMatching(/Ende/) } });
  });

  it('describes the on-time for users who may not edit it', () => {
    expect(describePower(null)).toBe('nach Öffnungszeiten, 30 Min. vorher bis 30 Min. nachher');
    expect(describePower({ kind: 'always' })).toBe('immer an');
    expect(describePower({ kind: 'own', weekly: { mo: [{ from: '07:00', till: '20:00' }] } })).toBe(
      'eigene Zeiten: Mo 7–20 Uhr',
    );
    expect(describePower({ kind: 'own', weekly: {} })).toBe('eigene Zeiten: nie an');
  });

  it("says when a resting screen is on again, in the location's zone", () => {
    const now = Date.parse('2026-06-03T21:00:00Z');
    expect(restTooltip({ nextOnAt: Date.parse('2026-06-04T06:30:00Z'), timeZone: 'Europe/Berlin' }, now)).toBe(
      'wieder an: Do 8:30',
    );
    expect(restTooltip({ nextOnAt: null, timeZone: 'Europe/Berlin' }, now)).toBe('Laut Einschaltzeit nicht wieder an');
  });
});
