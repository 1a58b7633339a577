import { ANNOUNCEMENT_COLOURS, type AnnouncementCreate, type AnnouncementScope } from '@signage/shared';

/** The form's fields; times as the datetime-local inputs hold them (local time, minutes). */
export interface FormState {
  scope: AnnouncementScope;
  network: string;
  location: string;
  devices: string[];
  text: string;
  colour: string;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local datetime-local value of an instant. */
export function localInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A picked date-time as the form holds it; '' when cleared or not a date. */
export const pickedInput = (value: { isValid(): boolean; toDate(): Date } | null) =>
  value?.isValid() ? localInput(value.toDate()) : '';

/** A datetime-local value as an instant; NaN when empty or broken. */
export const instantOf = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

/** A new form: from now until the end of today (at least two hours ahead). */
export function emptyForm(now: Date, network = '', scope: AnnouncementScope = 'network'): FormState {
  const end = new Date(now);
  end.setHours(20, 0, 0, 0);
  if (end.getTime() - now.getTime() < 2 * 3_600_000) end.setTime(now.getTime() + 2 * 3_600_000);
  return {
    scope,
    network,
    location: '',
    devices: [],
    text: '',
    colour: ANNOUNCEMENT_COLOURS[0],
    start: '',
    end: localInput(end),
  };
}

/** What the server receives (it checks everything again); an empty start means now. */
export function toRequest(form: FormState): AnnouncementCreate {
  const startsAt = instantOf(form.start);
  return {
    network: form.network,
    scope: form.scope,
    ...(form.scope === 'location' ? { location: form.location } : {}),
    ...(form.scope === 'devices' ? { devices: form.devices } : {}),
    text: form.text,
    colour: form.colour,
    ...(Number.isNaN(startsAt) ? {} : { startsAt }),
    endsAt: instantOf(form.end),
  };
}
