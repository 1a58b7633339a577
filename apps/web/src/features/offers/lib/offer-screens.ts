import type { OfferPrepareLoginResponse } from '@signage/shared';

type Device = OfferPrepareLoginResponse['devices'][number];

export interface OfferDeviceGroups {
  /** Devices with orientation 'horizontal' (SPEC §4, as given): they get the vertical image. */
  vertical: Device[];
  /** All others: the horizontal image. */
  horizontal: Device[];
}

/** SPEC §4 grouping of the location's screens for step 2. */
export function groupOfferDevices(devices: readonly Device[]): OfferDeviceGroups {
  const vertical = devices.filter((d) => d.orientation === 'horizontal');
  const horizontal = devices.filter((d) => d.orientation !== 'horizontal');
  return { vertical, horizontal };
}

/** Chips toggle: adds the guid when missing, removes it when present; order of first choice kept. */
export const toggleGuid = (chosen: readonly string[], guid: string) =>
  chosen.includes(guid) ? chosen.filter((g) => g !== guid) : [...chosen, guid];

/** 'Angebot wurde der Playlist hinzugefügt.' when at least one horizontal or vertical list got it (SPEC §4). */
export const offerWasAdded = (answer: { listsH: unknown[]; listsV: unknown[] }) =>
  answer.listsH.length + answer.listsV.length > 0;
