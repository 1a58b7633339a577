export { type PlaylistStats, usePlaylistStats } from './playlist-stats';
export { StatsDialog } from './stats-dialog';
