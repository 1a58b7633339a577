import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { enqueueJob } from '../db/job-queue.js';
import { addDevice, addPlayingDevice, setCompanyEmail } from '../test/factory/index.js';
import { testConfig, useHarness } from '../test/harness.js';
import { testKind } from '../test/job-kinds.js';
import { poll } from '../test/player.js';

const TOKEN = 'metrics-token-0123456789';
const h = useHarness({ METRICS_TOKEN: TOKEN });
const OUTSIDE = '203.0.113.7';

async function scrape(token = TOKEN) {
  const res = await h.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: OUTSIDE,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series (name with labels exactly as exposed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('needs the METRICS_TOKEN as Bearer token, from anywhere, also from loopback', async () => {
    for (const headers of [{}, { authorization: 'Bearer falsch-falsch-falsch-falsch' }, { authorization: TOKEN }]) {
      for (const remoteAddress of [OUTSIDE, '127.0.0.1']) {
        const res = await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().error.message).toContain('METRICS_TOKEN');
      }
    }
    const res = await h.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}`, remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(401);
    const ok = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(ok.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('without METRICS_TOKEN answers loopback requests only, and none a proxy passes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signage-metrics-'));
    const app = await buildApp({ config: testConfig(dir), db: h.database.db, logger: false });
    try {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      expect((await get('::1')).statusCode).toBe(200);
      expect((await get(OUTSIDE)).statusCode).toBe(401);
      expect((await get('10.0.0.2')).statusCode).toBe(401);
      expect((await get('127.0.0.1', { 'x-forwarded-for': OUTSIDE })).statusCode).toBe(401);
      expect((await get('127.0.0.1', { forwarded: `for=${OUTSIDE}` })).statusCode).toBe(401);
      expect((await get(OUTSIDE, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(401);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the request histogram by route pattern, method and status class', async () => {
    const res = await h.call('admin', { method: 'GET', url: '/v1/devices/4f0a7c35-0000-4000-8000-000000000000/loop' });
    expect(res.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(
        text,
        'signage_http_request_duration_seconds_count{route="/v1/devices/:id/loop",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('4f0a7c35');
  });

  it('counts screen polls by status class', async () => {
    const text = await scrape();
    const ok = sample(text, 'signage_screen_polls_total{status_class="2xx"}') ?? 0;
    const bad = sample(text, 'signage_screen_polls_total{status_class="4xx"}') ?? 0;
    const { device } = await addPlayingDevice(h.database.db, { network: h.fx.networkA, location: h.fx.locationA });
    expect((await poll(h, device)).statusCode).toBe(200);
    expect((await poll(h, device)).statusCode).toBe(200);
    expect((await poll(h, 'keine-guid')).statusCode).toBe(400);
    const after = await scrape();
    expect(sample(after, 'signage_screen_polls_total{status_class="2xx"}')).toBe(ok + 2);
    expect(sample(after, 'signage_screen_polls_total{status_class="4xx"}')).toBe(bad + 1);
  });

  it('shows screens online, silent and offline by the device health rule; scrapped and archived ones not', async () => {
    const count = async () => {
      const text = await scrape();
      return {
        online: sample(text, 'signage_screens{health="online"}'),
        silent: sample(text, 'signage_screens{health="silent"}'),
        offline: sample(text, 'signage_screens{health="offline"}'),
      };
    };
    const base = await count();
    const db = h.database.db;
    const now = h.clock.now();
    await addPlayingDevice(db, { network: h.fx.networkA, location: h.fx.locationA });
    await addDevice(db, { lastHeartbeat: new Date(now - 60_000) });
    // Silent for 20 minutes while it should be on (no location: always), yellow.
    await addDevice(db, { lastHeartbeat: new Date(now - 20 * 60_000) });
    await addDevice(db, { lastHeartbeat: new Date(now - 25 * 3_600_000) });
    await addDevice(db, { lastHeartbeat: new Date(now), deviceState: 'VER' });
    await addDevice(db, { lastHeartbeat: new Date(now), isArchived: 1 });
    expect(await count()).toEqual({
      online: (base.online ?? 0) + 1,
      silent: (base.silent ?? 0) + 1,
      offline: (base.offline ?? 0) + 2,
    });
  });

  it('shows the job queue by state and counts job failures', async () => {
    let runs = 0;
    h.app.jobs.handle(
      'test.metrics',
      async () => {
        runs += 1;
        throw new Error('kaputt');
      },
      { maxAttempts: 2 },
    );
    await enqueueJob(h.database.db, h.clock, testKind('test.metrics'), {});
    await enqueueJob(h.database.db, h.clock, testKind('test.metrics'), {}, 3_600_000);
    let text = await scrape();
    expect(sample(text, 'signage_job_queue{state="queued"}')).toBe(2);
    expect(sample(text, 'signage_job_queue{state="failed"}')).toBe(0);
    await h.app.jobs.runOnce();
    h.clock.advance(60_000);
    await h.app.jobs.runOnce();
    expect(runs).toBe(2);
    text = await scrape();
    expect(sample(text, 'signage_job_queue{state="queued"}')).toBe(1);
    expect(sample(text, 'signage_job_queue{state="running"}')).toBe(0);
    expect(sample(text, 'signage_job_queue{state="failed"}')).toBe(1);
    expect(sample(text, 'signage_job_failures_total{kind="test.metrics",outcome="retry"}')).toBe(1);
    expect(sample(text, 'signage_job_failures_total{kind="test.metrics",outcome="failed"}')).toBe(1);
  });

  it('shows the mail outbox by status', async () => {
    await setCompanyEmail(h.database.db, h.fx.networkA, 'kontakt@netz-a.de');
    const res = await h.call('support', {
      method: 'POST',
      url: '/v1/mail/send',
      payload: { to: 'kontakt@netz-a.de', subject: 'Prüfung', message: 'Bitte prüfen.' },
    });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'signage_mail_outbox{status="wartet"}')).toBe(1);
    expect(sample(text, 'signage_mail_outbox{status="gesendet"}')).toBe(0);
    expect(sample(text, 'signage_mail_outbox{status="fehlgeschlagen"}')).toBe(0);
  });
});
