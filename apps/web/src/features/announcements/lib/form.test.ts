import { describe, expect, it } from 'vitest';
import { emptyForm, instantOf, localInput, toRequest } from './form';

describe('announcement form', () => {
  it('ends today at 20:00, or two hours ahead late in the day', () => {
    expect(emptyForm(new Date(2026, 5, 1, 10, 0)).end).toBe('2026-06-01T20:00');
    expect(emptyForm(new Date(2026, 5, 1, 19, 30)).end).toBe('2026-06-01T21:30');
  });

  it('sends only the fields of the chosen target; an empty start means now', () => {
    const form = { ...emptyForm(new Date(2026, 5, 1, 10, 0), 'n1'), text: 'Zu', location: 'l1', devices: ['d1'] };
    expect(toRequest(form)).toEqual({
      network: 'n1',
      scope: 'network',
      text: 'Zu',
      colour: '#c62828',
      endsAt: new Date(2026, 5, 1, 20, 0).getTime(),
    });
    expect(toRequest({ ...form, scope: 'location' })).toMatchObject({ location: 'l1' });
    expect(toRequest({ ...form, scope: 'devices', start: '2026-06-01T12:00' })).toMatchObject({
      devices: ['d1'],
      startsAt: new Date(2026, 5, 1, 12, 0).getTime(),
    });
    expect(localInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
    expect(instantOf('')).toBeNaN();
  });
});
