/**
 * Who may put announcements on the screens. An announcement changes what the screens of a network or location show,
 * like their opening hours: it takes the Stammdaten tab right of its target — RIGHT_NETWORK_TAB_STAMMDATA (every
 * network) or …_OWN (the own network; a location user: its location only), on a visible network or location
 * (companies/policy canUseTab). Routes need the Netzwerke menu right (the call catalogue's access).
 *
 * An announcement belongs to its location (scope 'location', or chosen screens all at one location) or else to
 * its network; a location user therefore changes its location's announcements only. It also sees, read-only, those
 * of its network that reach its screens (the whole network, or chosen screens including one of its own): they are
 * on its screens (repository.ts reachCondition; ending or deleting them: 403).
 */
import type { Actor } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import type { CompanyRef } from '../../tenancy/index.js';
import { canUseTab, visibleTabReach } from '../companies/policy.js';

export const ANNOUNCEMENT = 'Ankündigung';

/** The announcements an actor may list, end and delete. */
export const announcementReach = (actor: Actor) => visibleTabReach(actor, 'STAMMDATA');

export const mayAnnounce = (actor: Actor, owner: CompanyRef) => canUseTab(actor, 'STAMMDATA', owner);

export function assertMayAnnounce(actor: Actor, owner: CompanyRef): void {
  if (!mayAnnounce(actor, owner))
    throw forbidden('Ankündigungen braucht das Recht auf den Reiter Stammdaten für dieses Ziel.');
}
