/**
 * Opening hours of a network or location over the API: what GET/POST /v1/companies/{id}/opening-hours read and save.
 * The shapes and checks of the hours themselves are the rules in rules/opening-hours-schema.ts.
 */
import { z } from 'zod';
import { GERMAN_STATES, type GermanState } from '../rules/holidays.js';
import {
  openingExceptionSchema,
  openingHoursOverrideSchema,
  openingHoursSchema,
  weeklySchema,
} from '../rules/opening-hours-schema.js';
import { guid } from './common.js';

const STATE_CODES = Object.keys(GERMAN_STATES) as [GermanState, ...GermanState[]];
export const germanStateSchema = z.enum(STATE_CODES, { error: 'Unbekanntes Bundesland' });

/**
 * POST body. `hours`: a network's default (weekly required) or a location's own part (weekly: own week
 * instead of the network's; exceptions: own date exceptions on top of the network's); null removes it.
 * `holidayState`: the state whose public holidays the form offers ('' or null: none; absent: unchanged).
 */
export const openingHoursSave = z.strictObject(
  {
    hours: openingHoursOverrideSchema.nullable(),
    holidayState: z.enum(['', ...STATE_CODES], { error: 'Unbekanntes Bundesland' }).nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unbekanntes Feld: ${issue.keys.join(', ')}`
        : 'Öffnungszeiten als Objekt angeben',
  },
);
export type OpeningHoursSave = z.infer<typeof openingHoursSave>;

/** Where a part of a location's effective hours comes from (rules/opening-hours-sources.ts). */
export const hoursSource = z.enum(['own', 'network']);

export const openingHoursView = z.object({
  guid,
  isMother: z.number().int(),
  /** The zone the hours are read in (the location's; Europe/Berlin when none is set). */
  timeZone: z.string(),
  holidayState: germanStateSchema.nullable(),
  /** What the company itself stores: a network's default, a location's own part; null: nothing. */
  own: openingHoursOverrideSchema.nullable(),
  /** A location's network default (null: the network sets none, or no network; always null for a network). */
  networkHours: openingHoursSchema.nullable(),
  /** The hours that apply (location: network default with its own part), each part with its source; null: none (always open). */
  effective: z
    .object({
      weekly: weeklySchema,
      weeklyFrom: hoursSource,
      exceptions: z.array(openingExceptionSchema.extend({ from: hoursSource })),
    })
    .nullable(),
});
export type OpeningHoursView = z.infer<typeof openingHoursView>;
