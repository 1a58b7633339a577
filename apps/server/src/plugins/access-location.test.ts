import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { LOCATION_PROBES, type Probe } from '../test/location-probes.js';
import { guidsOf, type LocationReach, locationReach, type Place } from '../test/location-reach.js';

const h = useHarness();

/** The /v1 routes that need a right (not public, not merely signed in), as 'METHOD /v1/…'. */
function guardedRoutes(): string[] {
  return h.app.registeredRoutes
    .filter((r) => r.url.startsWith('/v1/') && r.method !== 'HEAD' && r.access && 'anyOf' in r.access)
    .map((r) => `${r.method} ${r.url}`);
}

const inject = (r: LocationReach, method: string, probe: Pick<Probe, 'url' | 'payload' | 'headers'>) => {
  const options: InjectOptions = { method: method as 'GET', url: probe.url, headers: probe.headers };
  if (probe.payload !== undefined) options.payload = probe.payload as InjectOptions['payload'];
  return r.call(options);
};

/** Runs every route's probes against one place; returns what went wrong (empty: all held). */
async function walk(r: LocationReach, place: Place, foreign: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const key of guardedRoutes()) {
    const method = key.split(' ')[0] as string;
    for (const probe of LOCATION_PROBES[key]?.(place, r) ?? []) {
      const res = await inject(r, method, probe);
      const where = `${method} ${probe.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      const leaked = foreign.find((guid) => res.body.includes(guid));
      if (probe.expect === 'denied' && res.statusCode !== 403 && res.statusCode !== 404) failures.push(where);
      else if (probe.expect === 'read' && res.statusCode !== 200) failures.push(where);
      else if (res.statusCode >= 500) failures.push(where);
      else if (leaked) failures.push(`${where} (nennt ${leaked})`);
    }
  }
  return failures;
}

describe('a location user whose role holds every right but the …_OTHER ones (SPEC §6)', () => {
  it('has a probe for every route that needs a right, and none for a route that is gone', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((key) => !LOCATION_PROBES[key])).toEqual([]);
    expect(Object.keys(LOCATION_PROBES).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('reaches nothing of its sibling location on any route', async () => {
    const r = await locationReach(h);
    const foreign = [r.sibling.company, r.sibling.media, ...guidsOf(r.sibling)];
    expect(await walk(r, r.sibling, foreign)).toEqual([]);
  });

  it("reaches none of the network's own records and changes no network-wide record on any route", async () => {
    const r = await locationReach(h);
    // Except the network-wide announcement: it is on the location's screens, so the list shows it (read-only; ending
    // and deleting it are denied like every other change here).
    const foreign = guidsOf(r.network).filter((guid) => guid !== r.network.announcement);
    expect(await walk(r, r.network, foreign)).toEqual([]);
    const list = await r.call({ method: 'POST', url: '/v1/announcements/list', payload: {} });
    const shown = list.json().find((a: { guid: string }) => a.guid === r.network.announcement);
    expect(shown).toMatchObject({ scope: 'network', editable: false });
  });

  it('still works at its own location', async () => {
    const r = await locationReach(h);
    const { own } = r;
    const company = await r.call({ method: 'GET', url: `/v1/companies/${own.company}` });
    expect(company.statusCode).toBe(200);
    expect(company.json().offerCode).toMatch(/^[0-9a-f]{32}$/);
    const ok: Array<[string, string, unknown?]> = [
      ['POST', `/v1/companies/${own.company}`, { city: 'Potsdam' }],
      ['POST', `/v1/companies/${own.company}/offer-code`, {}],
      ['GET', `/v1/companies/${own.company}/devices`],
      ['GET', `/v1/companies/${own.company}/playlists`],
      ['GET', `/v1/companies/${own.company}/channels`],
      ['GET', `/v1/companies/${own.company}/offers`],
      ['POST', '/v1/people', { guidParent: own.company }],
      ['GET', `/v1/people/${own.user}`],
      ['POST', `/v1/people/${own.user}`, { forename: 'Neu' }],
      ['POST', '/v1/comments', { guidCompany: own.company, comment: 'Hallo' }],
      ['POST', '/v1/comments/search', { guidCompany: own.company }],
      ['GET', `/v1/devices/${own.device}`],
      ['POST', `/v1/devices/${own.device}`, { name: 'Fenster links' }],
      ['GET', `/v1/playlists/${own.playlist}`],
      ['POST', '/v1/mail/send', { to: own.email, subject: 'Hallo', message: 'Text' }],
      ['GET', `/v1/people/${own.user}/delete`],
    ];
    for (const [method, url, payload] of ok) {
      const res = await inject(r, method, { url, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const listed = async (url: string, payload?: unknown) => (await inject(r, 'POST', { url, payload })).body;
    expect(await listed('/v1/companies/list', {})).toContain(own.company);
    expect(await listed('/v1/devices/list', { showAll: true })).toContain(own.device);
    expect(await listed('/v1/people/list', {})).toContain(r.guid);
  });
});
