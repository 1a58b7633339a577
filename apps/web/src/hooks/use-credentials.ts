import { hasRight, type RightMap } from '@signage/shared';
import { useSyncExternalStore } from 'react';
import { type Credentials, credentials } from '../lib/credentials';

export function useCredentials(): Credentials {
  return useSyncExternalStore(credentials.subscribe, credentials.get, credentials.get);
}

/** The rights map of the signed-in user (null before /v1/user/me has answered). */
export function useRights(): RightMap | null {
  return useCredentials().data?.rights ?? null;
}

/** SPEC §6: false without credential data, else the named value, else the fallback. */
export function useRight(name: string, fallback = false): boolean {
  return hasRight(useRights(), name, fallback);
}
