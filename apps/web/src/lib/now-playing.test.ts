import type { NowPlaying } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { nowPlayingLine, shortTime } from './now-playing';

const at = (text: string) => new Date(text).getTime();
const base: NowPlaying = {
  kind: 'item',
  item: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Sommer in Kroatien',
  type: 'IMAGE',
  thumb: null,
  since: at('2026-06-01T10:42:00'),
  until: null,
  live: true,
};

describe('now playing line', () => {
  it("says 'läuft gerade … seit' for a live notice, with the day when it began on another day", () => {
    expect(nowPlayingLine(base, at('2026-06-01T10:43:10'))).toEqual({
      key: 'devices.nowPlaying.live',
      name: 'Sommer in Kroatien',
      time: '10:42',
    });
    expect(shortTime(at('2026-05-31T23:50:00'), at('2026-06-01T00:10:00'))).toBe('31.05. 23:50');
  });

  it('says what was shown last otherwise: the end of a reported play, else its start; nothing when unknown', () => {
    const reported = { ...base, live: false, until: at('2026-06-01T10:42:30') };
    expect(nowPlayingLine(reported, at('2026-06-01T11:00:00'))).toMatchObject({
      key: 'devices.nowPlaying.last',
      time: '10:42',
    });
    expect(nowPlayingLine({ ...base, live: false }, at('2026-06-01T11:00:00'))?.key).toBe('devices.nowPlaying.last');
    expect(nowPlayingLine(null, 0)).toBeNull();
    expect(nowPlayingLine(undefined, 0)).toBeNull();
  });

  it("names an announcement (shortened in a list) and the off-time 'aus (Ruhezeit)'", () => {
    const text = 'Wegen Inventur heute ab 14 Uhr geschlossen – ab morgen wieder für Sie da';
    const announcement: NowPlaying = { ...base, kind: 'announcement', name: text, type: 'ANNOUNCEMENT' };
    const now = at('2026-06-01T11:00:00');
    expect(nowPlayingLine(announcement, now)).toEqual({
      key: 'devices.nowPlaying.announcement',
      name: text,
      time: '10:42',
    });
    const listed = nowPlayingLine(announcement, now, 40)?.name ?? '';
    expect(listed).toBe('Wegen Inventur heute ab 14 Uhr geschlos…');
    expect(listed.length).toBe(40);
    const off: NowPlaying = { ...base, kind: 'off', name: '', live: false, since: at('2026-05-31T18:30:00') };
    expect(nowPlayingLine(off, now)).toEqual({ key: 'devices.nowPlaying.off', name: '', time: '31.05. 18:30' });
    expect(nowPlayingLine({ ...off, since: null }, now)?.key).toBe('devices.nowPlaying.offUnknown');
  });
});
