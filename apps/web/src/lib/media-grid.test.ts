import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID, networkPath, sortBy, withKeyword } from './media-grid';

describe('media grid', () => {
  it('starts with 10 rows, newest first', () => {
    expect(DEFAULT_GRID).toEqual({ page: 1, itemsPerPage: 10, sortBy: 'created', sortDesc: true });
  });

  it('flips the direction of the same column and goes back to page 1', () => {
    const flipped = sortBy({ ...DEFAULT_GRID, page: 3 }, 'created');
    expect(flipped).toMatchObject({ sortBy: 'created', sortDesc: false, page: 1 });
    expect(sortBy(DEFAULT_GRID, 'name')).toMatchObject({ sortBy: 'name', sortDesc: false });
  });

  it('sets or clears the keyword', () => {
    expect(withKeyword({ ...DEFAULT_GRID, page: 2 }, ' Kreta ')).toMatchObject({ keyWord: 'Kreta', page: 1 });
    expect('keyWord' in withKeyword({ ...DEFAULT_GRID, keyWord: 'x' }, '  ')).toBe(false);
  });

  it('links a row to its network', () => {
    expect(networkPath({ networkGuid: 'n', companyGuid: 'l' })).toBe('/Netzwerke/n');
    expect(networkPath({ networkGuid: null, companyGuid: 'l' })).toBe('/Netzwerke/l');
    expect(networkPath({ networkGuid: null, companyGuid: null })).toBeNull();
  });
});
