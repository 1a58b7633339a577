/**
 * Who may do what with networks, locations and their tabs (SPEC §6). One place for every decision:
 *
 * - Every decision is about a record's company (CompanyRef: the company and its network), and the tenancy
 *   module turns the rights into the records they open (NetworkSet): "own" is the network user's network, and
 *   for a location user (SPEC §6: guidParent is the location) its location and nothing else — a sibling location
 *   or the network itself is never its own, and no …_OTHER right reaches past its location. A global user has
 *   no own network, so for them every network is "other".
 * - The network of a record is the network itself, or the network of a location (null for a location
 *   without network, which only actors with the …_OTHER / plain rights reach).
 * - VISIBLE_OWN/_OTHER decide whether a network and everything in it exists for the actor: without them
 *   reads, lists, updates, deletes and links answer 404 (lists simply leave it out).
 * - OPEN_OWN/_OTHER open a network's or location's detail (GET companies/{id}).
 * - DELETE_OWN/_OTHER delete a network or a location (own = the record's network is the actor's); no tab or
 *   menu right replaces them (the Standorte tab creates, links and unlinks locations, it does not delete).
 * - The tab rights RIGHT_NETWORK_TAB_* (every network) and RIGHT_NETWORK_TAB_*_OWN (own network) gate each
 *   tab's data (hasOwnRight): PLAYLIST playlists and channels, DEVICES devices, LOCATIONS the locations of a
 *   network in lists, COMMENTS comments, IMPORT the CSV import, STAMMDATA updating the master data.
 * - RIGHT_NETWORK_CREATE creates networks and organiser networks and downloads statistics and the cost
 *   accounting; creating a location needs it or the Standorte tab right of the network. A location user
 *   creates, links, unlinks and deletes no network or location (tenancy changesNetworkRecords).
 * - Changing a network's typ (normal/organiser) needs RIGHT_NETWORK_CREATE too, like creating one.
 */
import type { NetworkTabRight } from '@signage/shared';
import type { Actor } from '../../context.js';
import { hasRight } from '../../lib/rights.js';
import {
  type CompanyRef,
  changesNetworkRecords,
  inNetworkSet,
  intersectNetworkSets,
  type NetworkSet,
  networkSetOf,
  ownsCompany,
  reachOf as tenantReachOf,
} from '../../tenancy/index.js';

export type NetworkTab = Extract<
  NetworkTabRight,
  'STAMMDATA' | 'PLAYLIST' | 'DEVICES' | 'LOCATIONS' | 'COMMENTS' | 'IMPORT'
>;

const has = hasRight;

const reachOf = (actor: Actor, own: boolean, other: boolean): NetworkSet =>
  networkSetOf(tenantReachOf(actor), own, other);

export const visibleReach = (actor: Actor): NetworkSet =>
  reachOf(actor, has(actor, 'RIGHT_NETWORK_VISIBLE_OWN'), has(actor, 'RIGHT_NETWORK_VISIBLE_OTHER'));

/** Plain tab right: every network; _OWN: the own network (a location user: its location). */
export const tabReach = (actor: Actor, tab: NetworkTab): NetworkSet =>
  reachOf(
    actor,
    has(actor, `RIGHT_NETWORK_TAB_${tab}_OWN`) || has(actor, `RIGHT_NETWORK_TAB_${tab}`),
    has(actor, `RIGHT_NETWORK_TAB_${tab}`),
  );

/** Where the actor may use a tab: visible records where the tab right holds. */
export const visibleTabReach = (actor: Actor, tab: NetworkTab): NetworkSet =>
  intersectNetworkSets(visibleReach(actor), tabReach(actor, tab));

export const canSee = (actor: Actor, company: CompanyRef) => inNetworkSet(visibleReach(actor), company);

const ownOrOther = (actor: Actor, company: CompanyRef, right: 'OPEN' | 'DELETE') =>
  ownsCompany(tenantReachOf(actor), company)
    ? has(actor, `RIGHT_NETWORK_${right}_OWN`)
    : has(actor, `RIGHT_NETWORK_${right}_OTHER`);

export const canOpen = (actor: Actor, company: CompanyRef) =>
  canSee(actor, company) && ownOrOther(actor, company, 'OPEN');

export const canUseTab = (actor: Actor, tab: NetworkTab, company: CompanyRef) =>
  inNetworkSet(visibleTabReach(actor, tab), company);

export const canCreateNetwork = (actor: Actor) =>
  changesNetworkRecords(tenantReachOf(actor)) && has(actor, 'RIGHT_NETWORK_CREATE');

/** `network`: the network as a record (tenancy networkRecord). */
export const canCreateLocation = (actor: Actor, network: CompanyRef) =>
  canSee(actor, network) && (canCreateNetwork(actor) || canUseTab(actor, 'LOCATIONS', network));

/** Networks and locations alike: DELETE_OWN for the own records, DELETE_OTHER for all others. */
export const canDelete = (actor: Actor, company: CompanyRef) =>
  changesNetworkRecords(tenantReachOf(actor)) && canSee(actor, company) && ownOrOther(actor, company, 'DELETE');

/** The DELETE right for a record of this company (devices, comments: the caller has checked it is in reach). */
export const holdsDeleteRight = (actor: Actor, company: CompanyRef) => ownOrOther(actor, company, 'DELETE');

/** The stage preview shows the channels of the user's own company with RIGHT_COMP_STAGE_CHANNELS_VISIBLE. */
export const canSeeChannels = (actor: Actor, company: CompanyRef) =>
  canUseTab(actor, 'PLAYLIST', company) ||
  (ownsCompany(tenantReachOf(actor), company) && has(actor, 'RIGHT_COMP_STAGE_CHANNELS_VISIBLE'));

/** Statistics CSV and cost accounting; their content is limited to the visible networks. */
export const canReadStatistics = (actor: Actor) => has(actor, 'RIGHT_NETWORK_CREATE');
