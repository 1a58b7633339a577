import { playlistCalls } from '@signage/shared/calls/playlists';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** GET /v1/playlists/{guid}/delete/impact: screens playing it and locations linking it (deletes nothing). */
export const fetchPlaylistDeletionImpact = (guid: string) =>
  call(playlistCalls.deletionImpact, { params: { id: guid } });

/** Asked while the delete confirmation of this playlist is open (guid null: closed). */
export const usePlaylistDeletionImpact = (guid: string | null) =>
  useQuery({
    queryKey: playlistKeys.deletionImpact(guid),
    queryFn: () => fetchPlaylistDeletionImpact(guid ?? ''),
    enabled: guid !== null,
    staleTime: 0,
    gcTime: 0,
  });
