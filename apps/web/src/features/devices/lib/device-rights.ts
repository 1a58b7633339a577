import { hasRight, R, type RightMap } from '@signage/shared';

interface Who {
  rights: RightMap | null | undefined;
  guidParent: string | null | undefined;
  networkGuid: string | null | undefined;
}

/** A user bound to one location (guidParent is a location, not the network). */
const isLocationUser = (who: Who) => !!who.guidParent && who.guidParent !== who.networkGuid;

/** Archiving (SPEC §4): devices or support right, never a location user (the server's rule). */
export const canArchiveDevice = (who: Who) =>
  !isLocationUser(who) && (hasRight(who.rights, R.devices) || hasRight(who.rights, R.support));

/** The status select: devices right, never a location user (the server's rule). */
export const canChangeDeviceState = (who: Who) => !isLocationUser(who) && hasRight(who.rights, R.devices);
