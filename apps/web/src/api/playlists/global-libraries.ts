import type { PlaylistSummary } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

export type LibraryOrientation = 'horizontal' | 'vertical';

/**
 * SPEC §9: the global media libraries are playlists without company named GlobalMediathekH
 * (Querformat) and GlobalMediathekV (Hochformat).
 */
export const GLOBAL_LIBRARY_NAMES: Record<LibraryOrientation, string> = {
  horizontal: 'GlobalMediathekH',
  vertical: 'GlobalMediathekV',
};

export type GlobalLibraries = Partial<Record<LibraryOrientation, PlaylistSummary>>;

/** Picks the two libraries out of a playlist list (global, exact name). */
export function pickLibraries(playlists: readonly PlaylistSummary[]): GlobalLibraries {
  const found: GlobalLibraries = {};
  for (const orientation of ['horizontal', 'vertical'] as const) {
    const match = playlists.find((p) => p.guidCompany === null && p.name === GLOBAL_LIBRARY_NAMES[orientation]);
    if (match) found[orientation] = match;
  }
  return found;
}

/** GET /v1/playlists/list?showAll=1&keyWord=GlobalMediathek */
export const fetchGlobalLibraries = async (): Promise<GlobalLibraries> =>
  pickLibraries(await call(playlistCalls.list, { query: { showAll: 1, keyWord: 'GlobalMediathek' } }));

export const globalLibrariesQueryOptions = () =>
  queryOptions({ queryKey: playlistKeys.globalLibraries(), queryFn: fetchGlobalLibraries, staleTime: 60_000 });

export const useGlobalLibraries = () => useQuery(globalLibrariesQueryOptions());
