import { describe, expect, it } from 'vitest';
import { checkPlay, tourOperatorOf } from './plays.js';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const ITEM = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('checkPlay', () => {
  it('accepts a valid entry and lower-cases the item guid', () => {
    const r = checkPlay({ item: ITEM.toUpperCase(), start: NOW - 60_000, seconds: 9.5 }, 0, NOW);
    expect(r).toEqual({ ok: true, play: { item: ITEM, start: NOW - 60_000, seconds: 9.5 } });
  });

  it.each([
    [{ start: NOW, seconds: 1 }, 'item', 'Die GUID des Eintrags (item) fehlt'],
    [{ item: 'x', start: NOW, seconds: 1 }, 'item', 'item muss die GUID eines Playlist-Eintrags sein'],
    [{ item: ITEM, start: 'heute', seconds: 1 }, 'start', 'Die Startzeit (start) fehlt oder ist keine Zahl'],
    [{ item: ITEM, start: NOW, seconds: 0 }, 'seconds', 'Die Anzeigedauer muss größer als 0 sein'],
    [
      { item: ITEM, start: NOW, seconds: 90_000 },
      'seconds',
      'Die Anzeigedauer darf höchstens 86.400 Sekunden (ein Tag) betragen',
    ],
    [{ item: ITEM, start: NOW + 3_600_000, seconds: 5 }, 'start', 'Die Anzeige endet in der Zukunft'],
    [
      { item: ITEM, start: Date.parse('2024-04-30T00:00:00Z'), seconds: 5 },
      'start',
      'Die Anzeige liegt mehr als 25 Monate zurück',
    ],
    ['kaputt', 'Eintrag', 'Ein Eintrag muss ein Objekt sein'],
  ])('refuses %j with a German message on the field', (value, field, message) => {
    expect(checkPlay(value, 3, NOW)).toEqual({ ok: false, refused: { index: 3, field, message } });
  });

  it('allows a few minutes of clock drift', () => {
    expect(checkPlay({ item: ITEM, start: NOW + 5 * 60_000, seconds: 10 }, 0, NOW).ok).toBe(true);
  });
});

describe('tourOperatorOf', () => {
  it.each([
    ['Veranstalter: Demo-Reisen GmbH · Musterstraße 1 · 60311 Frankfurt am Main', 'Demo-Reisen GmbH'],
    [
      'Veranstalter: Sonnenklar Touristik GmbH & Co. KG\nHauptstraße 123, 80331 München',
      'Sonnenklar Touristik GmbH & Co. KG',
    ],
    ['Demo-Reisen GmbH', 'Demo-Reisen GmbH'],
    ['  ', null],
    [null, null],
  ])('%j → %j', (host, operator) => {
    expect(tourOperatorOf(host)).toBe(operator);
  });
});
