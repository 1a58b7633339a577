import { useParams } from 'react-router';
import { useAllCompanies } from '../../../api/companies/companies';
import { usePlaylist } from '../../../api/playlists/playlist';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { PlaylistEditor } from '../components/playlist-editor';
import { useMountedInTransition } from '../hooks/use-mounted-in-transition';

/**
 * SPEC §2 /Playlist/{guid} and /Netzwerke/{companyId}/Playlist/{guid}. Abbrechen/Speichern go to
 * /Dashboard/Playlist, in a network context back to the network's Playlist tab (/Netzwerke/{id}/1).
 */
export function PlaylistEditPage() {
  const { guid = '', companyId } = useParams();
  const playlist = usePlaylist(guid);
  const backPath = companyId ? `/Netzwerke/${companyId}/1` : '/Dashboard/Playlist';
  // Loaded before the editor mounts: a query starting during its (transition) render would make React
  // redo the render synchronously.
  const companies = useAllCompanies();
  const mounted = useMountedInTransition(playlist.data !== undefined && !companies.isPending);

  if (playlist.isError && !playlist.data)
    return <ErrorState error={playlist.error} onRetry={() => void playlist.refetch()} />;
  if (!mounted || !playlist.data) return <LoadingState />;
  return <PlaylistEditor key={playlist.data.guid} playlist={playlist.data} backPath={backPath} />;
}
