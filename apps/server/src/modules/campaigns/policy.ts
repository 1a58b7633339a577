/**
 * Who may publish an offer to a network's locations and who approves a copy:
 * - publishing, the campaign view and withdrawing need the network's Playlist tab right (RIGHT_NETWORK_TAB_PLAYLIST
 *   for every network, _OWN for the own one) and a network or global user: a location user never publishes to its
 *   siblings, whatever its role holds;
 * - approving or declining a copy: the offers' requireApprover (RIGHT_OFFER_APPROVE and the location in reach).
 */
import type { Actor } from '../../context.js';
import { changesNetworkRecords, networkRecord, reachOf } from '../../tenancy/index.js';
import { canUseTab } from '../companies/policy.js';

export const canPublish = (actor: Actor, network: string) =>
  changesNetworkRecords(reachOf(actor)) && canUseTab(actor, 'PLAYLIST', networkRecord(network));
