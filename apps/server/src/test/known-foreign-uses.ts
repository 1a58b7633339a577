/**
 * Table uses by a place that does not own the table (test/table-owners.ts). The architecture test checks this
 * list is exact: remove an entry when its use is gone.
 */
export const KNOWN_FOREIGN_USES: readonly string[] = [
  // A write the module order blocks: playlists come after media, so the media conversion cannot call the
  // owner to put the poster thumbnail on the items.
  'modules/media/convert-job.ts write playlistItems',
  // Reads still to move to an owner's query function.
  'modules/auth/service.ts read companies',
  'modules/auth/service.ts read users',
  'modules/comments/repository.ts read companies',
  'modules/companies/repository.ts read users',
  'modules/companies/stats.ts read playlists',
  'modules/companies/tabs-repository.ts read playlistItems',
  'modules/companies/tabs-repository.ts read playlists',
  'modules/companies/update-service.ts read templates',
  'modules/device-records/lists.ts read companies',
  'modules/device-records/lists.ts read playlists',
  'modules/device-records/repository.ts read companies',
  'modules/device-records/repository.ts read playlists',
  'modules/kav/repository.ts read companies',
  'modules/kav/repository.ts read playlistItems',
  'modules/kav/repository.ts read playlists',
  'modules/mail/outbox-repository.ts read companies',
  'modules/mail/outbox-repository.ts read users',
  'modules/mail/recipient-repository.ts read companies',
  'modules/mail/recipient-repository.ts read users',
  'modules/mail/send-service.ts read systemConfig',
  'modules/mail/template-repository.ts read companies',
  'modules/mail/template-repository.ts read users',
  'modules/media/page-query.ts read companies',
  'modules/media/repository.ts read companies',
  'modules/media/repository.ts read playlistItems',
  'modules/media/repository.ts read playlists',
  'modules/media/service.ts read companies',
  'modules/offers/agency.ts read companies',
  'modules/playlists/distribution-service.ts read companies',
  'modules/playlists/items-service.ts read media',
  'modules/playlists/link-targets.ts read companies',
  'modules/playlists/media-active.ts read media',
  'modules/playlists/repository.ts read companies',
  'modules/playlists/repository.ts read media',
  'modules/roles/repository.ts read rights',
  'modules/roles/repository.ts read roleRights',
  'modules/roles/repository.ts read users',
  'modules/roles/service.ts read users',
  'modules/templates/repository.ts read companies',
  'modules/users/repository.ts read companies',
  'modules/users/repository.ts read roles',
];

/**
 * Change notices sent by a place that does not own the changed table (checkNoticeOwners), exact like the list
 * above: a company's deletion takes its playlists along (companies come before playlists).
 */
export const KNOWN_FOREIGN_NOTICES: readonly string[] = ['modules/companies/membership.ts notifies playlists'];
