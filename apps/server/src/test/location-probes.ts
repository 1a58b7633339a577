import { ANNOUNCEMENT_PROBES } from './announcement-probes.js';
import { CAMPAIGN_PROBES } from './campaign-probes.js';
import type { LocationReach, Place } from './location-reach.js';
import { multipartBody } from './multipart.js';
import { OPERATOR_STAFF_PROBES } from './operator-staff-probes.js';

/**
 * What every /v1 route must answer a location user (access test, plugins/access-location.test.ts) when it
 * names a record of another place — the sibling location A2, or the network itself:
 * - denied: 403 or 404 (the record does not exist for the caller, or the change is the network's business);
 * - hidden: a list or overview; any answer below 500 that names no record of that place;
 * - read: a record of the network's library (template, role, mail template, right, app version) that every
 *   user of the network reads; changing it is denied.
 */
export type Expectation = 'denied' | 'hidden' | 'read';

export interface Probe {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  expect: Expectation;
}

type Build = (place: Place, r: LocationReach) => Probe[];

const deny = (url: string, payload?: unknown): Probe => ({ url, payload, expect: 'denied' });
const hide = (url: string, payload?: unknown): Probe => ({ url, payload, expect: 'hidden' });
const read = (url: string): Probe => ({ url, expect: 'read' });
const upload = (url: string, filename: string): Probe => ({
  url,
  ...multipartBody([{ filename, content: Buffer.from('Standort;Ort\nX;Y\n') }]),
  expect: 'denied',
});

const PASSWORD = 'Ganz-Neu-Passwort-4711';

const PEOPLE: Record<string, Build> = {
  'POST /v1/people/list': (p) => [hide('/v1/people/list', {}), hide('/v1/people/list', { guidParent: p.company })],
  'POST /v1/people': (p) => [deny('/v1/people', { guidParent: p.company })],
  'GET /v1/people/:id': (p) => [deny(`/v1/people/${p.user}`)],
  'POST /v1/people/:id': (p, r) => [
    deny(`/v1/people/${p.user}`, { password: PASSWORD }),
    deny(`/v1/people/${r.own.user}`, { guidParent: p.company }),
  ],
  'GET /v1/people/:id/delete': (p) => [deny(`/v1/people/${p.user}/delete`)],
  'POST /v1/roles/list': () => [hide('/v1/roles/list', {})],
  'POST /v1/roles': (_p, r) => [deny('/v1/roles', {}), deny('/v1/roles', { guidParent: r.sibling.company })],
  'GET /v1/roles/:id': (_p, r) => [read(`/v1/roles/${r.library.role}`)],
  'POST /v1/roles/:id': (_p, r) => [deny(`/v1/roles/${r.library.role}`, { name: 'Umbenannt' })],
  'GET /v1/roles/:id/delete': (_p, r) => [deny(`/v1/roles/${r.library.role}/delete`)],
  'POST /v1/rights/list': (_p, r) => [hide('/v1/rights/list', { guidRole: r.library.role })],
  'POST /v1/rights': () => [deny('/v1/rights', {})],
  'GET /v1/rights/:id': (_p, r) => [read(`/v1/rights/${r.library.right}`)],
  'POST /v1/rights/:id': (_p, r) => [deny(`/v1/rights/${r.library.right}`, { guidRole: r.library.role, allowed: 1 })],
  'GET /v1/rights/:id/delete': (_p, r) => [deny(`/v1/rights/${r.library.right}/delete`)],
};

const MAIL: Record<string, Build> = {
  'GET /v1/mail': () => [hide('/v1/mail')],
  'POST /v1/mail/search': () => [hide('/v1/mail/search', {})],
  'POST /v1/mail': (p) => [deny('/v1/mail', {}), deny('/v1/mail', { userGuid: p.user })],
  'GET /v1/mail/:id': (_p, r) => [read(`/v1/mail/${r.library.mailTemplate}`)],
  'PUT /v1/mail/:id': (_p, r) => [deny(`/v1/mail/${r.library.mailTemplate}`, { name: 'Umbenannt' })],
  'DELETE /v1/mail/:id': (_p, r) => [deny(`/v1/mail/${r.library.mailTemplate}`)],
  'POST /v1/mail/send': (p) => [
    deny('/v1/mail/send', { to: p.email, subject: 'Hallo', message: 'Text' }),
    deny('/v1/mail/send', [{ deviceGuid: p.device }]),
    deny('/v1/mail/send', [{ guidCompany: p.company }]),
  ],
  'GET /v1/mail/offline-template': () => [hide('/v1/mail/offline-template')],
  'GET /v1/mail/outbox': (p) => [hide('/v1/mail/outbox'), hide(`/v1/mail/outbox?guidCompany=${p.company}`)],
  'GET /v1/mail/outbox/:id': (p) => [deny(`/v1/mail/outbox/${p.mail}`)],
  'POST /v1/mail/outbox/:id/retry': (p) => [deny(`/v1/mail/outbox/${p.mail}/retry`, {})],
};

const SYSTEM: Record<string, Build> = {
  'GET /v1/apps/list': () => [hide('/v1/apps/list')],
  'POST /v1/apps': () => [deny('/v1/apps', {})],
  'GET /v1/apps/:id': (_p, r) => [read(`/v1/apps/${r.library.app}`)],
  'POST /v1/apps/:id': (_p, r) => [deny(`/v1/apps/${r.library.app}`, { name: 'x' })],
  'GET /v1/apps/:id/delete': (_p, r) => [deny(`/v1/apps/${r.library.app}/delete`)],
  'POST /v1/apps/upload/:name': () => [upload('/v1/apps/upload/player', 'player.apk')],
  'GET /v1/system/config': () => [deny('/v1/system/config')],
  'POST /v1/system/config': () => [deny('/v1/system/config', { name: 'offlineMail', data: '{}' })],
  'GET /v1/system/logs': () => [deny('/v1/system/logs')],
  'GET /v1/system/audit': () => [deny('/v1/system/audit')],
  'POST /v1/hotels/import': () => [upload('/v1/hotels/import', 'hotels.jsonl')],
  'GET /v1/hotels/import': () => [deny('/v1/hotels/import')],
  'GET /v1/hotels/import/:id': () => [deny('/v1/hotels/import/x')],
  'POST /v1/templates/list': () => [hide('/v1/templates/list', {})],
  'POST /v1/templates': (_p, r) => [
    deny('/v1/templates', {}),
    deny('/v1/templates', { guidParent: r.sibling.company }),
  ],
  'GET /v1/templates/:id': (_p, r) => [read(`/v1/templates/${r.library.template}`)],
  'POST /v1/templates/:id': (_p, r) => [deny(`/v1/templates/${r.library.template}`, { name: 'Umbenannt' })],
  'GET /v1/templates/:id/delete': (_p, r) => [deny(`/v1/templates/${r.library.template}/delete`)],
  'GET /v1/templates/:id/files': (_p, r) => [read(`/v1/templates/${r.library.template}/files`)],
  'GET /v1/templates/:id/download': (_p, r) => [read(`/v1/templates/${r.library.template}/download`)],
  'POST /v1/templates/:id/preview': (_p, r) => [
    { ...read(`/v1/templates/${r.library.template}/preview`), payload: {} },
  ],
  'GET /v1/templates/:id/preview': (_p, r) => [read(`/v1/templates/${r.library.template}/preview`)],
  'POST /v1/templates/upload/:id': (_p, r) => [upload(`/v1/templates/upload/${r.library.template}`, 'logo.png')],
};

const COMPANIES: Record<string, Build> = {
  'POST /v1/companies/list': (p, r) => [
    hide('/v1/companies/list', {}),
    hide('/v1/companies/list', { guid: p.company }),
    deny('/v1/companies/list', { guidParent: r.network.company }),
  ],
  'POST /v1/companies': (_p, r) => [
    deny('/v1/companies', { guidParent: r.network.company }),
    deny('/v1/companies', { isMother: 1 }),
  ],
  'GET /v1/companies/link/:company/:parent': (p, r) => [
    deny(`/v1/companies/link/${p.company}/${r.network.company}`),
    deny(`/v1/companies/link/${r.own.company}/${p.company}`),
  ],
  'GET /v1/companies/unlink/:id': (p, r) => [
    deny(`/v1/companies/unlink/${p.company}`),
    deny(`/v1/companies/unlink/${r.own.company}`),
  ],
  'GET /v1/companies/:id': (p) => [deny(`/v1/companies/${p.company}`)],
  'POST /v1/companies/:id': (p) => [deny(`/v1/companies/${p.company}`, { city: 'Anderswo' })],
  'POST /v1/companies/:id/device-secret': (p) => [
    deny(`/v1/companies/${p.company}/device-secret`, { deviceSecretRequired: true }),
  ],
  'GET /v1/companies/:id/opening-hours': (p) => [deny(`/v1/companies/${p.company}/opening-hours`)],
  'POST /v1/companies/:id/opening-hours': (p) => [
    deny(`/v1/companies/${p.company}/opening-hours`, { hours: { weekly: { mo: [{ from: '09:00', till: '18:00' }] } } }),
  ],
  'GET /v1/companies/:id/delete': (p, r) => [
    deny(`/v1/companies/${p.company}/delete?confirm=1`),
    deny(`/v1/companies/${r.own.company}/delete?confirm=1`),
  ],
  'GET /v1/companies/:id/delete/impact': (p) => [deny(`/v1/companies/${p.company}/delete/impact`)],
  'GET /v1/companies/:id/playlists': (p) => [deny(`/v1/companies/${p.company}/playlists`)],
  'GET /v1/companies/:id/devices': (p) => [deny(`/v1/companies/${p.company}/devices`)],
  'GET /v1/companies/:id/channels': (p) => [deny(`/v1/companies/${p.company}/channels`)],
  'POST /v1/companies/stats': (_p, r) => [
    hide('/v1/companies/stats', {}),
    deny('/v1/companies/stats', { guid: r.network.company }),
  ],
  'POST /v1/companies/upload/:companyId': (_p, r) => [
    upload(`/v1/companies/upload/${r.network.company}?isPreview=true`, 'standorte.csv'),
  ],
  'POST /v1/companies/:id/offer-code': (p) => [deny(`/v1/companies/${p.company}/offer-code`, {})],
  'GET /v1/companies/:id/offers': (p) => [deny(`/v1/companies/${p.company}/offers`)],
  'GET /v1/companies/:id/offer-checks': (p) => [deny(`/v1/companies/${p.company}/offer-checks`)],
  'GET /v1/companies/:id/evidence': (p) => [deny(`/v1/companies/${p.company}/evidence?from=2026-01-01`)],
  'GET /v1/companies/:id/offers/:offerId/evidence': (p) => [deny(`/v1/companies/${p.company}/offers/demo-1/evidence`)],
  'GET /v1/companies/:id/offers/:offerId/evidence/pdf': (p) => [
    deny(`/v1/companies/${p.company}/offers/demo-1/evidence/pdf`),
  ],
  'GET /v1/companies/:id/offers/:offerId/evidence/xlsx': (p) => [
    deny(`/v1/companies/${p.company}/offers/demo-1/evidence/xlsx`),
  ],
  'GET /v1/comments': () => [hide('/v1/comments')],
  'POST /v1/comments': (p) => [
    deny('/v1/comments', { guidCompany: p.company, comment: 'Hallo' }),
    deny('/v1/comments', { guidDevice: p.device, comment: 'Hallo' }),
  ],
  'DELETE /v1/comments/:id': (p) => [deny(`/v1/comments/${p.comment}`)],
  'POST /v1/comments/search': (p) => [
    hide('/v1/comments/search', {}),
    deny('/v1/comments/search', { guidCompany: p.company }),
    deny('/v1/comments/search', { guidDevice: p.device }),
  ],
  'POST /v1/kav/kstart/sum': (_p, r) => [
    hide('/v1/kav/kstart/sum', {}),
    deny('/v1/kav/kstart/sum', { guid: r.network.company }),
  ],
  'GET /v1/kav/ksttraeger': (_p, r) => [
    hide('/v1/kav/ksttraeger'),
    deny(`/v1/kav/ksttraeger?guid=${r.network.company}`),
  ],
  'GET /v1/kav/VerteilungSummen': () => [hide('/v1/kav/VerteilungSummen')],
  'GET /v1/kav/test': () => [hide('/v1/kav/test')],
  'POST /v1/kav/kstktr/exportToExcel': (_p, r) => [deny('/v1/kav/kstktr/exportToExcel', { guid: r.network.company })],
};

const DEVICES: Record<string, Build> = {
  'POST /v1/devices/list': (p) => [
    hide('/v1/devices/list', { showAll: true }),
    hide('/v1/devices/list', { companyGuid: p.company, showAll: true }),
  ],
  'GET /v1/devices/unknown': () => [deny('/v1/devices/unknown')],
  'POST /v1/devices/unknown/delete': (p) => [deny('/v1/devices/unknown/delete', { guids: [p.device] })],
  'POST /v1/devices/pair': (p, r) => [
    deny('/v1/devices/pair', {
      code: 'ABCDEF',
      network: r.network.company,
      location: p.company,
      playlist: r.own.playlist,
    }),
  ],
  'GET /v1/devices/support': () => [hide('/v1/devices/support')],
  'GET /v1/devices/link/:companyId/:deviceGuid': (p, r) => [
    deny(`/v1/devices/link/${r.own.company}/${p.device}`),
    deny(`/v1/devices/link/${p.company}/${r.own.device}`),
  ],
  'POST /v1/devices/JSON/:id': (p) => [deny(`/v1/devices/JSON/${p.device}`, { jsonMonitor: { vis: 0 } })],
  'POST /v1/devices/archive/:id': (p) => [deny(`/v1/devices/archive/${p.device}`, { isArchived: 1 })],
  'POST /v1/devices/upload/:deviceGuid/background': (p) => [
    upload(`/v1/devices/upload/${p.device}/background`, 'bild.png'),
  ],
  'GET /v1/devices/:id/playlist': (p) => [deny(`/v1/devices/${p.device}/playlist`)],
  'GET /v1/devices/:id/loop': (p) => [deny(`/v1/devices/${p.device}/loop`)],
  'GET /v1/devices/:id': (p) => [deny(`/v1/devices/${p.device}`)],
  'POST /v1/devices/:id': (p) => [deny(`/v1/devices/${p.device}`, { name: 'Umbenannt' })],
  'GET /v1/devices/:id/delete': (p) => [deny(`/v1/devices/${p.device}/delete`)],
  'POST /v1/devices/:id/secret': (p) => [deny(`/v1/devices/${p.device}/secret`, {})],
  'GET /v1/devices/:id/snapshot': (p) => [deny(`/v1/devices/${p.device}/snapshot`)],
  'POST /v1/devices/:id/snapshot': (p) => [deny(`/v1/devices/${p.device}/snapshot`, {})],
  'GET /v1/devices/:id/glass': (p) => [deny(`/v1/devices/${p.device}/glass`)],
  'POST /v1/devices/:id/glass': (p) => [deny(`/v1/devices/${p.device}/glass`, {})],
  'GET /v1/glass/latest': (p) => [hide('/v1/glass/latest'), hide(`/v1/glass/latest?devices=${p.device}`)],
};

const REPORT_PERIOD = 'from=2026-01-01&to=2026-12-31';
const REPORTS: Record<string, Build> = Object.fromEntries(
  ['', '/csv', '/xlsx'].map((format) => [
    `GET /v1/reports/plays${format}`,
    (_p: Place, r: LocationReach) =>
      ['location', 'screen', 'item'].map((by) =>
        hide(`/v1/reports/plays${format}?${REPORT_PERIOD}&by=${by}&network=${r.network.company}`),
      ),
  ]),
);

const PLAYLISTS: Record<string, Build> = {
  'GET /v1/playlists/list': () => [hide('/v1/playlists/list'), hide('/v1/playlists/list?showAll=1')],
  'POST /v1/playlists': (p) => [deny('/v1/playlists', { guidCompany: p.company })],
  'GET /v1/playlists/:id': (p) => [deny(`/v1/playlists/${p.playlist}`)],
  'POST /v1/playlists/:id': (p) => [deny(`/v1/playlists/${p.playlist}`, { name: 'Umbenannt' })],
  'GET /v1/playlists/:id/delete': (p) => [deny(`/v1/playlists/${p.playlist}/delete?confirm=1`)],
  'GET /v1/playlists/:id/delete/impact': (p) => [deny(`/v1/playlists/${p.playlist}/delete/impact`)],
  'GET /v1/playlists/:id/stats': (p) => [deny(`/v1/playlists/${p.playlist}/stats`)],
  'GET /v1/channels/list': () => [hide('/v1/channels/list')],
  'GET /v1/playlists/:id/items': (p) => [deny(`/v1/playlists/${p.playlist}/items`)],
  'GET /v1/playlists/:id/item': (p) => [deny(`/v1/playlists/${p.playlist}/item?guid=${p.item}`)],
  'POST /v1/playlists/:id/item': (p) => [deny(`/v1/playlists/${p.playlist}/item`, { guid: p.item, name: 'x' })],
  'POST /v1/playlists/:id/items/schedule': (p) => [
    deny(`/v1/playlists/${p.playlist}/items/schedule`, { guids: [p.item], schedule: { kind: 'open' } }),
  ],
  'POST /v1/playlists/:id/items/create': (p) => [deny(`/v1/playlists/${p.playlist}/items/create`, {})],
  'POST /v1/playlists/:id/items/createByMedia': (p, r) => [
    deny(`/v1/playlists/${p.playlist}/items/createByMedia`, { guidMedia: r.own.media }),
    deny(`/v1/playlists/${r.own.playlist}/items/createByMedia`, { guidItem: p.item }),
  ],
  'GET /v1/playlists/:id/items/:itemId/delete': (p) => [deny(`/v1/playlists/${p.playlist}/items/${p.item}/delete`)],
  'POST /v1/playlists/:id/sort': (p) => [deny(`/v1/playlists/${p.playlist}/sort`, { sort: [p.item] })],
  'POST /v1/playlists/:id/itemOrderNr': (p) => [
    deny(`/v1/playlists/${p.playlist}/itemOrderNr`, { guid: p.item, orderNr: 5 }),
  ],
  'POST /v1/media/:companyId/item/active': (p) => [
    deny(`/v1/media/${p.company}/item/active`, { itemGuid: p.media, state: 1, update: true }),
  ],
  'GET /v1/playlists/linkToDevice/:playlistGuid/:deviceGuid': (p, r) => [
    deny(`/v1/playlists/linkToDevice/${r.own.playlist}/${p.device}`),
    deny(`/v1/playlists/linkToDevice/${p.playlist}/${r.own.device}`),
  ],
  'GET /v1/playlists/linkpl/:playlistGuid/:targetPlaylistGuid': (p, r) => [
    deny(`/v1/playlists/linkpl/${p.playlist}/${r.own.playlist}`),
    deny(`/v1/playlists/linkpl/${r.own.playlist}/${p.playlist}`),
  ],
  'GET /v1/playlists/link/:playlist/:company': (p, r) => [deny(`/v1/playlists/link/${r.own.playlist}/${p.company}`)],
  'GET /v1/playlists/unlink/:playlist/company/:company': (p, r) => [
    deny(`/v1/playlists/unlink/${r.own.playlist}/company/${p.company}`),
  ],
  'GET /v1/playlists/clone/:playlist/:company': (p, r) => [deny(`/v1/playlists/clone/${r.own.playlist}/${p.company}`)],
  'GET /v1/playlists/removeClone/:playlist/company/:company': (p, r) => [
    deny(`/v1/playlists/removeClone/${r.own.playlist}/company/${p.company}`),
  ],
  'POST /v1/playlists/createAndLinkDevices': (p, r) => [
    deny('/v1/playlists/createAndLinkDevices', { playlists: [r.own.playlist], devices: [p.device] }),
  ],
  'POST /v1/playlists/createAndLinkCompanies': (p, r) => [
    deny('/v1/playlists/createAndLinkCompanies', { playlists: [r.own.playlist], companies: [p.company] }),
  ],
  'POST /v1/playlists/linkCompanies': (p, r) => [
    deny('/v1/playlists/linkCompanies', { guid: r.own.playlist, companies: [p.company] }),
  ],
  'GET /v1/playlists/:id/locations/:x': (p, r) => [
    deny(`/v1/playlists/${r.own.playlist}/locations/${r.network.company}`),
    deny(`/v1/playlists/${p.playlist}/locations/${r.network.company}`),
  ],
  'POST /v1/playlists/:id/share': (p, r) => [
    deny(`/v1/playlists/${p.playlist}/share`, { owner: r.network.company, companies: [r.own.company] }),
    deny(`/v1/playlists/${r.own.playlist}/share`, { owner: r.own.company, companies: [p.company] }),
  ],
  'POST /v1/playlists/upload/:playlistGuid': (p) => [upload(`/v1/playlists/upload/${p.playlist}`, 'bild.png')],
  'GET /v1/media/:companyId/items': (p) => [deny(`/v1/media/${p.company}/items`)],
  'POST /v1/media/all': () => [hide('/v1/media/all', {})],
  'GET /v1/media/status': () => [deny('/v1/media/status')],
  'POST /v1/media/status/deleteGlobal': (p) => [deny('/v1/media/status/deleteGlobal', { items: [p.media] })],
};

/** Every guarded /v1 route (the test fails for a route missing here). */
export const LOCATION_PROBES: Record<string, Build> = {
  ...PEOPLE,
  ...MAIL,
  ...SYSTEM,
  ...COMPANIES,
  ...DEVICES,
  ...PLAYLISTS,
  ...REPORTS,
  ...ANNOUNCEMENT_PROBES,
  ...OPERATOR_STAFF_PROBES,
  ...CAMPAIGN_PROBES,
};
