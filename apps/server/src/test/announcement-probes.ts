import type { LocationReach, Place } from './location-reach.js';
import { multipartBody } from './multipart.js';

type Build = (place: Place, r: LocationReach) => Array<{ url: string; payload?: unknown; expect: 'denied' | 'hidden' }>;

const END = Date.parse('2030-01-01T00:00:00Z');
const announce = (network: string, target: object) => ({
  network,
  text: 'Heute geschlossen',
  colour: '#c62828',
  endsAt: END,
  ...target,
});

/** A location user announces at its own location only (see location-probes.ts). */
export const ANNOUNCEMENT_PROBES: Record<string, Build> = {
  'POST /v1/announcements/list': (p, r) => [
    { url: '/v1/announcements/list', payload: {}, expect: 'hidden' },
    { url: '/v1/announcements/list', payload: { network: r.network.company }, expect: 'hidden' },
    { url: '/v1/announcements/list', payload: { network: p.company }, expect: 'hidden' },
  ],
  'POST /v1/announcements': (p, r) => [
    { url: '/v1/announcements', payload: announce(r.network.company, { scope: 'network' }), expect: 'denied' },
    {
      url: '/v1/announcements',
      payload: announce(r.network.company, { scope: 'location', location: p.company }),
      expect: 'denied',
    },
    {
      url: '/v1/announcements',
      payload: announce(r.network.company, { scope: 'devices', devices: [p.device] }),
      expect: 'denied',
    },
  ],
  'POST /v1/announcements/:id/end': (p) => [{ url: `/v1/announcements/${p.announcement}/end`, expect: 'denied' }],
  'DELETE /v1/announcements/:id': (p) => [{ url: `/v1/announcements/${p.announcement}`, expect: 'denied' }],
  'POST /v1/announcements/:id/picture': (p) => [
    {
      url: `/v1/announcements/${p.announcement}/picture`,
      ...multipartBody([{ filename: 'bild.png', content: Buffer.from('png') }]),
      expect: 'denied',
    },
  ],
};
