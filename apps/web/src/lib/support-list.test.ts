import { callUrl } from '@signage/shared/calls/define';
import { deviceCalls } from '@signage/shared/calls/devices';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUPPORT_QUERY,
  readSupportList,
  readSupportQuery,
  SUPPORT_STORAGE_KEYS,
  type SupportListState,
  supportPosition,
  supportServerQuery,
  supportStep,
  writeSupportList,
} from './support-list';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const state = (page: number, guids: string[], count: number, itemsPerPage = 2): SupportListState => ({
  query: { ...DEFAULT_SUPPORT_QUERY, page, itemsPerPage },
  count,
  guids,
});

describe('support list storage', () => {
  it('writes the four SPEC keys and reads them back', () => {
    const store = memoryStore();
    writeSupportList(
      {
        query: { showOnline: true, network: 'n1', status: 'SERVICE', keyWord: 'Berlin', page: 2, itemsPerPage: 20 },
        count: 30,
        guids: ['a', 'b'],
      },
      store,
    );
    expect(store.data.get(SUPPORT_STORAGE_KEYS.showAll)).toBe('true');
    expect(store.data.get(SUPPORT_STORAGE_KEYS.network)).toBe('n1');
    expect(store.data.get(SUPPORT_STORAGE_KEYS.status)).toBe('SERVICE');
    expect(readSupportList(store)?.guids).toEqual(['a', 'b']);
    expect(readSupportQuery(store)).toMatchObject({ showOnline: true, keyWord: 'Berlin', page: 2, itemsPerPage: 20 });
  });

  it('falls back to the defaults for missing or broken values', () => {
    const store = memoryStore();
    expect(readSupportQuery(store)).toEqual(DEFAULT_SUPPORT_QUERY);
    store.setItem(SUPPORT_STORAGE_KEYS.list, '{kaputt');
    store.setItem(SUPPORT_STORAGE_KEYS.status, 'VER');
    expect(readSupportList(store)).toBeNull();
    expect(readSupportQuery(store).status).toBeNull();
    store.setItem(SUPPORT_STORAGE_KEYS.list, JSON.stringify({ query: { itemsPerPage: 7, page: -1 } }));
    expect(readSupportQuery(store)).toMatchObject({ itemsPerPage: 50, page: 1 });
  });

  it('builds the server query with only the set filters', () => {
    const url = (query: typeof DEFAULT_SUPPORT_QUERY) =>
      callUrl(deviceCalls.support, { query: supportServerQuery(query) });
    expect(url(DEFAULT_SUPPORT_QUERY)).toBe('/v1/devices/support?page=1&itemsPerPage=50');
    expect(
      url({
        showOnline: true,
        network: 'x',
        status: 'NEW',
        keyWord: ' Köln ',
        page: 3,
        itemsPerPage: 10,
      }),
    ).toBe('/v1/devices/support?showOnline=1&network=x&status=NEW&keyWord=K%C3%B6ln&page=3&itemsPerPage=10');
  });
});

describe('support navigator', () => {
  it('numbers a device over all pages', () => {
    expect(supportPosition(state(2, ['c', 'd'], 5), 'd')).toEqual({ n: 4, m: 5 });
    expect(supportPosition(state(1, ['a'], 1), 'x')).toBeNull();
    expect(supportPosition(null, 'a')).toBeNull();
  });

  it('steps inside the page, across pages and stops at both ends', () => {
    expect(supportStep(state(1, ['a', 'b'], 3), 'a', 1)).toEqual({ kind: 'guid', guid: 'b' });
    expect(supportStep(state(1, ['a', 'b'], 3), 'b', 1)).toEqual({ kind: 'page', page: 2, take: 'first' });
    expect(supportStep(state(2, ['c'], 3), 'c', -1)).toEqual({ kind: 'page', page: 1, take: 'last' });
    expect(supportStep(state(2, ['c'], 3), 'c', 1)).toEqual({ kind: 'none' });
    expect(supportStep(state(1, ['a', 'b'], 3), 'a', -1)).toEqual({ kind: 'none' });
  });
});
