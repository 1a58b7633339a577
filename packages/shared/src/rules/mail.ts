/** Mail rules: recipient and subject checks (no header injection), SPEC §5 line breaks, retry backoff. */

export const MAIL_LIMITS = {
  recipient: 254,
  subject: 200,
  message: 100_000,
  /** Attempts before a mail is given up ('fehlgeschlagen'). */
  maxAttempts: 10,
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
} as const;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * One plain address (local@domain.tld), nothing else: no display name, no second recipient
 * (comma, semicolon, angle brackets), no whitespace and no control character anywhere.
 */
export function isValidRecipient(value: string): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the shortest valid address (a@b.cd) has 6 characters; the later checks refuse shorter ones too
  if (value.length < 3 || value.length > MAIL_LIMITS.recipient || CONTROL.test(value)) return false;
  const at = value.lastIndexOf('@');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an empty local part or one holding a second @ fails LOCAL below as well; kept to say it plainly
  if (at < 1 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
}

/** A subject is one line: no CR, LF or other control character, at most 200 characters. */
export function isValidSubject(value: string): boolean {
  return value.length <= MAIL_LIMITS.subject && !CONTROL.test(value);
}

/** SPEC §5: line breaks in a mail text become <br> on save. */
export function lineBreaksToBr(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8 … minutes, capped at 60 minutes. */
export function mailRetryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  return Math.min(MAIL_LIMITS.firstRetryMs * 2 ** exponent, MAIL_LIMITS.maxRetryMs);
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD.MM.YYYY HH:mm in German time (SPEC §9). */
export function formatDateTimeDe(epochMs: number): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export interface OfflineDevice {
  name: string;
  location: string | null;
  lastHeartbeat: number | null;
}

export const OFFLINE_MAIL_PLACEHOLDER = '{devices}';
export const OFFLINE_MAIL_SUBJECT = 'Geräte sind offline bitte Prüfen';
export const OFFLINE_MAIL_BODY = [
  'Guten Tag,',
  '',
  'die folgenden Geräte Ihres Netzwerks melden sich nicht mehr beim Server:',
  '',
  OFFLINE_MAIL_PLACEHOLDER,
  '',
  'Bitte prüfen Sie, ob die Geräte eingeschaltet und mit dem Internet verbunden sind.',
  '',
  'Vielen Dank und freundliche Grüße',
  'Ihr Support-Team',
].join('\n');

/** One HTML line per device: name, location, last heartbeat (DD.MM.YYYY HH:mm or 'nie'). */
export function offlineDeviceLines(devices: readonly OfflineDevice[]): string {
  return devices
    .map((d) => {
      const seen = d.lastHeartbeat === null ? 'nie' : formatDateTimeDe(d.lastHeartbeat);
      const where = d.location ? ` (${escapeHtml(d.location)})` : '';
      return `• ${escapeHtml(d.name || 'Ohne Namen')}${where} – letzte Meldung: ${seen}`;
    })
    .join('<br>');
}

/** Replaces every placeholder in an HTML body with the device list. */
export function fillOfflinePlaceholder(body: string, devices: readonly OfflineDevice[]): string {
  return body.split(OFFLINE_MAIL_PLACEHOLDER).join(offlineDeviceLines(devices));
}
