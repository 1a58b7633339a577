import { hasRight, type Me, R } from '@signage/shared';

/**
 * SPEC §2: after login to /Dashboard/MainLocation with the dashboard right, else /Dashboard.
 * 'Mein Standort' needs a location: a user without one (administrator, support) would land on the
 * empty 'Ihrem Benutzer ist kein Standort zugeordnet.', so they start on the dashboard with its tiles.
 */
export function landingPath(user: Pick<Me, 'rights' | 'guidParent'> | null | undefined): string {
  if (!hasRight(user?.rights, R.dashboard)) return '/Dashboard';
  return user?.guidParent ? '/Dashboard/MainLocation' : '/Dashboard/Main';
}
