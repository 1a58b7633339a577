/**
 * How offer values are written on the images and in the editor: one rule for the server's render and the web app, with
 * Intl only.
 */

const wholeEuros = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A price in euros exactly as the provider gives it, in German format: 1299.5 → '1.299,50 €', 899 →
 * '899 €' (never rounded to whole euros; a fraction of a cent is rounded to the cent). Intl puts a
 * no-break space (U+00A0) before '€', so amount and currency never land on two lines.
 */
export function formatEuro(euros: number): string {
  return (Number.isInteger(euros) ? wholeEuros : withCents).format(euros);
}

const stampFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When an offer's data was last confirmed with its provider, as drawn on both images:
 * 'Stand: 27.11.2026, 14:00' (wall clock of the location's IANA zone, 24-hour, German format).
 */
export function formatConfirmedAt(epochMs: number, timeZone: string): string {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('de-DE', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    stampFormats.set(timeZone, format);
  }
  return `Stand: ${format.format(new Date(epochMs))}`;
}
