/** SPEC §4/§9: device health as the lists show it. */

export const DEFAULT_OFFLINE_AFTER_MS = 24 * 3_600_000;

/** 0 online (green), 1 yellow (exists, never produced), 2 offline (red). */
export type DeviceIndicator = 0 | 1 | 2;
export type DiskColour = 'green' | 'orange' | 'red';

/** Offline (2) when the last heartbeat is missing or at least `offlineAfterMs` old, else online (0). */
export function deviceIndicator(
  lastHeartbeat: number | null | undefined,
  now: number,
  offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS,
): DeviceIndicator {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite refuses null and undefined as well; the first two tests narrow the type
  if (lastHeartbeat === null || lastHeartbeat === undefined || !Number.isFinite(lastHeartbeat)) return 2;
  return now - lastHeartbeat >= offlineAfterMs ? 2 : 0;
}

/** Used share of the disk in percent (0–100, may exceed 100 on bad reports); null when unknown. */
export function diskUsagePercent(current: number | null | undefined, max: number | null | undefined): number | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the Number.isFinite checks below refuse null and undefined as well; this line narrows the type
  if (current === null || current === undefined || max === null || max === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(max) || max <= 0 || current < 0) return null;
  return (current / max) * 100;
}

/** Green below 80 %, orange from 80 to 95 % inclusive, red above 95 %; null when unknown. */
export function diskColour(current: number | null | undefined, max: number | null | undefined): DiskColour | null {
  const percent = diskUsagePercent(current, max);
  if (percent === null) return null;
  if (percent < 80) return 'green';
  return percent > 95 ? 'red' : 'orange';
}
