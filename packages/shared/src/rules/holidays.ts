/**
 * German public holidays per state (Bundesland), from the maintained library feiertagejs, as date
 * exceptions a location can take over ("Feiertage übernehmen").
 */
import { getHolidays } from 'feiertagejs';
import type { OpeningException, OpeningHours } from './opening-hours-schema.js';

export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type GermanState = keyof typeof GERMAN_STATES;

export const isGermanState = (code: string): code is GermanState => Object.hasOwn(GERMAN_STATES, code);

/** The state's public holidays of the year as closed days, named in German, in date order. */
export function holidaysFor(state: GermanState, year: number): OpeningException[] {
  return getHolidays(year, state)
    .map((holiday) => ({ date: holiday.dateString, spans: [], note: holiday.translate('de') ?? holiday.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The hours with the state's holidays of the year added as closed days; a date with its own exception keeps it. */
export function withHolidays(hours: OpeningHours, state: GermanState, year: number): OpeningHours {
  const taken = new Set(hours.exceptions.map((e) => e.date));
  const added = holidaysFor(state, year).filter((holiday) => !taken.has(holiday.date));
  const exceptions = [...hours.exceptions, ...added].sort((a, b) => a.date.localeCompare(b.date));
  return { weekly: hours.weekly, exceptions };
}
