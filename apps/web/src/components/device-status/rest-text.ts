import { onAgainText, type ScreenHealth } from '@signage/shared';
import dayjs from 'dayjs';

/** What a device answer says of its health. */
export interface RestInfo {
  health: ScreenHealth;
  nextOnAt: number | null;
  timeZone: string;
  lastHeartbeat: number | null;
}

/** The time of a silent screen's last report: 'HH:mm' today, else 'DD.MM.YYYY HH:mm' (browser's local time). */
export function silentSinceTime(at: number, now: number): string {
  const time = dayjs(at);
  return time.isSame(dayjs(now), 'day') ? time.format('HH:mm') : time.format('DD.MM.YYYY HH:mm');
}

/** The tooltip of a resting screen: 'wieder an: Mo 8:30' in the location's zone. */
export function restTooltip(device: Pick<RestInfo, 'nextOnAt' | 'timeZone'>, now: number): string {
  return device.nextOnAt === null
    ? 'Laut Einschaltzeit nicht wieder an'
    : `wieder an: ${onAgainText(device.nextOnAt, now, device.timeZone)}`;
}
