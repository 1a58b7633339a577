import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  fillOfflinePlaceholder,
  formatDateTimeDe,
  isValidRecipient,
  isValidSubject,
  lineBreaksToBr,
  MAIL_LIMITS,
  mailRetryDelayMs,
  OFFLINE_MAIL_BODY,
  offlineDeviceLines,
} from './mail.js';

describe('isValidRecipient', () => {
  it('accepts plain addresses', () => {
    for (const ok of ['a@b.de', 'max.mustermann@reisebuero-sonne.de', 'x+tag@sub.example.com', "o'neil@x.io"]) {
      expect(isValidRecipient(ok), ok).toBe(true);
    }
  });
  it('refuses header injection, lists of recipients and malformed addresses', () => {
    for (const bad of [
      'a@b.de\r\nBcc: c@d.de',
      'a@b.de\n',
      '\ra@b.de',
      'a@b.de, c@d.de',
      'a@b.de;c@d.de',
      'Max <a@b.de>',
      'a b@c.de',
      'a@b',
      '@b.de',
      'a@@b.de',
      'a@b..de',
      'a..b@c.de',
      'a@-b.de',
      'a@b.d3',
      '',
      `${'x'.repeat(250)}@b.de`,
    ]) {
      expect(isValidRecipient(bad), JSON.stringify(bad)).toBe(false);
    }
  });
  it('holds the length limits exactly: 254 in all, 64 before the @, top-level domain 2 to 63 letters', () => {
    const domain = (last: number) => `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(last)}.de`;
    const at254 = `${'l'.repeat(64)}@${domain(58)}`;
    expect(at254).toHaveLength(254);
    expect(isValidRecipient(at254)).toBe(true);
    expect(isValidRecipient(`${'l'.repeat(64)}@${domain(59)}`)).toBe(false);
    expect(isValidRecipient(`${'l'.repeat(65)}@b.de`)).toBe(false);
    expect(isValidRecipient(`a@b.${'x'.repeat(63)}`)).toBe(true);
    expect(isValidRecipient(`a@b.${'x'.repeat(64)}`)).toBe(false);
    expect(isValidRecipient('a@b.d')).toBe(false);
    expect(isValidRecipient('a@localhost')).toBe(false);
    expect(isValidRecipient('a@b.DE')).toBe(true);
    expect(isValidRecipient('a@b.3de')).toBe(false);
    expect(isValidRecipient('a@b.de3')).toBe(false);
    expect(isValidRecipient('a@b-c.de')).toBe(true);
    expect(isValidRecipient('a@b.c-.de')).toBe(false);
    expect(isValidRecipient('a@b.de\u007f')).toBe(false);
  });
  it('never accepts a value containing CR, LF, comma or whitespace (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('\r', '\n', ',', ' ', '\t', ';', '<'), fc.string(), (a, c, b) => {
        expect(isValidRecipient(`${a}${c}${b}`)).toBe(false);
      }),
    );
  });
  it('accepts every address zod-like generators produce from safe characters (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,20}$/);
    fc.assert(
      fc.property(word, word, fc.stringMatching(/^[a-z]{2,6}$/), (l, d, tld) => {
        expect(isValidRecipient(`${l}@${d}.${tld}`)).toBe(true);
      }),
    );
  });
});

describe('isValidSubject', () => {
  it('allows umlauts and refuses line breaks and overlong subjects', () => {
    expect(isValidSubject('Geräte sind offline bitte Prüfen')).toBe(true);
    expect(isValidSubject('a\r\nBcc: x@y.de')).toBe(false);
    expect(isValidSubject('a\nb')).toBe(false);
    expect(isValidSubject('x'.repeat(MAIL_LIMITS.subject + 1))).toBe(false);
    expect(isValidSubject('x'.repeat(MAIL_LIMITS.subject))).toBe(true);
    expect(isValidSubject('')).toBe(true);
    expect(isValidSubject('a\u007fb')).toBe(false);
  });
  it('is false whenever a control character is present (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.integer({ min: 0, max: 31 }), (s, code) => {
        expect(isValidSubject(s + String.fromCharCode(code))).toBe(false);
      }),
    );
  });
});

describe('lineBreaksToBr', () => {
  it('turns every kind of line break into <br> and leaves none behind (property)', () => {
    expect(lineBreaksToBr('a\r\nb\nc\rd')).toBe('a<br>b<br>c<br>d');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(lineBreaksToBr(s)).not.toMatch(/[\r\n]/);
      }),
    );
  });
});

describe('mailRetryDelayMs', () => {
  it('doubles from one minute and caps at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => mailRetryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect([0, -5, 1000].map((n) => mailRetryDelayMs(n) / 60_000)).toEqual([1, 1, 60]);
  });
  it('is monotone and bounded (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        const d = mailRetryDelayMs(n);
        expect(d).toBeGreaterThanOrEqual(MAIL_LIMITS.firstRetryMs);
        expect(d).toBeLessThanOrEqual(MAIL_LIMITS.maxRetryMs);
        expect(mailRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(d);
      }),
    );
  });
});

describe('offline mail', () => {
  it('formats the time in German local time', () => {
    expect(formatDateTimeDe(Date.parse('2026-06-01T08:05:00Z'))).toBe('01.06.2026 10:05');
    expect(formatDateTimeDe(Date.parse('2026-01-31T23:30:00Z'))).toBe('01.02.2026 00:30');
  });
  it('escapes the five HTML characters and leaves the rest', () => {
    expect(escapeHtml(`a&b<c>d"e'f ä`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f ä');
  });
  it('names a device without a name, escapes its location and fills every placeholder', () => {
    const lines = offlineDeviceLines([
      { name: '', location: 'A & B', lastHeartbeat: null },
      { name: 'X', location: '', lastHeartbeat: Date.parse('2026-03-29T01:30:00Z') },
    ]);
    expect(lines).toBe('• Ohne Namen (A &amp; B) – letzte Meldung: nie<br>• X – letzte Meldung: 29.03.2026 03:30');
    expect(fillOfflinePlaceholder('{devices}|{devices}', [{ name: 'Y', location: null, lastHeartbeat: null }])).toBe(
      '• Y – letzte Meldung: nie|• Y – letzte Meldung: nie',
    );
    expect(fillOfflinePlaceholder('ohne Platzhalter', [])).toBe('ohne Platzhalter');
  });
  it('fills the placeholder with one escaped line per device', () => {
    const body = fillOfflinePlaceholder(OFFLINE_MAIL_BODY.replace(/\n/g, '<br>'), [
      { name: 'Schaufenster <1>', location: 'Köln', lastHeartbeat: Date.parse('2026-05-30T12:00:00Z') },
      { name: 'Theke', location: null, lastHeartbeat: null },
    ]);
    expect(body).toContain(
      '• Schaufenster &lt;1&gt; (Köln) – letzte Meldung: 30.05.2026 14:00<br>• Theke – letzte Meldung: nie',
    );
    expect(body).not.toContain('{devices}');
  });
  it('lists every device exactly once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), { maxLength: 20 }), (names) => {
        const lines = offlineDeviceLines(names.map((name) => ({ name, location: null, lastHeartbeat: null })));
        expect(lines === '' ? 0 : lines.split('<br>').length).toBe(names.length);
      }),
    );
  });
});
