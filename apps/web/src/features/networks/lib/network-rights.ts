import { hasOwnRight, hasRight, isOwnNetwork, R, type RightMap } from '@signage/shared';

type Rights = RightMap | null | undefined;

export const canCreateNetwork = (rights: Rights) => hasRight(rights, R.networkCreate);

/** SPEC §6: DELETE_OWN for the user's own network, DELETE_OTHER for every other. */
export function canDeleteNetwork(rights: Rights, myNetwork: string | null | undefined, network: string | null) {
  return isOwnNetwork(myNetwork, network)
    ? hasRight(rights, 'RIGHT_NETWORK_DELETE_OWN')
    : hasRight(rights, 'RIGHT_NETWORK_DELETE_OTHER');
}

/** The Standorte tab manages its locations: adding them (the server's rule); deleting needs a DELETE right. */
export const canManageLocations = (rights: Rights, myNetwork: string | null | undefined, network: string | null) =>
  hasOwnRight(rights, 'RIGHT_NETWORK_TAB_LOCATIONS', myNetwork, network);

/** A location is deleted like a network: DELETE_OWN in the own network, DELETE_OTHER elsewhere (no tab right). */
export const canDeleteLocation = canDeleteNetwork;

export const canAddLocation = (rights: Rights, myNetwork: string | null | undefined, network: string) =>
  canCreateNetwork(rights) || canManageLocations(rights, myNetwork, network);

export const canEditStammdaten = (rights: Rights, myNetwork: string | null | undefined, network: string | null) =>
  hasOwnRight(rights, 'RIGHT_NETWORK_TAB_STAMMDATA', myNetwork, network);
