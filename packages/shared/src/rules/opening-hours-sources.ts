/**
 * A location's effective opening hours with where each part comes from: the server's answer and the web form's preview
 * show "vom Netzwerk übernommen" by it.
 */
import { effectiveOpeningHours } from './opening-hours.js';
import type { OpeningException, OpeningHours, OpeningHoursOverride, Weekly } from './opening-hours-schema.js';

export type HoursSource = 'own' | 'network';

export interface SourcedOpeningHours {
  weekly: Weekly;
  weeklyFrom: HoursSource;
  exceptions: Array<OpeningException & { from: HoursSource }>;
}

/** effectiveOpeningHours, each part marked 'own' (the company's) or 'network' (its network's default). */
export function sourcedOpeningHours(
  networkDefault: OpeningHours | null,
  own: OpeningHoursOverride | null,
): SourcedOpeningHours | null {
  const effective = effectiveOpeningHours(networkDefault, own);
  if (!effective) return null;
  const ownDates = new Set((own?.exceptions ?? []).map((exception) => exception.date));
  const from = (mine: boolean): HoursSource => (mine ? 'own' : 'network');
  return {
    weekly: effective.weekly,
    weeklyFrom: from(own?.weekly !== undefined),
    exceptions: effective.exceptions.map((exception) => ({ ...exception, from: from(ownDates.has(exception.date)) })),
  };
}
