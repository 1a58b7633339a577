import type { Company } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { companyChoices, GLOBAL_CHOICE } from './company-choices';

const c = (guid: string, name: string, isMother: number, guidParent: string | null = null) =>
  ({ guid, name, isMother, guidParent }) as Company;

describe('company choices', () => {
  it('puts locations under their network and orphans last', () => {
    const list = companyChoices(
      [c('l2', 'Zeta Filiale', 0, 'n1'), c('o', 'Alleine', 0), c('n1', 'Netz', 1), c('l1', 'Alpha Filiale', 0, 'n1')],
      true,
    );
    expect(list.map((x) => [x.value, x.depth])).toEqual([
      [GLOBAL_CHOICE, 0],
      ['n1', 0],
      ['l1', 1],
      ['l2', 1],
      ['o', 0],
    ]);
  });

  it('offers no global choice to network users', () => {
    expect(companyChoices([c('n1', 'Netz', 1)], false).map((x) => x.value)).toEqual(['n1']);
  });
});
