/**
 * Table uses by a place that does not own the table (test/table-owners.ts). The architecture test checks this
 * list is exact: remove an entry when its use is gone.
 */
export const KNOWN_FOREIGN_USES: readonly string[] = [
  // Writes the module order blocks: devices comes after companies and playlists, so these cannot call the
  // owner (companies detach devices, playlists assign a device's playlist).
  'modules/companies/membership.ts write devices',
  'modules/playlists/distribution-service.ts write devices',
  'modules/playlists/link-targets.ts write devices',
  'modules/playlists/links-service.ts write devices',
  // Reads still to move to an owner's query function.
  'modules/auth/service.ts read companies',
  'modules/auth/service.ts read users',
  'modules/comments/repository.ts read companies',
  'modules/comments/repository.ts read devices',
  'modules/companies/repository.ts read devices',
  'modules/companies/stats.ts read playlists',
  'modules/companies/tabs-repository.ts read devices',
  'modules/companies/tabs-repository.ts read playlistItems',
  'modules/companies/tabs-repository.ts read playlists',
  'modules/devices/repository.ts read companies',
  'modules/devices/repository.ts read playlists',
  'modules/kav/repository.ts read companies',
  'modules/kav/repository.ts read devices',
  'modules/kav/repository.ts read playlistItems',
  'modules/kav/repository.ts read playlists',
  'modules/mail/outbox-repository.ts read companies',
  'modules/mail/recipient-repository.ts read companies',
  'modules/mail/recipient-repository.ts read devices',
  'modules/mail/recipient-repository.ts read users',
  'modules/mail/template-repository.ts read companies',
  'modules/mail/template-repository.ts read users',
  'modules/media/page-query.ts read companies',
  'modules/media/repository.ts read companies',
  'modules/media/repository.ts read playlistItems',
  'modules/media/repository.ts read playlists',
  'modules/media/service.ts read companies',
  'modules/media/service.ts read devices',
  'modules/playlists/distribution-service.ts read companies',
  'modules/playlists/distribution-service.ts read devices',
  'modules/playlists/links-service.ts read devices',
  'modules/playlists/loop-limits.ts read devices',
  'modules/playlists/policy.ts read devices',
  'modules/playlists/repository.ts read companies',
  'modules/playlists/repository.ts read devices',
  'modules/playlists/repository.ts read media',
  'modules/playlists/service.ts read devices',
  'modules/roles/repository.ts read rights',
  'modules/roles/repository.ts read roleRights',
  'modules/roles/repository.ts read users',
  'modules/users/repository.ts read companies',
];

/**
 * Change notices sent by a place that does not own the changed table (checkNoticeOwners), exact like the list
 * above: the device writes the module order blocks (see there), and companies' settings that the screens' device
 * answers contain (a network's deviceSecretRequired, moving a location).
 */
export const KNOWN_FOREIGN_NOTICES: readonly string[] = [
  'modules/companies/membership.ts notifies devices',
  'modules/companies/membership.ts notifies playlists',
  'modules/companies/update-service.ts notifies devices',
  'modules/playlists/distribution-service.ts notifies devices',
  'modules/playlists/links-service.ts notifies devices',
  'modules/playlists/service.ts notifies devices',
];
