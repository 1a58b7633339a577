import { zoneOffsetMs } from '@signage/shared';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as SMIL wallclock value in the location's zone: ISO date and time with that zone's offset at the
 * instant (so a period across a DST change keeps its own offsets), e.g. `wallclock(2026-06-01T09:00:00+02:00)`.
 */
export function wallclock(epochMs: number, timeZone: string): string {
  return `wallclock(${isoInZone(epochMs, timeZone)})`;
}

export function isoInZone(epochMs: number, timeZone: string): string {
  const offset = zoneOffsetMs(epochMs, timeZone);
  const local = new Date(epochMs + offset);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
  return `${date}T${time}${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * A player's time stamp as epoch ms: ISO with offset or Z as it is; a local time without zone
 * ('2026-06-01 09:00:00' as garlic writes it, or with 'T') in the location's zone. Null when unreadable.
 */
export function parsePlayerTime(text: string, timeZone: string): number | null {
  const value = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const ms = frac ? Math.round(Number(frac) * 1000) : 0;
  if (Number.isNaN(asUtc)) return null;
  if (zone === 'Z') return asUtc + ms;
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return asUtc + ms - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  // Local wall time: the offset that holds at that instant (tried with the offset of the guess itself).
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(guess, timeZone) + ms;
}
