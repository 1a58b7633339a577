// Write cases of networks and locations (master data, time zone, opening hours, links) and of announcements.
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { multipartFile } from '../multipart.js';
import { change, PNG, type RouteCases, same, type WriteContext } from '../write-check.js';

const csv = (text: string) => multipartFile('standorte.csv', Buffer.from(text, 'utf8'));
const DAY = 24 * 3_600_000;

/** A location with users stays in its network (409): A1's user leaves first. */
const withoutUsers = async (c: WriteContext): Promise<void> => {
  await c.get('admin', `/v1/people/${c.h.fx.users.standortA}/delete`);
};

export const COMPANY_CASES: RouteCases = {
  'POST /v1/companies': [
    same('a new location', (c) =>
      c.post('admin', '/v1/companies', { guidParent: c.w.networkA, name: 'Standort A3' }).then(),
    ),
    same('a new network', (c) => c.post('admin', '/v1/companies', { isMother: 1, name: 'Netz C' }).then()),
  ],
  'POST /v1/companies/{id}': [
    change('a time zone', (c) =>
      c.post('admin', `/v1/companies/${c.w.locationA2}`, { timeZone: 'Europe/Berlin' }).then(),
    ),
    same('an address', (c) =>
      c.post('admin', `/v1/companies/${c.w.locationA1}`, { street: 'Friedrichstraße 1', city: 'Berlin' }).then(),
    ),
    same("a network's cost centre", (c) =>
      c.post('admin', `/v1/companies/${c.w.networkA}`, { costCenter: 'A-200' }).then(),
    ),
  ],
  'POST /v1/companies/{id}/opening-hours': [
    change("a location's own hours", (c) =>
      c
        .post('admin', `/v1/companies/${c.w.locationA1}/opening-hours`, {
          hours: { weekly: { mo: [{ from: '13:00', till: '18:00' }] } },
        })
        .then(),
    ),
    change("the network's hours", (c) =>
      c
        .post('admin', `/v1/companies/${c.w.networkB}/opening-hours`, {
          hours: { weekly: { mo: [{ from: '14:00', till: '20:00' }] }, exceptions: [] },
        })
        .then(),
    ),
  ],
  'POST /v1/companies/{id}/device-secret': [
    change('required in network A', (c) =>
      c.post('admin', `/v1/companies/${c.w.networkA}/device-secret`, { deviceSecretRequired: true }).then(),
    ),
  ],
  'GET /v1/companies/{id}/delete': [
    change('a location with screens', (c) => c.get('admin', `/v1/companies/${c.w.locationB1}/delete?confirm=1`).then()),
  ],
  'GET /v1/companies/link/{company}/{parent}': [
    change(
      'a location that inherits its hours, to another network',
      (c) => c.get('admin', `/v1/companies/link/${c.w.locationA1}/${c.w.networkB}`).then(),
      withoutUsers,
    ),
    same('a location with hours of its own, to another network', (c) =>
      c.get('admin', `/v1/companies/link/${c.w.locationA2}/${c.w.networkB}`).then(),
    ),
  ],
  'GET /v1/companies/unlink/{id}': [
    change(
      'a location that inherits its hours, from its network',
      (c) => c.get('admin', `/v1/companies/unlink/${c.w.locationA1}`).then(),
      withoutUsers,
    ),
  ],
  'POST /v1/companies/upload/{companyId}': [
    same(
      'new locations and an updated one',
      async (c) => {
        const file = 'Firmen-ID;Standort;Ort\nF-1;Standort A1 Mitte;Berlin\nF-9;Reisebüro Süd;München\n';
        await c.ok('admin', {
          method: 'POST',
          url: `/v1/companies/upload/${c.w.networkA}?isPreview=false`,
          ...csv(file),
        });
      },
      async (c) => {
        await c.h.database.db.update(companies).set({ importKey: 'F-1' }).where(eq(companies.guid, c.w.locationA1));
      },
    ),
  ],
  'POST /v1/companies/{id}/offer-code': [
    same('a new code', (c) => c.post('admin', `/v1/companies/${c.w.locationA1}/offer-code`, {}).then()),
  ],
  'POST /v1/announcements': [
    change('at a location, now', (c) =>
      c
        .post('admin', '/v1/announcements', {
          network: c.w.networkA,
          scope: 'location',
          location: c.w.locationA1,
          text: 'Heute geschlossen',
          colour: '#1565c0',
          endsAt: c.h.clock.now() + DAY,
        })
        .then(),
    ),
    change('on chosen screens, now', (c) =>
      c
        .post('admin', '/v1/announcements', {
          network: c.w.networkA,
          scope: 'devices',
          devices: [c.w.screens.a2],
          text: 'Neue Angebote',
          colour: '#2e7d32',
          endsAt: c.h.clock.now() + DAY,
        })
        .then(),
    ),
  ],
  'POST /v1/announcements/{id}/end': [
    change('a running one', (c) => c.post('admin', `/v1/announcements/${c.w.announcements.location}/end`, {}).then()),
  ],
  'DELETE /v1/announcements/{id}': [
    change('a running one', (c) =>
      c.ok('admin', { method: 'DELETE', url: `/v1/announcements/${c.w.announcements.location}` }).then(),
    ),
    same('a planned one', (c) =>
      c.ok('admin', { method: 'DELETE', url: `/v1/announcements/${c.w.announcements.planned}` }).then(),
    ),
  ],
  'POST /v1/announcements/{id}/picture': [
    change('of a running one', (c) =>
      c
        .ok('admin', {
          method: 'POST',
          url: `/v1/announcements/${c.w.announcements.location}/picture`,
          ...multipartFile('bild.png', PNG, 'files'),
        })
        .then(),
    ),
  ],
};
