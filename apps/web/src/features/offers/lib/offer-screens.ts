import { type OfferPrepareLoginResponse, screenOrientation } from '@signage/shared';

type Device = OfferPrepareLoginResponse['devices'][number];

export interface OfferDeviceGroups {
  /** Portrait screens (orientation 'vertical'): they get the vertical image. */
  vertical: Device[];
  /** All others, landscape screens: the horizontal image. */
  horizontal: Device[];
}

/**
 * The location's screens for step 2, grouped by the image that fills them (not SPEC §4's grouping as given,
 * which listed landscape screens under 'Hochformat'; the server adds each screen the image of its shape).
 */
export function groupOfferDevices(devices: readonly Device[]): OfferDeviceGroups {
  const vertical = devices.filter((d) => screenOrientation(d.orientation) === 'vertical');
  const horizontal = devices.filter((d) => screenOrientation(d.orientation) === 'horizontal');
  return { vertical, horizontal };
}

/** Chips toggle: adds the guid when missing, removes it when present; order of first choice kept. */
export const toggleGuid = (chosen: readonly string[], guid: string) =>
  chosen.includes(guid) ? chosen.filter((g) => g !== guid) : [...chosen, guid];

/** 'Angebot wurde der Playlist hinzugefügt.' when at least one horizontal or vertical list got it (SPEC §4). */
export const offerWasAdded = (answer: { listsH: unknown[]; listsV: unknown[] }) =>
  answer.listsH.length + answer.listsV.length > 0;
