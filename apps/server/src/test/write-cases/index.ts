// Every operation of the OpenAPI document is here: a write with its cases, or a read with the reason it writes
// nothing (player/every-write-coverage.test.ts fails for an operation in neither, or in both).
import { OFFER_MODES, offerApiPath } from '@signage/shared';
import { type RouteCases, same } from '../write-check.js';
import { CAMPAIGN_CASES } from './campaigns.js';
import { COMPANY_CASES } from './companies.js';
import { DEVICE_CASES } from './devices.js';
import { OFFER_CASES } from './offers.js';
import { OPERATOR_CASES } from './operators.js';
import { PLAYLIST_CASES } from './playlists.js';
import { STAFF_CASES } from './staff.js';

const SESSION_CASES: RouteCases = {
  'GET /v1/user/logout': [same('the own session', (c) => c.get('netA', '/v1/user/logout').then())],
};

/** The cases by file of the test (each file one fixture; see every-write-*.test.ts). */
export const CASE_GROUPS = {
  staff: { ...STAFF_CASES, ...SESSION_CASES, ...OPERATOR_CASES },
  companies: COMPANY_CASES,
  devices: DEVICE_CASES,
  playlists: PLAYLIST_CASES,
  offers: OFFER_CASES,
  campaigns: CAMPAIGN_CASES,
} satisfies Record<string, RouteCases>;

const GET = 'a GET that only reads';
const LIST = 'a list or search whose filter travels in the body; reads only';
const EXPORT = 'an export (CSV, Excel, PNG) computed from the data; stores nothing';
const OPERATOR_VIEW =
  "a tour operator's view (portal or token); it records the access in the operators' access log, which no screen shows";

/** The operations that write nothing, with the reason (every POST/PUT/DELETE among them needs a real one). */
export const READS: Record<string, string> = {
  'GET /api/ping': GET,
  'GET /api/push': 'the push stream: opens a connection, writes no data',
  'GET /v1/user/me': GET,
  'GET /v1/people/{id}': GET,
  'GET /v1/roles/{id}': GET,
  'GET /v1/rights/{id}': GET,
  'GET /v1/mail': GET,
  'GET /v1/mail/{id}': GET,
  'GET /v1/mail/offline-template': GET,
  'GET /v1/mail/outbox': GET,
  'GET /v1/mail/outbox/{id}': GET,
  'GET /v1/apps/list': GET,
  'GET /v1/apps/{id}': GET,
  'GET /v1/system/config': GET,
  'GET /v1/system/logs': GET,
  'GET /v1/system/audit': GET,
  'GET /v1/templates/{id}': GET,
  'GET /v1/templates/{id}/files': GET,
  'GET /v1/templates/{id}/download': GET,
  'GET /v1/templates/{id}/preview': GET,
  'GET /v1/companies/{id}': GET,
  'GET /v1/companies/{id}/opening-hours': GET,
  'GET /v1/companies/{id}/delete/impact': GET,
  'GET /v1/companies/{id}/playlists': GET,
  'GET /v1/companies/{id}/devices': GET,
  'GET /v1/companies/{id}/channels': GET,
  'GET /v1/companies/{id}/offers': GET,
  'GET /v1/campaigns/network/{network}': GET,
  'GET /v1/campaigns/{campaign}': GET,
  'GET /v1/offer-approvals': GET,
  'GET /v1/companies/{id}/offer-checks': GET,
  'GET /v1/companies/{id}/evidence': GET,
  'GET /v1/companies/{id}/offers/{offerId}/evidence': GET,
  'GET /v1/companies/{id}/offers/{offerId}/evidence/pdf': GET,
  'GET /v1/companies/{id}/offers/{offerId}/evidence/xlsx': GET,
  'GET /v1/comments': GET,
  'GET /v1/kav/ksttraeger': GET,
  'GET /v1/kav/VerteilungSummen': GET,
  'GET /v1/kav/test': GET,
  'GET /v1/devices/unknown': GET,
  'GET /v1/devices/support': GET,
  'GET /v1/devices/{id}/playlist': GET,
  'GET /v1/devices/{id}/loop': GET,
  'GET /v1/devices/{id}': GET,
  'GET /v1/devices/{id}/snapshot': GET,
  'GET /v1/devices/{id}/glass': GET,
  'GET /v1/glass/latest': GET,
  'GET /v1/playlists/list': GET,
  'GET /v1/playlists/{id}': GET,
  'GET /v1/playlists/{id}/delete/impact': GET,
  'GET /v1/playlists/{id}/stats': GET,
  'GET /v1/channels/list': GET,
  'GET /v1/playlists/{id}/items': GET,
  'GET /v1/playlists/{id}/item': GET,
  'GET /v1/playlists/{id}/locations/{x}': GET,
  'GET /v1/media/{companyId}/items': GET,
  'GET /v1/media/status': GET,
  'GET /v1/reports/plays': GET,
  'GET /v1/reports/plays/csv': GET,
  'GET /v1/reports/plays/xlsx': GET,
  'GET /v1/grequest/countries': GET,
  'GET /v1/hotels/import': GET,
  'GET /v1/hotels/import/{id}': GET,
  'POST /v1/people/list': LIST,
  'POST /v1/roles/list': LIST,
  'POST /v1/rights/list': LIST,
  'POST /v1/mail/search': LIST,
  'POST /v1/templates/list': LIST,
  'POST /v1/companies/list': LIST,
  'POST /v1/comments/search': LIST,
  'POST /v1/devices/list': LIST,
  'POST /v1/media/all': LIST,
  'POST /v1/announcements/list': LIST,
  'POST /v1/grequest/hotelbyname': 'a hotel search (name, place) in the body; reads only',
  'POST /v1/grequest/hotel': 'one hotel with pictures and texts by the ids in the body; reads only',
  'POST /v1/companies/stats': EXPORT,
  'GET /v1/operators': GET,
  'GET /v1/operators/{id}': GET,
  'GET /v1/companies/{id}/operator-consents': GET,
  'GET /v1/companies/{id}/operator-accesses': GET,
  'GET /v1/operator/me': OPERATOR_VIEW,
  'GET /v1/operator/report': OPERATOR_VIEW,
  'GET /v1/operator/report/csv': OPERATOR_VIEW,
  'GET /v1/operator/report/xlsx': OPERATOR_VIEW,
  'GET /v1/operator/report/pdf': OPERATOR_VIEW,
  'GET /v1/operator/offers/{offerId}/images': OPERATOR_VIEW,
  'GET /v1/operator/offers/{offerId}/evidence': OPERATOR_VIEW,
  'GET /v1/operator/offers/{offerId}/images/{sha256}': OPERATOR_VIEW,
  'GET /v1/operator/accesses': OPERATOR_VIEW,
  'GET /v1/operator/tokens': OPERATOR_VIEW,
  'POST /v1/kav/kstart/sum': 'sums per cost centre for the filter in the body; reads only',
  'POST /v1/kav/kstktr/exportToExcel': EXPORT,
  'POST /v1/templates/{id}/preview': `${EXPORT}: a preview of a (maybe unsaved) config with sample data`,
  ...Object.fromEntries(
    OFFER_MODES.flatMap((mode) => [
      [
        `POST ${offerApiPath(mode, 'prepareLogin')}`,
        "the offer tool's login: the location, screens and playlists of the code; reads only",
      ],
      [
        `POST ${offerApiPath(mode, 'getOffer')}`,
        "the offer tool's offer from its provider and the saved editor fields; reads only",
      ],
    ]),
  ),
};
