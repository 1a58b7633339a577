import type { LocationReach, Place } from './location-reach.js';

type Build = (place: Place, r: LocationReach) => Array<{ url: string; payload?: unknown; expect: 'denied' | 'hidden' }>;

const publish = (locations: string[]) => ({
  offerId: '1000',
  from: '01.06.2026',
  till: '08.06.2026',
  selection: { kind: 'list', locations },
});

/**
 * 'Reise der Woche' (see location-probes.ts): a location user publishes nothing, not even to itself, sees no
 * campaign of its network, and approves or declines only its own location's copies and held offers.
 */
export const CAMPAIGN_PROBES: Record<string, Build> = {
  'GET /v1/campaigns/network/:network': (p, r) => [
    { url: `/v1/campaigns/network/${r.network.company}`, expect: 'denied' },
    { url: `/v1/campaigns/network/${p.company}`, expect: 'denied' },
  ],
  'POST /v1/campaigns/network/:network': (p, r) => [
    { url: `/v1/campaigns/network/${r.network.company}`, payload: publish([p.company]), expect: 'denied' },
    { url: `/v1/campaigns/network/${r.network.company}`, payload: publish([r.own.company]), expect: 'denied' },
  ],
  'GET /v1/campaigns/:campaign': (p) => [{ url: `/v1/campaigns/${p.campaign}`, expect: 'denied' }],
  'POST /v1/campaigns/:campaign/withdraw': (p) => [{ url: `/v1/campaigns/${p.campaign}/withdraw`, expect: 'denied' }],
  'GET /v1/offer-approvals': () => [{ url: '/v1/offer-approvals', expect: 'hidden' }],
  'POST /v1/campaigns/:campaign/copies/:location/approve': (p) => [
    { url: `/v1/campaigns/${p.campaign}/copies/${p.company}/approve`, expect: 'denied' },
  ],
  'POST /v1/campaigns/:campaign/copies/:location/decline': (p) => [
    { url: `/v1/campaigns/${p.campaign}/copies/${p.company}/decline`, payload: {}, expect: 'denied' },
  ],
  'POST /v1/offer-holds/:hold/approve': (p) => [{ url: `/v1/offer-holds/${p.hold}/approve`, expect: 'denied' }],
  'POST /v1/offer-holds/:hold/decline': (p) => [
    { url: `/v1/offer-holds/${p.hold}/decline`, payload: {}, expect: 'denied' },
  ],
};
