import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies, devices } from '../apps/server/src/db/schema.js';
import { selectCompanies } from '../apps/server/src/modules/companies/repository.js';
import { startBenchApp, summary } from './companies-setup.js';

const bench = await startBenchApp();
const { db } = bench.database;
const nets: string[] = [];
for (let n = 0; n < 100; n++) {
  const network = randomUUID();
  nets.push(network);
  const locations = Array.from({ length: 100 }, (_, i) => ({
    guid: randomUUID(),
    guidParent: network,
    isMother: 0,
    name: `R ${n}-${i}`,
  }));
  await db.insert(companies).values([{ guid: network, isMother: 1, name: `N ${n}` }, ...locations]);
  await db
    .insert(devices)
    .values(
      locations.flatMap((l) =>
        [0, 1].map(() => ({ guid: randomUUID(), name: 'x', guidCompany: l.guid, guidParent: network })),
      ),
    );
}
const grouped = sql`select c.*, coalesce(l.n, 0) as cnt_locations, coalesce(d.n, 0) as cnt_devices
  from companies c
  left join (select guid_parent g, count(*)::int n from companies where is_mother = 0 and guid_parent is not null group by 1) l on l.g = c.guid
  left join (select guid_parent g, count(*)::int n from devices where device_state <> 'VER' and guid_parent is not null group by 1) d on d.g = c.guid
  where c.is_mother = 1 order by c.name, c.guid`;
const lateral = sql`select c.*, l.n as cnt_locations, d.n as cnt_devices
  from companies c
  cross join lateral (select count(*)::int n from companies x where x.guid_parent = c.guid) l
  cross join lateral (select count(*)::int n from devices y where y.guid_parent = c.guid and y.device_state <> 'VER') d
  where c.is_mother = 1 order by c.name, c.guid`;
const a: number[] = [],
  b: number[] = [],
  c: number[] = [];
for (let i = 0; i < 40; i++) {
  let s = performance.now();
  await selectCompanies(db, eq(companies.isMother, 1));
  a.push(performance.now() - s);
  s = performance.now();
  await db.execute(grouped);
  b.push(performance.now() - s);
  s = performance.now();
  await db.execute(lateral);
  c.push(performance.now() - s);
}
console.log(
  'current',
  summary(a.slice(10)).median.toFixed(1),
  'grouped',
  summary(b.slice(10)).median.toFixed(1),
  'lateral',
  summary(c.slice(10)).median.toFixed(1),
);
await bench.close();
