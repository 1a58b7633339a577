import { type Device, type DeviceUpdate, parseTagList } from '@signage/shared';
import { type PowerFormValues, toPowerForm } from './power-form';

/** The text fields of the general tab, in SPEC §2 order after the fixed ones. */
export const DEVICE_TEXT_FIELDS = [
  'screenNumber',
  'display',
  'displaySer',
  'stele',
  'playerTyp',
  'playerMac',
  'playerSer',
  'netip',
  'netsub',
  'netgateway',
  'proxy',
  'dns1',
  'dns2',
  'inputType',
] as const;
export type DeviceTextField = (typeof DEVICE_TEXT_FIELDS)[number];

export interface DeviceFormValues extends Record<DeviceTextField, string> {
  name: string;
  isService: boolean;
  tags: string[];
  /** Seconds as typed; '' = unlimited. */
  maxDuration: string;
  deviceState: string;
  orientation: string;
  setClientVersion: string;
  /** The 'Einschaltzeit' group; sent as `power` after its own check (toScreenPower). */
  power: PowerFormValues;
}

/** Fields the server may report errors for (mapped onto the form). */
export const DEVICE_FORM_FIELDS = [
  'name',
  'isService',
  'tags',
  'maxDuration',
  'deviceState',
  'orientation',
  'setClientVersion',
  ...DEVICE_TEXT_FIELDS,
] as const;

export function toDeviceFormValues(device: Device): DeviceFormValues {
  const text = Object.fromEntries(DEVICE_TEXT_FIELDS.map((f) => [f, device[f] ?? ''])) as Record<
    DeviceTextField,
    string
  >;
  return {
    ...text,
    name: device.name,
    isService: device.isService === 1,
    tags: parseTagList(device.tags),
    maxDuration: device.maxDuration ? String(device.maxDuration) : '',
    deviceState: device.deviceState,
    orientation: device.orientation === 'vertical' ? 'vertical' : 'horizontal',
    setClientVersion: device.setClientVersion ?? '',
    power: toPowerForm(device.power),
  };
}

/** '' and 0 mean unlimited (null); anything else must be a whole number of seconds. */
export function parseMaxDuration(value: string): number | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text.replace(',', '.'));
  if (!Number.isInteger(number) || number < 0) return 'invalid';
  return number === 0 ? null : number;
}

/** The body of POST /v1/devices/{guid} without `power` (checked apart); empty texts clear a field (null). */
export function toDeviceUpdate(values: DeviceFormValues): DeviceUpdate {
  const maxDuration = parseMaxDuration(values.maxDuration);
  const body: DeviceUpdate = {
    name: values.name.trim(),
    isService: values.isService ? 1 : 0,
    tags: JSON.stringify(values.tags),
    maxDuration: maxDuration === 'invalid' ? undefined : maxDuration,
    deviceState: values.deviceState as DeviceUpdate['deviceState'],
    orientation: values.orientation as DeviceUpdate['orientation'],
    setClientVersion: values.setClientVersion.trim() || null,
  };
  for (const field of DEVICE_TEXT_FIELDS) body[field] = values[field].trim() || null;
  return body;
}

/** Adds a tag typed into the chip field (Enter); trimmed, no empties, no repeats. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  return tag && !tags.includes(tag) ? [...tags, tag] : [...tags];
}
