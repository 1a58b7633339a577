import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { addDevice, addLocation, addNetwork } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { inNetwork, networkGuidSql, ownCompany, parentCompany, withoutNetwork } from './repository.js';

const h = useHarness();

/**
 * inNetwork and withoutNetwork decide tenant scope without the company joins; they must agree with the
 * joined networkGuidSql (guidParent's network, else guidCompany's) for every way a device can hang.
 */
describe('network conditions without joins', () => {
  it('agree with the joined network of the device for every combination of guidParent and guidCompany', async () => {
    const db = h.database.db;
    const netA = await addNetwork(db, { name: 'Netz A' });
    const netB = await addNetwork(db, { name: 'Netz B' });
    const companies = {
      none: null,
      netA,
      netB,
      locA: await addLocation(db, { guidParent: netA }),
      locB: await addLocation(db, { guidParent: netB }),
      orphan: await addLocation(db, { guidParent: null }),
    };
    const hangs = Object.entries(companies);
    for (const [parentName, guidParent] of hangs) {
      for (const [companyName, guidCompany] of hangs) {
        await addDevice(db, { name: `${parentName}/${companyName}`, guidParent, guidCompany });
      }
    }
    const namesWhere = async (condition: SQL) =>
      (
        await db
          .select({ name: devices.name })
          .from(devices)
          .leftJoin(parentCompany, eq(parentCompany.guid, devices.guidParent))
          .leftJoin(ownCompany, eq(ownCompany.guid, devices.guidCompany))
          .where(condition)
      )
        .map((r) => r.name)
        .filter((n) => n.includes('/'))
        .sort();

    for (const network of [netA, netB]) {
      const expected = await namesWhere(sql`${networkGuidSql} = ${network}`);
      expect(expected.length).toBeGreaterThan(0);
      expect(await namesWhere(inNetwork(network))).toEqual(expected);
    }
    const unassigned = await namesWhere(sql`${networkGuidSql} is null`);
    expect(unassigned).toEqual(['none/none', 'none/orphan', 'orphan/none', 'orphan/orphan']);
    expect(await namesWhere(withoutNetwork)).toEqual(unassigned);
  });
});
