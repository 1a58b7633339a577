import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { companies } from '../db/schema.js';
import { addLocation, addNetwork } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import {
  actorNetworkOf,
  changesNetworkRecords,
  companiesOfNetwork,
  companyInReach,
  companyTree,
  inNetworkSet,
  intersectNetworkSets,
  libraryInReach,
  type NetworkSet,
  networkInReach,
  networkOfCompany,
  networkOfGuid,
  networkOfJoined,
  networkSetOf,
  networkSetSql,
  ownerInReach,
  ownsCompany,
  type Reach,
  reachesCompany,
  reachesNetwork,
  reachOf,
  readsLibraryRecord,
  userNetworkOfJoined,
  writesLibraryRecord,
} from './index.js';

const h = useHarness();

/** netA with locA1, locA2; netB with locB; a location without network; and "no company" (null). */
async function fixtures() {
  const db = h.database.db;
  const netA = await addNetwork(db);
  const netB = await addNetwork(db);
  const c = {
    netA,
    netB,
    locA1: await addLocation(db, { guidParent: netA }),
    locA2: await addLocation(db, { guidParent: netA }),
    locB: await addLocation(db, { guidParent: netB }),
    orphan: await addLocation(db, { guidParent: null }),
  };
  const names = new Map<string | null, string>([...Object.entries(c).map(([n, g]) => [g, n] as const), [null, 'none']]);
  return { c, guids: [...Object.values(c), null] as Array<string | null>, names };
}

type Fx = Awaited<ReturnType<typeof fixtures>>;

/** The guids (null included) among the fixtures for which a condition over the guid column `x.g` holds. */
async function where(fx: Fx, condition: (column: SQL) => SQL | undefined): Promise<string[]> {
  const values = sql.join(
    fx.guids.map((g) => sql`(${g}::uuid)`),
    sql`, `,
  );
  const rows = await queryRows<{ g: string | null }>(
    h.database.db,
    sql`select x.g from (values ${values}) as x(g) where ${condition(sql`x.g`) ?? sql`true`}`,
  );
  return rows.map((r) => fx.names.get(r.g) ?? '?').sort();
}

const matching = (fx: Fx, check: (guid: string | null) => boolean) =>
  fx.guids
    .filter(check)
    .map((g) => fx.names.get(g) ?? '?')
    .sort();

/** Each fixture guid's network as the server reads it (networkOfCompany). */
async function networksOf(fx: Fx) {
  const network = new Map<string | null, string | null>();
  for (const g of fx.guids) network.set(g, await networkOfCompany(h.database.db, g));
  return network;
}

function reaches(fx: Fx): Array<[string, Reach]> {
  const { c } = fx;
  return [
    ['global', { kind: 'global' }],
    ['network A', { kind: 'network', network: c.netA }],
    ['location A1', { kind: 'location', network: c.netA, location: c.locA1 }],
    // As auth builds it: at a location without network the location stands in as the network.
    ['orphan stand-in', { kind: 'network', network: c.orphan }],
    ['orphan (hand-built)', { kind: 'location', network: null, location: c.orphan }],
  ];
}

describe('reachOf', () => {
  const actor = (guidParent: string | null, networkGuid: string | null) => ({ guidParent, networkGuid });

  it('turns the signed-in user into global, network or location reach', () => {
    expect(reachOf(actor(null, null))).toEqual({ kind: 'global' });
    expect(reachOf(actor('n', 'n'))).toEqual({ kind: 'network', network: 'n' });
    expect(reachOf(actor('l', 'n'))).toEqual({ kind: 'location', network: 'n', location: 'l' });
    expect(reachOf(actor('l', null))).toEqual({ kind: 'location', network: null, location: 'l' });
  });

  it("finds the actor's network from their company; an orphan location stands in for its network", () => {
    expect(actorNetworkOf(null, { isMother: null, guidParent: null })).toBeNull();
    expect(actorNetworkOf('n', { isMother: 1, guidParent: null })).toBe('n');
    expect(actorNetworkOf('l', { isMother: 0, guidParent: 'n' })).toBe('n');
    expect(actorNetworkOf('l', { isMother: 0, guidParent: null })).toBe('l');
  });
});

describe('tenancy on the database', () => {
  it('finds the network of a company the same way in SQL (joined and by key) and by lookup', async () => {
    const fx = await fixtures();
    const { c } = fx;
    const expected: Record<string, string | null> = {
      netA: c.netA,
      netB: c.netB,
      locA1: c.netA,
      locA2: c.netA,
      locB: c.netB,
      orphan: null,
      none: null,
    };
    for (const guid of fx.guids) {
      const name = fx.names.get(guid) ?? '?';
      expect(await networkOfCompany(h.database.db, guid), name).toBe(expected[name]);
      const [byKey] = await queryRows<{ n: string | null }>(
        h.database.db,
        sql`select ${networkOfGuid(sql`${guid}::uuid`)} as n`,
      );
      expect(byKey.n, name).toBe(expected[name]);
      if (guid) {
        const [joined] = await queryRows<{ n: string | null }>(
          h.database.db,
          sql`select ${networkOfJoined(companies)} as n from ${companies} where ${companies.guid} = ${guid}`,
        );
        expect(joined.n, name).toBe(expected[name]);
      }
    }
    expect(await where(fx, (g) => sql`${g} in (${companiesOfNetwork(c.netA)})`)).toEqual(['locA1', 'locA2', 'netA']);
    expect(await where(fx, (g) => sql`${g} in (${companyTree(c.netA)})`)).toEqual(['locA1', 'locA2', 'netA']);
    expect(await where(fx, (g) => sql`${g} in (${companyTree(c.locB)})`)).toEqual(['locB']);
    expect(await where(fx, (g) => sql`${g} in (${companyTree(c.orphan)})`)).toEqual(['orphan']);
  });

  it("a user's network in SQL is the network they act in (actorNetworkOf)", async () => {
    const fx = await fixtures();
    const db = h.database.db;
    for (const guid of fx.guids) {
      const [company] = guid
        ? await db.select().from(companies).where(sql`${companies.guid} = ${guid}`)
        : [{ isMother: null, guidParent: null }];
      const [row] = await queryRows<{ n: string | null }>(
        db,
        sql`select ${userNetworkOfJoined(companies, sql`x.g`)} as n
          from (values (${guid}::uuid)) as x(g) left join ${companies} on ${companies.guid} = x.g`,
      );
      expect(row.n, fx.names.get(guid)).toBe(actorNetworkOf(guid, company));
    }
  });

  it('company records: the SQL condition and the object check agree for every reach and company', async () => {
    const fx = await fixtures();
    const network = await networksOf(fx);
    const expected: Record<string, string[]> = {
      global: ['locA1', 'locA2', 'locB', 'netA', 'netB', 'none', 'orphan'],
      'network A': ['locA1', 'locA2', 'netA'],
      'location A1': ['locA1'],
      'orphan stand-in': [],
      'orphan (hand-built)': ['orphan'],
    };
    for (const [name, reach] of reaches(fx)) {
      const checked = matching(fx, (g) => reachesCompany(reach, { guid: g, network: network.get(g) ?? null }));
      expect(checked, name).toEqual(expected[name]);
      expect(await where(fx, (g) => companyInReach(reach, g)), name).toEqual(checked);
    }
  });

  it('network records and library records: the SQL condition and the object check agree', async () => {
    const fx = await fixtures();
    const network = await networksOf(fx);
    const expected: Record<string, string[]> = {
      global: ['locA1', 'locA2', 'locB', 'netA', 'netB', 'none', 'orphan'],
      'network A': ['locA1', 'locA2', 'netA'],
      'location A1': ['locA1', 'locA2', 'netA'],
      'orphan stand-in': [],
      'orphan (hand-built)': [],
    };
    for (const [name, reach] of reaches(fx)) {
      const checked = matching(fx, (g) => reachesNetwork(reach, network.get(g) ?? null));
      expect(checked, name).toEqual(expected[name]);
      expect(await where(fx, (g) => networkInReach(reach, networkOfGuid(g))), name).toEqual(checked);
      const library = matching(fx, (g) => readsLibraryRecord(reach, network.get(g) ?? null));
      expect(library, name).toEqual(
        reach.kind === 'global' ? expected[name] : [...expected[name], 'none', 'orphan'].sort(),
      );
      expect(await where(fx, (g) => libraryInReach(reach, networkOfGuid(g))), name).toEqual(library);
    }
  });

  it('network sets from rights: inNetworkSet and networkSetSql agree', async () => {
    const fx = await fixtures();
    const { c } = fx;
    const network = await networksOf(fx);
    const sets: NetworkSet[] = [
      { kind: 'all' },
      { kind: 'only', network: c.netA },
      { kind: 'except', network: c.netA },
      { kind: 'location', network: c.netA, location: c.locA1 },
      { kind: 'none' },
    ];
    const expected = [
      ['locA1', 'locA2', 'locB', 'netA', 'netB', 'none', 'orphan'],
      ['locA1', 'locA2', 'netA'],
      ['locB', 'netB', 'none', 'orphan'],
      ['locA1'],
      [],
    ];
    for (const [i, set] of sets.entries()) {
      const checked = matching(fx, (g) => inNetworkSet(set, { guid: g, network: network.get(g) ?? null }));
      expect(checked, set.kind).toEqual(expected[i]);
      const sqlSet = await where(fx, (g) => networkSetSql(set, { company: g, network: networkOfGuid(g) }));
      expect(sqlSet, set.kind).toEqual(checked);
    }
  });

  it('owners that carry their network: ownerInReach agrees with reachesCompany', async () => {
    const fx = await fixtures();
    const network = await networksOf(fx);
    for (const [name, reach] of reaches(fx)) {
      const checked = matching(fx, (g) => reachesCompany(reach, { guid: g, network: network.get(g) ?? null }));
      expect(await where(fx, (g) => ownerInReach(reach, { company: g, network: networkOfGuid(g) })), name).toEqual(
        checked,
      );
    }
  });
});

describe('a location user (SPEC §6: its own reach is its location)', () => {
  const netA = 'a0000000-0000-4000-8000-00000000000a';
  const locA1 = 'a0000000-0000-4000-8000-0000000000a1';
  const locA2 = 'a0000000-0000-4000-8000-0000000000a2';
  const location: Reach = { kind: 'location', network: netA, location: locA1 };
  const network: Reach = { kind: 'network', network: netA };
  const at = (guid: string) => ({ guid, network: netA });

  it('owns its location only, never a sibling location or the network itself', () => {
    expect(ownsCompany(location, at(locA1))).toBe(true);
    expect(ownsCompany(location, at(locA2))).toBe(false);
    expect(ownsCompany(location, at(netA))).toBe(false);
    expect(ownsCompany(network, at(locA2))).toBe(true);
    expect(ownsCompany({ kind: 'global' }, at(netA))).toBe(false);
  });

  it('gets its location from an _OWN right and nothing more from an _OTHER right', () => {
    const own = networkSetOf(location, true, false);
    expect(own).toEqual({ kind: 'location', network: netA, location: locA1 });
    expect(networkSetOf(location, true, true)).toEqual(own);
    expect(networkSetOf(location, false, true)).toEqual({ kind: 'none' });
    expect(intersectNetworkSets(own, { kind: 'only', network: netA })).toEqual(own);
    expect(intersectNetworkSets({ kind: 'except', network: netA }, own)).toEqual({ kind: 'none' });
    expect(intersectNetworkSets(own, { kind: 'location', network: netA, location: locA2 })).toEqual({ kind: 'none' });
  });

  it("changes no record of the whole network, though it reads the network's library", () => {
    expect(changesNetworkRecords(location)).toBe(false);
    expect(changesNetworkRecords(network)).toBe(true);
    expect(readsLibraryRecord(location, netA)).toBe(true);
    expect(writesLibraryRecord(location, netA)).toBe(false);
    expect(writesLibraryRecord(network, netA)).toBe(true);
  });
});
