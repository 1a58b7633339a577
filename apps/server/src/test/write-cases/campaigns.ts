// Write cases of 'Reise der Woche': network A publishes demo offer 1000 to location A1 (its screens A1a and A1
// portrait); each copy is rendered by the background job, then plays, waits for approval, is declined or withdrawn.
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { ensureOfferCode } from '../../modules/companies/offer-code.js';
import { change, type RouteCases, same, type WriteContext } from '../write-check.js';

/** Location A1 takes offers (agency number and code), as the offer tool's cases prepare it. */
async function agency(c: WriteContext): Promise<void> {
  await c.h.database.db.update(companies).set({ advisoryId: 'A1-77' }).where(eq(companies.guid, c.w.locationA1));
  await ensureOfferCode(c.h.database.db, c.w.locationA1);
}

/** Publishes to A1 and renders the copy (jobs drained); returns the campaign's id. */
async function publish(c: WriteContext, approval: 'immediate' | 'location'): Promise<string> {
  const res = await c.post('netA', `/v1/campaigns/network/${c.w.networkA}`, {
    offerId: '1000',
    provider: 'demo',
    from: '01.06.2026',
    till: '08.06.2026',
    selection: { kind: 'list', locations: [c.w.locationA1] },
    approval,
  });
  await c.drainJobs();
  return res.json<{ guid: string }>().guid;
}

/** The campaign a case's prepare published (the run acts on it). */
const prepared = new WeakMap<WriteContext['w'], string>();

const publishedFirst = (approval: 'immediate' | 'location') => async (c: WriteContext) => {
  await agency(c);
  prepared.set(c.w, await publish(c, approval));
};

const copyUrl = (c: WriteContext, decision: 'approve' | 'decline') =>
  `/v1/campaigns/${prepared.get(c.w)}/copies/${c.w.locationA1}/${decision}`;

export const CAMPAIGN_CASES: RouteCases = {
  'POST /v1/campaigns/network/{network}': [
    change('a copy that plays at once on A1', (c) => publish(c, 'immediate').then(), agency),
    same("a copy that waits for A1's approval", (c) => publish(c, 'location').then(), agency),
  ],
  'POST /v1/campaigns/{campaign}/copies/{location}/approve': [
    change('the waiting copy plays', (c) => c.post('admin', copyUrl(c, 'approve')).then(), publishedFirst('location')),
  ],
  'POST /v1/campaigns/{campaign}/copies/{location}/decline': [
    same(
      "'Nicht bei uns': the copy never plays",
      (c) => c.post('admin', copyUrl(c, 'decline')).then(),
      publishedFirst('location'),
    ),
  ],
  'POST /v1/campaigns/{campaign}/withdraw': [
    change(
      'the playing copy leaves the loops',
      (c) => c.post('netA', `/v1/campaigns/${prepared.get(c.w)}/withdraw`).then(),
      publishedFirst('immediate'),
    ),
  ],
};
