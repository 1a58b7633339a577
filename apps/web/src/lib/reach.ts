import type { Me } from '@signage/shared';

/**
 * SPEC §6: a user at a location (its guidParent is the location, not its network) reaches that location only and
 * changes no record of the whole network — no new location or network, no role, template or mail template. The
 * server refuses it anyway; the screens only leave out what it would refuse.
 */
export const isLocationUser = (me: Pick<Me, 'guidParent' | 'networkGuid'> | null | undefined): boolean =>
  Boolean(me?.guidParent && me.guidParent !== me.networkGuid);
