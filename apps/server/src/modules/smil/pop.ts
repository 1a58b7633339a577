import type { SmilPopReport } from '@signage/shared';
import type { LoggedPlay } from './playlog.js';

const epochOf = (value: number | string) => (typeof value === 'number' ? value : Date.parse(value));

/** signageOS reports: `popName` is the item's guid (the index's logContentId), the showing from startedAt to endedAt. */
export const playsOfPopReports = (reports: readonly SmilPopReport[]): LoggedPlay[] =>
  reports.map((r) => {
    const start = epochOf(r.startedAt);
    return { item: r.popName, start, seconds: (epochOf(r.endedAt) - start) / 1000 };
  });
