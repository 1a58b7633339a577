export { usePlaylistStats } from '../../api/playlists/playlist-stats';
export { StatsDialog } from './stats-dialog';
