// Write cases of the offer tool (both modes, the location's code as authority; demo provider) and the hotel import.
import { OFFER_MODES, type OfferCall, type OfferMode, offerApiPath } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { companies, offerHolds } from '../../db/schema.js';
import { ensureOfferCode } from '../../modules/companies/offer-code.js';
import { hotelLine } from '../factory/index.js';
import { multipartFile } from '../multipart.js';
import { change, type RouteCases, same, type WriteContext } from '../write-check.js';

const ADVISORY = 'A1-77';
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);

/** Location A1 takes offers: its agency number and code (the world's screens A1a and A1 portrait are its targets). */
async function agency(c: WriteContext): Promise<void> {
  await c.h.database.db.update(companies).set({ advisoryId: ADVISORY }).where(eq(companies.guid, c.w.locationA1));
  await ensureOfferCode(c.h.database.db, c.w.locationA1);
}

async function offerCall(c: WriteContext, mode: OfferMode, call: OfferCall, more: object = {}) {
  const [row] = await c.h.database.db
    .select({ code: companies.offerCode })
    .from(companies)
    .where(eq(companies.guid, c.w.locationA1));
  const res = await c.h.app.inject({
    method: 'POST',
    url: offerApiPath(mode, call),
    payload: { code: row?.code, advisoryId: ADVISORY, provider: 'demo', offerId: '1000', ...more },
    remoteAddress: '198.51.100.7',
  });
  if (res.statusCode >= 300) throw new Error(`${call}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

const addRequest = (c: WriteContext) => ({
  agencyId: ADVISORY,
  start: BERLIN_0('2026-06-01'),
  end: BERLIN_0('2026-06-08') + 23 * 3_600_000,
  targetDevices: [c.w.screens.a1a, c.w.screens.a1portrait],
});

/** A1 approves its offers itself: what the offer tool adds there waits for a colleague's approval. */
async function holdingAgency(c: WriteContext): Promise<void> {
  await agency(c);
  await c.h.database.db.update(companies).set({ offerApproval: 'location' }).where(eq(companies.guid, c.w.locationA1));
}

/** Offer 1000 added at the holding A1 (it waits). */
async function held(c: WriteContext): Promise<void> {
  await holdingAgency(c);
  await offerCall(c, 'standard', 'addToOffice', addRequest(c));
}

const holdUrl = async (c: WriteContext, decision: 'approve' | 'decline') => {
  const [hold] = await c.h.database.db.select({ guid: offerHolds.guid }).from(offerHolds);
  return `/v1/offer-holds/${hold?.guid}/${decision}`;
};

const modeCases = (mode: OfferMode): RouteCases => ({
  [`POST ${offerApiPath(mode, 'createOfferImage')}`]: [
    same('the two pictures', (c) => offerCall(c, mode, 'createOfferImage').then(), agency),
  ],
  [`POST ${offerApiPath(mode, 'addOfferImage')}`]: [
    same('the two pictures', (c) => offerCall(c, mode, 'addOfferImage').then(), agency),
  ],
  [`POST ${offerApiPath(mode, 'updateMode')}`]: [
    same(
      "the editor's values",
      (c) =>
        offerCall(c, mode, 'updateMode', {
          mode: 'USE_EDITOR_VALUES',
          taskFolder: 'x',
          editorFields: JSON.stringify([{ key: 'hotelName', value: 'Playa Golf – nur bei uns' }]),
        }).then(),
      agency,
    ),
  ],
  [`POST ${offerApiPath(mode, 'addToOffice')}`]: [
    change("an offer on A1's screens", (c) => offerCall(c, mode, 'addToOffice', addRequest(c)).then(), agency),
    same(
      "an offer that waits for A1's approval",
      (c) => offerCall(c, mode, 'addToOffice', addRequest(c)).then(),
      holdingAgency,
    ),
  ],
});

export const OFFER_CASES: RouteCases = {
  ...Object.assign({}, ...OFFER_MODES.map(modeCases)),
  'POST /v1/offer-holds/{hold}/approve': [
    change(
      "the held offer goes on A1's screens",
      async (c) => c.post('admin', await holdUrl(c, 'approve')).then(),
      held,
    ),
  ],
  'POST /v1/offer-holds/{hold}/decline': [
    same('the held offer never plays', async (c) => c.post('admin', await holdUrl(c, 'decline'), {}).then(), held),
  ],
  'POST /v1/hotels/import': [
    same('a JSON-lines file, imported in the background', async (c) => {
      const lines = ['H1', 'H2'].map((gid) => JSON.stringify(hotelLine({ gid }))).join('\n');
      await c.ok('admin', {
        method: 'POST',
        url: '/v1/hotels/import',
        ...multipartFile('hotels.jsonl', Buffer.from(lines), 'file'),
      });
      await c.drainJobs();
    }),
  ],
};
