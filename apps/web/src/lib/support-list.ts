import { browserStorage } from './browser-storage';

/**
 * SPEC §4 saved support filter state, shared by the support list (features/support) and the device
 * detail's navigator 'n von m' (features/devices).
 *
 * localStorage keys:
 * - supportShowAll: 'true' | 'false'  ('auch online anzeigen')
 * - supportNetwork: network guid, or '' for all networks
 * - supportStatus:  'NEW' | 'ACTIVE' | 'SERVICE', or '' for all
 * - SupportList:    JSON {@link SupportListState}: the query of GET /v1/devices/support that produced the
 *                   list on screen (filters, search text, page, page size), its total count and the
 *                   ordered guids of that page. The navigator pages through the same filtered list with it.
 */

export const SUPPORT_STORAGE_KEYS = {
  showAll: 'supportShowAll',
  network: 'supportNetwork',
  status: 'supportStatus',
  list: 'SupportList',
} as const;

export const SUPPORT_STATUSES = ['NEW', 'ACTIVE', 'SERVICE'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const SUPPORT_DEFAULT_PAGE_SIZE = 50;

export interface SupportFilter {
  showOnline: boolean;
  network: string | null;
  status: SupportStatus | null;
  keyWord: string;
}

export interface SupportQueryState extends SupportFilter {
  page: number;
  itemsPerPage: number;
}

export interface SupportListState {
  query: SupportQueryState;
  /** Devices matching the filters (all pages). */
  count: number;
  /** The devices of `query.page`, in list order. */
  guids: string[];
}

export const DEFAULT_SUPPORT_QUERY: SupportQueryState = {
  showOnline: false,
  network: null,
  status: null,
  keyWord: '',
  page: 1,
  itemsPerPage: SUPPORT_DEFAULT_PAGE_SIZE,
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const isStatus = (value: unknown): value is SupportStatus =>
  typeof value === 'string' && (SUPPORT_STATUSES as readonly string[]).includes(value);
const isPageSize = (value: unknown): value is number =>
  typeof value === 'number' && (SUPPORT_PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

function parseList(raw: string | null): SupportListState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Omit<SupportListState, 'query'>> & { query?: Partial<SupportQueryState> };
    const q: Partial<SupportQueryState> = value.query ?? {};
    return {
      query: {
        showOnline: q.showOnline === true,
        network: typeof q.network === 'string' && q.network ? q.network : null,
        status: isStatus(q.status) ? q.status : null,
        keyWord: typeof q.keyWord === 'string' ? q.keyWord : '',
        page: typeof q.page === 'number' && Number.isInteger(q.page) && q.page > 0 ? q.page : 1,
        itemsPerPage: isPageSize(q.itemsPerPage) ? q.itemsPerPage : SUPPORT_DEFAULT_PAGE_SIZE,
      },
      count: typeof value.count === 'number' && value.count >= 0 ? value.count : 0,
      guids: Array.isArray(value.guids) ? value.guids.filter((g): g is string => typeof g === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** The saved list (query, count, guids of the page on screen), or null. */
export function readSupportList(store: Store | null = browserStorage()): SupportListState | null {
  return parseList(store?.getItem(SUPPORT_STORAGE_KEYS.list) ?? null);
}

/** The saved filters and page; the three single keys win over the copy inside SupportList. */
export function readSupportQuery(store: Store | null = browserStorage()): SupportQueryState {
  const list = readSupportList(store);
  const base = list?.query ?? DEFAULT_SUPPORT_QUERY;
  const showAll = store?.getItem(SUPPORT_STORAGE_KEYS.showAll);
  const network = store?.getItem(SUPPORT_STORAGE_KEYS.network);
  const status = store?.getItem(SUPPORT_STORAGE_KEYS.status);
  return {
    ...base,
    showOnline: showAll === null || showAll === undefined ? base.showOnline : showAll === 'true',
    network: network === null || network === undefined ? base.network : network || null,
    status: status === null || status === undefined ? base.status : isStatus(status) ? status : null,
  };
}

/** Saves the filter keys and the list the user sees (for the navigator). */
export function writeSupportList(state: SupportListState, store: Store | null = browserStorage()): void {
  try {
    store?.setItem(SUPPORT_STORAGE_KEYS.showAll, String(state.query.showOnline));
    store?.setItem(SUPPORT_STORAGE_KEYS.network, state.query.network ?? '');
    store?.setItem(SUPPORT_STORAGE_KEYS.status, state.query.status ?? '');
    store?.setItem(SUPPORT_STORAGE_KEYS.list, JSON.stringify(state));
  } catch {
    // Full or blocked storage: the filters are simply not remembered.
  }
}

/** The query of GET /v1/devices/support for a query state: only the set filters, then page and page size. */
export interface SupportServerQuery {
  showOnline?: '1';
  network?: string;
  status?: SupportStatus;
  keyWord?: string;
  page: number;
  itemsPerPage: number;
}

export function supportServerQuery(query: SupportQueryState): SupportServerQuery {
  const keyWord = query.keyWord.trim();
  return {
    ...(query.showOnline ? { showOnline: '1' as const } : {}),
    ...(query.network ? { network: query.network } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(keyWord ? { keyWord } : {}),
    page: query.page,
    itemsPerPage: query.itemsPerPage,
  };
}

/** 'n von m' of a device in the saved list: n is 1-based over all pages; null when it is not on the page. */
export function supportPosition(state: SupportListState | null, guid: string): { n: number; m: number } | null {
  if (!state) return null;
  const index = state.guids.indexOf(guid);
  if (index < 0) return null;
  return { n: (state.query.page - 1) * state.query.itemsPerPage + index + 1, m: Math.max(state.count, index + 1) };
}

export type SupportStep =
  | { kind: 'none' }
  | { kind: 'guid'; guid: string }
  /** The neighbour is on another page: load `page`, then take its first (`first`) or last entry. */
  | { kind: 'page'; page: number; take: 'first' | 'last' };

/** Where the previous (-1) or next (+1) device of the saved list is. */
export function supportStep(state: SupportListState | null, guid: string, direction: -1 | 1): SupportStep {
  const position = supportPosition(state, guid);
  if (!state || !position) return { kind: 'none' };
  const target = position.n + direction;
  if (target < 1 || target > position.m) return { kind: 'none' };
  const index = state.guids.indexOf(guid) + direction;
  if (index >= 0 && index < state.guids.length) return { kind: 'guid', guid: state.guids[index] };
  return { kind: 'page', page: state.query.page + direction, take: direction > 0 ? 'first' : 'last' };
}
