// Two real server processes on one PostgreSQL: what one process does, the other sees, and shared limits, jobs and mails
// count across both. Needs a PostgreSQL server: skipped without DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './db/client.js';
import { MAX_UNASSIGNED_NEW } from './player/registration.js';
import { addDevice, addPlaylist } from './test/factory/index.js';
import { makeSampleFiles } from './test/media-files.js';
import { multipartFile } from './test/multipart.js';
import { type ServerPair, startServerPair } from './test/server-pair.js';
import { SmtpTestServer } from './test/smtp-test-server.js';
import { waitFor } from './test/wait.js';

const PASSWORD = 'Mehrere-Prozesse-1';
let pair: ServerPair;
let database: Database;
/** The administrator signed in on A before the tests below lock the username. */
let signedIn: { token: string; cookie: string };
const smtp = new SmtpTestServer();

beforeAll(async () => {
  await smtp.start();
  pair = await startServerPair({
    ADMIN_PASSWORD: PASSWORD,
    HOTEL_DEMO: '0',
    JOBS_POLL_MS: '100',
    // The periodic check must not be what brings the change within 1 s: only the NOTIFY relay can.
    REVALIDATE_SECONDS: '600',
    TRUST_PROXY: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'signage@example.org',
  });
  database = await openDatabase({ url: pair.databaseUrl });
  const res = await login(pair.a, '10.1.0.1', PASSWORD);
  const { authToken } = (await res.json()) as { authToken: string };
  signedIn = { token: authToken, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}, 120_000);
afterAll(async () => {
  await database?.close();
  await pair?.stop();
  await smtp.stop();
});

/** A call to one server as if from `ip` (TRUST_PROXY=loopback lets the test choose the address). */
async function call(
  server: { url: string },
  path: string,
  options: { ip?: string; token?: string; body?: unknown; headers?: Record<string, string>; method?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (Buffer.isBuffer(options.body)) body = new Uint8Array(options.body);
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(`${server.url}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
}

const login = (server: { url: string }, ip: string, password: string, cookie?: string) =>
  call(server, '/v1/user/login', {
    ip,
    body: { username: 'admin', password },
    headers: cookie ? { cookie } : {},
  });

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', { timeout: 60_000 }, () => {
  it('a session made on A works on B; login failures on A lock the user on B; the cookie of A counts on B', async () => {
    expect((await call(pair.b, '/v1/mail/outbox', { token: signedIn.token })).status).toBe(200);
    expect((await call(pair.b, '/v1/mail/outbox')).status).toBe(401);

    for (let i = 0; i < 5; i++)
      expect(await (await login(pair.a, '10.2.0.1', 'falsch')).json()).toEqual({ success: false });
    expect((await login(pair.b, '10.2.0.1', PASSWORD)).status).toBe(429);
    expect((await login(pair.b, '10.2.0.2', PASSWORD)).status).toBe(200);

    // Guessing from many addresses, half on each server, locks the username for browsers it never saw …
    const { cookie } = signedIn;
    expect(cookie).toMatch(/^kd_/);
    for (let i = 0; i < 50; i++) await login(i % 2 ? pair.a : pair.b, `10.3.${i}.1`, 'falsch');
    expect((await login(pair.b, '10.4.0.1', PASSWORD)).status).toBe(429);
    // … but not for the browser A remembered, whose cookie B accepts (one signing key for both).
    expect((await login(pair.b, '10.4.0.1', PASSWORD, cookie)).status).toBe(200);
  });

  it('a playlist change through A reaches a screen polling B within 1 s; the upload through A is served by B', async () => {
    const [location] = await queryRows<{ guid: string }>(database.db, sql`select guid from companies limit 1`);
    const playlist = await addPlaylist(database.db, { guidCompany: location?.guid ?? null });
    const device = await addDevice(database.db, { guidPlaylist: playlist });
    const poll = () => call(pair.b, `/api/playlist?key=${device}`);
    const before = await poll();
    expect(before.status, await before.clone().text()).toBe(200);
    const etag = before.headers.get('etag');

    const { token } = signedIn;
    const { payload, headers } = multipartFile('Strand.jpg', (await makeSampleFiles()).jpg);
    const uploaded = await call(pair.a, `/v1/playlists/upload/${playlist}?active=1`, { token, body: payload, headers });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const changedAt = Date.now();
    const after = await waitFor(
      async () => {
        const res = await poll();
        return res.headers.get('etag') !== etag ? res : undefined;
      },
      'new ETag on B',
      1000,
    );
    expect(Date.now() - changedAt).toBeLessThan(1000);
    const { data } = (await uploaded.json()) as { data: { savedFileName: string } };
    expect(await after.text()).toContain(data.savedFileName);
    const file = await call(pair.b, `/media/${playlist}/${data.savedFileName}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it('counts registrations per address and the cap of waiting new screens across both', async () => {
    const register = (server: { url: string }, ip: string) =>
      call(server, `/api/playlist?key=${randomUUID()}`, { ip }).then((r) => r.status);
    for (let i = 0; i < 10; i++) expect(await register(i % 2 ? pair.a : pair.b, '10.6.0.1')).toBe(200);
    expect(await register(pair.a, '10.6.0.1')).toBe(429);
    expect(await register(pair.b, '10.6.0.1')).toBe(429);

    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from devices where device_state = 'NEW' and guid_parent is null and guid_company is null`,
    );
    await database.db.execute(sql`insert into devices (guid, name, device_state)
      select gen_random_uuid(), 'Wartend ' || i, 'NEW' from generate_series(1, ${MAX_UNASSIGNED_NEW - n - 2}) i`);
    for (let i = 1; i <= 4; i++) expect(await register(i % 2 ? pair.a : pair.b, `10.7.0.${i}`)).toBe(200);
    // At the cap the least recently seen waiting screen made room, on either server: never more than the cap.
    const [{ waiting }] = await queryRows<{ waiting: number }>(
      database.db,
      sql`select count(*)::int as waiting from devices where device_state = 'NEW' and guid_parent is null and guid_company is null`,
    );
    expect(waiting).toBe(MAX_UNASSIGNED_NEW);
  });

  it('runs each background job and sends each mail exactly once', async () => {
    const ids = await queryRows<{ id: number }>(
      database.db,
      // hotel imports whose run is not recorded: each job only ends (done) without importing anything
      sql`insert into jobs (kind, payload, status, run_at)
        select 'hotel-import', json_build_object('id', gen_random_uuid(), 'key', 'hotel-imports/' || i || '.jsonl'),
          'waiting', now() from generate_series(1, 20) as i returning id`,
    );
    const { token } = signedIn;
    const subjects = Array.from({ length: 6 }, (_, i) => `Nachricht ${i}`);
    for (const [i, subject] of subjects.entries()) {
      const res = await call(i % 2 ? pair.a : pair.b, '/v1/mail/send', {
        token,
        body: { to: 'jemand@example.org', subject, message: 'Hallo' },
      });
      expect(res.status, await res.text()).toBe(200);
    }
    const done = await waitFor(
      async () => {
        const [row] = await queryRows<{ jobs: number; mails: number }>(
          database.db,
          sql`select (select count(*)::int from jobs where status = 'done' and id in (${sql.join(
            ids.map((r) => sql`${r.id}`),
            sql`, `,
          )})) as jobs, (select count(*)::int from outgoing_mails where status = 'gesendet') as mails`,
        );
        return row.jobs === ids.length && row.mails === subjects.length ? row : undefined;
      },
      'jobs done and mails sent',
      20_000,
    );
    expect(done).toEqual({ jobs: 20, mails: 6 });
    const attempts = await queryRows<{ attempts: number; n: number }>(
      database.db,
      sql`select attempts, count(*)::int as n from jobs where id in (${sql.join(
        ids.map((r) => sql`${r.id}`),
        sql`, `,
      )}) group by attempts`,
    );
    expect(attempts).toEqual([{ attempts: 1, n: 20 }]);
    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual(subjects);
  });
});
