// The tour operators' portal: its first page (the last 30 days by offer) and a whole year by agency, for an operator
// with 500 consenting agencies (half named, half region only) and a year of plays (two screens per agency, its own
// offer, another operator's and the agency's own item every day: 1.1 million rollup rows).
// Run: node --import tsx bench/operator-portal.ts   (DATABASE_URL=postgres://… for PostgreSQL; PGlite otherwise)
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { companies } from '../apps/server/src/db/schema.js';
import { startBenchApp, summary } from './companies-setup.js';

const AGENCIES = 500;
const RUNS = 10;
const PASSWORD = 'Bench-Veranstalter-Passwort-4711';

const bench = await startBenchApp();
const { db } = bench.database;
const admin = await bench.signIn('Administrator', null);
const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await bench.as(token, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
};
const operator = (await call(admin, 'POST', '/v1/operators', { name: 'Bench-Reisen', codes: ['BENCH'] })).json().guid;
await call(admin, 'POST', '/v1/operators', { name: 'Andere Reisen', codes: ['OTHER'] });
await call(admin, 'POST', `/v1/operators/${operator}/users`, { username: 'bench-op', password: PASSWORD, admin: true });

const networks = Array.from({ length: AGENCIES }, (_, i) => ({
  guid: randomUUID(),
  name: `Agentur ${i}`,
  isMother: 1,
}));
const locations = networks.map((n, i) => ({
  guid: randomUUID(),
  guidParent: n.guid,
  name: `Filiale ${i}`,
  isMother: 0,
  postcode: String(10000 + i * 170).padStart(5, '0'),
}));
await db.insert(companies).values(networks);
await db.insert(companies).values(locations);
for (const [i, n] of networks.entries()) {
  const consent = { shares: true, startDay: '2025-01-01', named: i % 2 === 0, locationsDecide: false };
  await call(admin, 'PUT', `/v1/companies/${n.guid}/operator-consents/${operator}`, consent);
}
const today = new Date().toISOString().slice(0, 10);
const started = performance.now();
// Two screens per agency, three items each (one offer per operator and the agency's own), every day of a year.
await db.execute(sql`
  insert into play_days (day, guid_device, guid_item, guid_location, guid_network, item_name, offer_id, tour_operator,
    plays, seconds, secured_plays, secured_seconds)
  select d::date, s.device, i.item, l.guid, l.guid_parent, i.name, i.offer, i.op, 120, 1200, 120, 1200
  from companies l
  cross join lateral (select gen_random_uuid() as device, l.guid from generate_series(1, 2)) s
  cross join (values ('Mallorca', 'B-1', 'BENCH'), ('Kreta', 'O-1', 'OTHER'), ('Eigene Werbung', null, null))
    as v(name, offer, op)
  cross join lateral (select gen_random_uuid() as item, v.name, v.offer, v.op) i
  cross join generate_series(${today}::date - 364, ${today}::date, '1 day') d
  where l.is_mother = 0`);
await db.execute(sql`analyze play_days`);
const loaded = ((performance.now() - started) / 1000).toFixed(1);
const login = await bench.app.inject({
  method: 'POST',
  url: '/v1/user/login',
  payload: { username: 'bench-op', password: PASSWORD },
});
const token = login.json().authToken as string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const measure = async (url: string) => {
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const t = performance.now();
    const res = await call(token, 'GET', url);
    times.push(performance.now() - t);
    if (n === 0 && res.json().total.plays <= 0) throw new Error('no plays in the report');
  }
  return summary(times);
};
const first = await measure(`/v1/operator/report?from=${day(-29)}&to=${day(0)}&by=offer`);
const year = await measure(`/v1/operator/report?from=${day(-364)}&to=${day(0)}&by=agency&period=month`);
const ms = (v: number | undefined) => `${(v ?? 0).toFixed(0)} ms`;
console.log(
  `operator portal on ${bench.kind} (load ${loadavg()[0]?.toFixed(1)}), ${AGENCIES} agencies, rows loaded in ${loaded} s`,
);
console.log(`first page (30 days by offer): median ${ms(first.median)}, p95 ${ms(first.p95)}`);
console.log(`a year by agency, per month:   median ${ms(year.median)}, p95 ${ms(year.p95)}`);
await bench.close();
