import { playerQuery } from '@signage/shared';

/** The query parameters of a poll that only report on the screen; everything but key. */
const TELEMETRY = ['version', 'diskUsageCurrent', 'diskUsageMax', 'time'] as const;
const SHOWN_CHARS = 120;

export interface InvalidTelemetry {
  field: (typeof TELEMETRY)[number];
  value: string;
  reason: string;
}

/**
 * Removes the telemetry values of a poll's raw query that the schema refuses, one by one, so that a
 * screen with an odd value (a fractional disk size, a long version text) still gets its playlist.
 * Returns what was removed (for the warning in the log).
 */
export function dropInvalidTelemetry(query: Record<string, unknown>): InvalidTelemetry[] {
  const dropped: InvalidTelemetry[] = [];
  for (const field of TELEMETRY) {
    if (query[field] === undefined) continue;
    const result = playerQuery.shape[field].safeParse(query[field]);
    if (result.success) continue;
    dropped.push({
      field,
      value: String(query[field]).slice(0, SHOWN_CHARS),
      reason: result.error.issues[0]?.message ?? '',
    });
    delete query[field];
  }
  return dropped;
}
