import {
  DEFAULT_SCREEN_POWER,
  locationHoursFrom,
  type OpeningHours,
  type ScreenPower,
  screenPowerSchema,
} from '@signage/shared';
import { sql } from 'drizzle-orm';
import { companies, devices } from '../db/schema.js';
import type { PlaylistView } from './payload.js';
import type { ResolvedPlaylist } from './resolve.js';

/**
 * What a screen's answer depends on besides its playlist and orientation: its location's opening hours and zone, and
 * its on-time. Equal ones are one object, so the screens of a location share their views.
 */
export interface ScreenPlace {
  timeZone: string;
  /** Null: no opening hours anywhere (always open). */
  hours: OpeningHours | null;
  power: ScreenPower;
  /** Rendered answers per resolved playlist and orientation filter (see payload.ts viewAt). */
  views: WeakMap<ResolvedPlaylist, Map<string, PlaylistView>>;
}

/**
 * The device's location's zone, own hours and its network's hours as one jsonb array (null without a
 * location), by primary-key lookups only, as in modules/companies locationHoursOf.
 */
export const placeColumns = sql<[string | null, unknown, unknown] | null>`(select
  jsonb_build_array(l.time_zone, l.opening_hours, n.opening_hours)
  from ${companies} l left join ${companies} n on n.guid = l.guid_parent where l.guid = ${devices.guidCompany})`;

/** Distinct places kept; beyond this the table starts over (the old objects live on in their devices). */
const MAX_PLACES = 20_000;
const interned = new Map<string, ScreenPlace>();

function powerOf(value: unknown): ScreenPower {
  const parsed = value === null || value === undefined ? null : screenPowerSchema.safeParse(value);
  return parsed?.success ? parsed.data : DEFAULT_SCREEN_POWER;
}

/**
 * The place of a device from its selected columns: the location's effective hours (network default and the
 * location's own, effectiveOpeningHours as locationHoursOf does), zone Europe/Berlin when none or invalid;
 * without a location no hours (always open). A malformed power counts as the default.
 */
export function placeOf(columns: [string | null, unknown, unknown] | null, power: unknown): ScreenPlace {
  const [zone, own, inherited] = columns ?? [null, null, null];
  const { timeZone, hours } = locationHoursFrom(zone, inherited, own);
  const place = { timeZone, hours, power: powerOf(power) };
  const key = JSON.stringify(place);
  const hit = interned.get(key);
  if (hit) return hit;
  if (interned.size >= MAX_PLACES) interned.clear();
  const created: ScreenPlace = { ...place, views: new WeakMap() };
  interned.set(key, created);
  return created;
}
