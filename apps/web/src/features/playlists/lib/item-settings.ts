import {
  defaultValidity,
  type ItemOrientation,
  type ItemUpdate,
  isValidWindow,
  isWebAddress,
  type PlaylistItem,
} from '@signage/shared';
import { type ScheduleForm, scheduleChanged, scheduleProblems, toSchedule, toScheduleForm } from './schedule-form';

/**
 * The item settings dialog (SPEC §2): name, duration, validity von/bis, active; the address of a web item;
 * the screens it plays on (all, landscape or portrait only); its schedule.
 */
export interface ItemSettingsForm {
  name: string;
  /** Seconds as typed. */
  duration: string;
  activeFrom: number | null;
  activeTill: number | null;
  active: boolean;
  address: string;
  /** The screens it plays on: '' every screen, else only those of this orientation. */
  orientation: ItemOrientation | '';
  /** When it plays beside the window. */
  schedule: ScheduleForm;
}

/** SPEC §4: an empty window is shown as now … one year later. */
export function toSettingsForm(item: PlaylistItem, now: number): ItemSettingsForm {
  const empty = item.activeFrom === null && item.activeTill === null;
  const window = empty ? defaultValidity(now) : { activeFrom: item.activeFrom, activeTill: item.activeTill };
  return {
    name: item.name,
    duration: String(item.duration),
    activeFrom: window.activeFrom,
    activeTill: window.activeTill,
    active: item.active === 1,
    address: item.type === 'WEB' ? (item.localFileName ?? '') : '',
    orientation: item.orientation ?? '',
    schedule: toScheduleForm(item.schedule),
  };
}

export type SettingsProblem = 'name' | 'duration' | 'window' | 'address' | 'schedule';

export function settingsProblems(item: PlaylistItem, form: ItemSettingsForm): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (form.name.trim() === '') problems.push('name');
  if (!/^\d+$/.test(form.duration.trim()) || Number(form.duration) > 31_536_000) problems.push('duration');
  if (!isValidWindow(form.activeFrom, form.activeTill)) problems.push('window');
  if (item.type === 'WEB' && !isWebAddress(form.address)) problems.push('address');
  if (scheduleProblems(form.schedule).size > 0) problems.push('schedule');
  return problems;
}

/** The body of POST playlists/{id}/item; the active flag only when it may and did change. */
export function toItemUpdate(item: PlaylistItem, form: ItemSettingsForm): ItemUpdate {
  const body: ItemUpdate = {
    guid: item.guid,
    name: form.name.trim(),
    activeFrom: form.activeFrom,
    activeTill: form.activeTill,
  };
  if (item.type !== 'PLAYLIST') body.duration = Number(form.duration);
  if (!item.readOnly && (form.active ? 1 : 0) !== item.active) body.active = form.active ? 1 : 0;
  if (item.type === 'WEB') body.localFileName = form.address.trim();
  if ((form.orientation || null) !== (item.orientation ?? null)) body.orientation = form.orientation || null;
  if (scheduleChanged(form.schedule, item.schedule)) body.schedule = toSchedule(form.schedule);
  return body;
}
