/** SPEC §3/§4: rules of the device lists and fields. */

export type DeviceState = 'NEW' | 'ACTIVE' | 'VER';
export type SupportStatus = 'NEW' | 'ACTIVE' | 'SERVICE';

export interface ListedDevice {
  deviceState: string;
  isService: number;
  /** The network the device belongs to; null when it has none. */
  networkGuid: string | null;
}

/**
 * SPEC §4 device list: VER is always hidden; without 'show all' ACTIVE devices are hidden and only
 * devices without a network are listed. The support status filter NEW / ACTIVE / SERVICE (isService 1).
 */
export function isListedDevice(device: ListedDevice, filter: { showAll?: boolean; status?: SupportStatus }): boolean {
  if (device.deviceState === 'VER') return false;
  if (!filter.showAll && (device.deviceState === 'ACTIVE' || device.networkGuid !== null)) return false;
  return matchesSupportStatus(device, filter.status);
}

export function matchesSupportStatus(device: ListedDevice, status: SupportStatus | undefined): boolean {
  if (status === undefined) return true;
  if (status === 'SERVICE') return device.isService === 1;
  return device.deviceState === status;
}

/** SPEC §3: the stage name falls back to the device name. */
export function stageNameOf(device: { name: string; stageName?: string | null }): string {
  const stage = device.stageName?.trim();
  return stage ? stage : device.name;
}
