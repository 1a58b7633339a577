import { hasRight, R, type RightMap } from '@signage/shared';

/** SPEC §2: after login to /Dashboard/MainLocation with the dashboard right, else /Dashboard. */
export function landingPath(rights: RightMap | null | undefined): string {
  return hasRight(rights, R.dashboard) ? '/Dashboard/MainLocation' : '/Dashboard';
}
