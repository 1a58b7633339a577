/**
 * Table uses by a place that does not own the table (test/table-owners.ts). The architecture test checks this
 * list is exact: remove an entry when its use is gone.
 */
export const KNOWN_FOREIGN_USES: readonly string[] = [
  // No foreign writes are left. These are reads, mostly joins for names, counts and tenant scope inside one list
  // query; each still has to become a query function of its owner (or a subquery the owner hands out, as
  // device-records/counts.ts and db/lookup.ts do). Many are blocked by the module order: an earlier module reads
  // a later one's table (roles reads users and rights, auth and users read companies for the session's network).
  'modules/comments/repository.ts read companies',
  'modules/device-records/lists.ts read companies',
  'modules/device-records/lists.ts read playlists',
  'modules/device-records/repository.ts read companies',
  'modules/device-records/repository.ts read playlists',
  'modules/mail/outbox-repository.ts read companies',
  'modules/mail/recipient-repository.ts read companies',
  'modules/mail/recipient-repository.ts read users',
  'modules/mail/template-repository.ts read companies',
  'modules/mail/template-repository.ts read users',
  'modules/media/page-query.ts read companies',
  'modules/media/repository.ts read companies',
  'modules/media/repository.ts read playlistItems',
  'modules/media/repository.ts read playlists',
  'modules/media/service.ts read companies',
  'modules/playlists/distribution-service.ts read companies',
  'modules/playlists/repository.ts read companies',
  'modules/playlists/repository.ts read media',
];

/**
 * Change notices sent by a place that does not own the changed table (checkNoticeOwners), exact like the list
 * above: a company's deletion takes its playlists along (companies come before playlists).
 */
export const KNOWN_FOREIGN_NOTICES: readonly string[] = [];
