/** SPEC §9: the media table pages 10/20/50/100, default 10, newest first. */
export const MEDIA_PAGE_SIZES = [10, 20, 50, 100] as const;
export type MediaSortColumn = 'networkName' | 'name' | 'type' | 'size' | 'created';

export interface MediaGrid {
  /** 1-based, as the server counts. */
  page: number;
  itemsPerPage: number;
  sortBy: MediaSortColumn;
  sortDesc: boolean;
  keyWord?: string;
}

export const DEFAULT_GRID: MediaGrid = { page: 1, itemsPerPage: 10, sortBy: 'created', sortDesc: true };

/** Clicking a column: the same column flips the direction, another starts ascending (created: newest first). */
export function sortBy(grid: MediaGrid, column: MediaSortColumn): MediaGrid {
  if (grid.sortBy === column) return { ...grid, sortDesc: !grid.sortDesc, page: 1 };
  return { ...grid, sortBy: column, sortDesc: column === 'created', page: 1 };
}

export function withKeyword(grid: MediaGrid, keyWord: string): MediaGrid {
  const trimmed = keyWord.trim();
  const { keyWord: _old, ...rest } = grid;
  return { ...rest, page: 1, ...(trimmed ? { keyWord: trimmed } : {}) };
}

/** The network a media row opens (SPEC §2: media rows link to /Netzwerke/{companyGuid}). */
export function networkPath(item: { networkGuid: string | null; companyGuid: string | null }): string | null {
  const guid = item.networkGuid ?? item.companyGuid;
  return guid ? `/Netzwerke/${guid}` : null;
}
