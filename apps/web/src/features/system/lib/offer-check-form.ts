import {
  OFFER_CHECK_DEFAULTS,
  type OfferCheckSettings,
  offerCheckFields,
  parseOfferCheckSettings,
} from '@signage/shared';

/** The form's fields as typed (text, so that a half-typed number stays as it is). */
export interface OfferCheckFormValues {
  intervalMinutes: string;
  requestsPerSecond: string;
  unreachableHours: string;
  mailContact: boolean;
}

type NumberField = Exclude<keyof OfferCheckFormValues, 'mailContact'>;
/** The key of a field's message under system.offerCheck.errors. */
export type OfferCheckFieldError = NumberField | 'notANumber';
export const OFFER_CHECK_NUMBER_FIELDS: readonly NumberField[] = [
  'intervalMinutes',
  'requestsPerSecond',
  'unreachableHours',
];

/** The saved entry (JSON text or none) as the form shows it: saved values, the defaults for the rest. */
export function offerCheckFormValues(data: string | null | undefined): OfferCheckFormValues {
  const s = parseOfferCheckSettings(data);
  const de = (n: number) => String(n).replace('.', ',');
  return {
    intervalMinutes: de(s.intervalMinutes),
    requestsPerSecond: de(s.requestsPerSecond),
    unreachableHours: de(s.unreachableHours),
    mailContact: s.mailContact,
  };
}

/** A German number ('0,5' or '0.5'); NaN when it is none. */
const parseNumber = (text: string) =>
  /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : NaN;

/**
 * The form's values checked with the rules the server applies (offerCheckFields): the settings to save, or per
 * field the key of its German message (system.offerCheck.errors.*).
 */
export function checkOfferCheckForm(
  values: OfferCheckFormValues,
):
  | { ok: true; settings: OfferCheckSettings }
  | { ok: false; errors: Partial<Record<NumberField, OfferCheckFieldError>> } {
  const errors: Partial<Record<NumberField, OfferCheckFieldError>> = {};
  const settings: OfferCheckSettings = { ...OFFER_CHECK_DEFAULTS, mailContact: values.mailContact };
  for (const field of OFFER_CHECK_NUMBER_FIELDS) {
    const n = parseNumber(values[field]);
    if (Number.isNaN(n)) errors[field] = 'notANumber';
    else if (!offerCheckFields[field].safeParse(n).success) errors[field] = field;
    else settings[field] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings };
}
