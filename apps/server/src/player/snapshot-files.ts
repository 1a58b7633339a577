import type { AppContext } from '../context.js';

/**
 * Where a screen's latest picture on request lives in the storage (not served as a file: staff read it through the
 * API). Here rather than in modules/devices because the player's own deletions of waiting unknown devices
 * (registration.ts) remove it too.
 */
export const snapshotPictureKey = (guid: string) => `snapshots/${guid}.jpg`;

/** Removes the pictures of snapshot rows that are gone; call after the commit (a rolled-back deletion keeps them). */
export async function removeSnapshotPictures(files: AppContext['files'], keys: readonly string[]): Promise<void> {
  for (const key of keys) await files.remove(key);
}
