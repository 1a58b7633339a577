import type { ItemSchedule } from './opening-hours-schema.js';

/** What is stored and sent for an item's schedule: 'always' as null, so "no schedule" has one spelling. */
export const storedSchedule = (schedule: ItemSchedule | null | undefined): ItemSchedule | null =>
  !schedule || schedule.kind === 'always' ? null : schedule;
