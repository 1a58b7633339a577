import { onAgainText } from '@signage/shared';

/** What a device answer says of its rest (issue 26). */
export interface RestInfo {
  health: 'online' | 'offline' | 'resting';
  nextOnAt: number | null;
  timeZone: string;
}

/** The tooltip of a resting screen: 'wieder an: Mo 8:30' in the location's zone. */
export function restTooltip(device: Pick<RestInfo, 'nextOnAt' | 'timeZone'>, now: number): string {
  return device.nextOnAt === null
    ? 'Laut Einschaltzeit nicht wieder an'
    : `wieder an: ${onAgainText(device.nextOnAt, now, device.timeZone)}`;
}
