import { z } from 'zod';

/** System config entry (Einstellungen, data: JSON) of the re-check of running offers. */
export const OFFER_CHECK_CONFIG_NAME = 'offerCheck';

export const OFFER_CHECK_DEFAULTS = {
  /** Minutes between two re-checks of all running offers. */
  intervalMinutes: 60,
  /** Requests per second to one provider at most. */
  requestsPerSecond: 5,
  /** Hours the last confirmed images stay up while the provider cannot be reached. */
  unreachableHours: 24,
  /** Whether the location's contact e-mail gets a mail (outbox) when an offer changed or was taken down. */
  mailContact: false,
};
export type OfferCheckSettings = typeof OFFER_CHECK_DEFAULTS;

export const offerCheckFields = {
  intervalMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  requestsPerSecond: z.number().min(0.1).max(1000),
  unreachableHours: z
    .number()
    .min(0)
    .max(24 * 90),
  mailContact: z.boolean(),
};

/** Checks the offerCheck entry before it is saved: null when fine, else a German reason (the settings page shows it). */
export function offerCheckSettingsError(data: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return 'Die Einstellung ist kein gültiges JSON.';
  }
  const result = z.strictObject(offerCheckFields).partial().safeParse(parsed);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const names: Record<string, string> = {
    intervalMinutes: 'intervalMinutes (Minuten zwischen zwei Prüfungen, 1 bis 10080)',
    requestsPerSecond: 'requestsPerSecond (Anfragen je Sekunde und Anbieter, 0,1 bis 1000)',
    unreachableHours: 'unreachableHours (Stunden bei nicht erreichbarem Anbieter, 0 bis 2160)',
    mailContact: 'mailContact (true oder false)',
  };
  const key = String(issue?.path[0] ?? '');
  return names[key]
    ? `Ungültiger Wert für ${names[key]}.`
    : `Unbekannter Eintrag „${key}“; erlaubt sind ${Object.keys(offerCheckFields).join(', ')}.`;
}

/** The entry's fields that are valid, the defaults for the rest (a broken entry never stops the check). */
export function parseOfferCheckSettings(data: string | null | undefined): OfferCheckSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // unreadable entry: the defaults
  }
  const settings = { ...OFFER_CHECK_DEFAULTS };
  for (const key of Object.keys(offerCheckFields) as Array<keyof typeof offerCheckFields>) {
    const value = offerCheckFields[key].safeParse(saved[key]);
    if (value.success) Object.assign(settings, { [key]: value.data });
  }
  return settings;
}
