import { DEVICE_READ_RIGHTS, hasRight, type Me, R } from '@signage/shared';

type User = Pick<Me, 'rights' | 'guidParent'> | null | undefined;

/**
 * 'Mein Standort' has something for the user: a place of its own (location, or network) and the right to read its
 * devices, which the page shows. Administrators and support have no place; without the right the page could only say
 * that the devices may not be read.
 */
export function hasOwnLocationPage(user: User): boolean {
  return Boolean(user?.guidParent) && DEVICE_READ_RIGHTS.some((name) => hasRight(user?.rights, name));
}

/**
 * SPEC §2: after login to /Dashboard/MainLocation with the dashboard right, else /Dashboard.
 * 'Mein Standort' needs a location: a user without one (administrator, support) would land on the
 * empty 'Ihrem Benutzer ist kein Standort zugeordnet.', so they start on the dashboard with its tiles.
 */
export function landingPath(user: User): string {
  // A tour operator's user has the portal and nothing else (its role holds the operator rights only).
  if (hasRight(user?.rights, R.operatorPortal)) return '/Veranstalter-Portal';
  if (!hasRight(user?.rights, R.dashboard)) return '/Dashboard';
  return hasOwnLocationPage(user) ? '/Dashboard/MainLocation' : '/Dashboard/Main';
}
