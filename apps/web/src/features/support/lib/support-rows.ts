import type { Device } from '@signage/shared';

/** 'Netzwerk / Standort' of a row: both when the device sits at a location, else the one that exists. */
export function networkAndLocation(device: Pick<Device, 'networkName' | 'companyName'>): string {
  const parts = [device.networkName, device.companyName].filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(' / ');
}

/** The offline devices of a page, for the offline-mail dialog. */
export function offlineDevicesOf(devices: readonly Device[]) {
  return devices
    .filter((device) => device.indicator === 2)
    .map((device) => ({
      guid: device.guid,
      name: device.name,
      networkGuid: device.networkGuid,
      networkName: device.networkName,
    }));
}
