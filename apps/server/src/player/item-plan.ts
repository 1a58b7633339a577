import { type ItemSchedule, itemScheduleSchema } from '@signage/shared';

/** When an item plays by its schedules (all of them must let it play). */
export interface ItemPlan {
  schedules: readonly ItemSchedule[];
  /** The same schedules as text: items with equal plans share one computation. */
  key: string;
  /** The schedule the player is shown (`upcoming[].schedule`): the item's own, else its linking item's. */
  shown: ItemSchedule;
}

/** A stored schedule that limits when the item plays; null for none, 'always' or a malformed value. */
export function scheduleOf(value: unknown): ItemSchedule | null {
  if (value === null || value === undefined) return null;
  const parsed = itemScheduleSchema.safeParse(value);
  return parsed.success && parsed.data.kind !== 'always' ? parsed.data : null;
}

export function planOf(schedules: readonly ItemSchedule[]): ItemPlan | null {
  const shown = schedules.at(-1);
  return shown ? { schedules, key: JSON.stringify(schedules), shown } : null;
}
