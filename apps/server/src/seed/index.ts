import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { countUsers, seedRightsCatalogue, seedRoles } from '../db/seed/base.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword, randomPassword } from '../lib/password.js';
import type { Storage } from '../lib/storage.js';

export interface SeedReport {
  firstStart: boolean;
  admin?: { username: string; password: string | null };
  demo?: { users: Array<{ username: string; role: string }>; password: string };
}

/** Every start: the rights catalogue. First start (no users): roles, administrator, demo data. */
export async function seed(db: Db, config: Config, storage: Storage, clock: Clock): Promise<SeedReport> {
  await seedRightsCatalogue(db);
  if ((await countUsers(db)) > 0) return { firstStart: false };
  const roleGuids = await seedRoles(db);
  const adminPassword = config.adminPassword ?? randomPassword();
  await db.insert(users).values({
    guid: randomUUID(),
    username: config.adminUsername,
    forename: 'System',
    lastname: 'Administrator',
    guidRole: roleGuids.Administrator,
    passwordHash: await hashPassword(adminPassword, config.scryptCost),
  });
  const report: SeedReport = {
    firstStart: true,
    admin: { username: config.adminUsername, password: config.adminPassword ? null : adminPassword },
  };
  if (config.seedDemo) {
    const demoPassword = config.demoPassword ?? randomPassword();
    const hash = await hashPassword(demoPassword, config.scryptCost);
    // Loaded only for the first start's demo data (it brings sharp).
    const { seedDemo } = await import('./demo.js');
    const demoUsers = await seedDemo(db, storage, roleGuids, hash, clock);
    report.demo = { users: demoUsers, password: demoPassword };
  }
  return report;
}
