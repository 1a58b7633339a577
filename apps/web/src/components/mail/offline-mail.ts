import type { MailSendEntry } from '@signage/shared';

export interface OfflineMailDevice {
  guid: string;
  name: string;
  /** The device's network; devices without one cannot be mailed about. */
  networkGuid: string | null;
  networkName: string | null;
}

export interface OfflineMailGroup {
  networkGuid: string;
  networkName: string;
  devices: OfflineMailDevice[];
}

/** Devices by network (one mail each, SPEC §7 list form), in first-seen order; devices without network apart. */
export function groupOfflineDevices(devices: readonly OfflineMailDevice[]): {
  groups: OfflineMailGroup[];
  withoutNetwork: OfflineMailDevice[];
} {
  const groups = new Map<string, OfflineMailGroup>();
  const withoutNetwork: OfflineMailDevice[] = [];
  for (const device of devices) {
    if (!device.networkGuid) {
      withoutNetwork.push(device);
      continue;
    }
    const group = groups.get(device.networkGuid) ?? {
      networkGuid: device.networkGuid,
      networkName: device.networkName ?? '',
      devices: [],
    };
    if (!group.devices.some((d) => d.guid === device.guid)) group.devices.push(device);
    groups.set(device.networkGuid, group);
  }
  return { groups: [...groups.values()], withoutNetwork };
}

/** The list-form body of POST /v1/mail/send: every device with subject and text; the server finds its network. */
export function offlineMailEntries(
  groups: readonly OfflineMailGroup[],
  subject: string,
  message: string,
): MailSendEntry[] {
  return groups.flatMap((group) => group.devices.map((device) => ({ deviceGuid: device.guid, subject, message })));
}
