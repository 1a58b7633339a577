import type { LocationReach, Place } from './location-reach.js';

type Build = (place: Place, r: LocationReach) => Array<{ url: string; payload?: unknown; expect: 'denied' | 'hidden' }>;

const SOME = '00000000-0000-4000-8000-000000000000';
const consent = { shares: true, startDay: '2026-05-01', named: true, locationsDecide: false };
const deny = (url: string, payload?: unknown) => ({ url, payload, expect: 'denied' as const });

/**
 * A location user manages no operators (global users only) and reads or sets no consent and no access list of
 * another place (see location-probes.ts).
 */
export const OPERATOR_STAFF_PROBES: Record<string, Build> = {
  'GET /v1/operators': () => [deny('/v1/operators')],
  'POST /v1/operators': () => [deny('/v1/operators', { name: 'X', codes: ['X'] })],
  'GET /v1/operators/:id': () => [deny(`/v1/operators/${SOME}`)],
  'PUT /v1/operators/:id': () => [deny(`/v1/operators/${SOME}`, { name: 'X', codes: ['X'] })],
  'DELETE /v1/operators/:id': () => [deny(`/v1/operators/${SOME}`)],
  'POST /v1/operators/:id/users': () => [
    deny(`/v1/operators/${SOME}/users`, { username: 'x-user', password: 'Ein-langes-Passwort-4711', admin: true }),
  ],
  'DELETE /v1/operators/:id/users/:user': (p) => [deny(`/v1/operators/${SOME}/users/${p.user}`)],
  'GET /v1/companies/:id/operator-consents': (p) => [deny(`/v1/companies/${p.company}/operator-consents`)],
  'PUT /v1/companies/:id/operator-consents/:operator': (p) => [
    deny(`/v1/companies/${p.company}/operator-consents/${SOME}`, consent),
  ],
  'GET /v1/companies/:id/operator-accesses': (p) => [deny(`/v1/companies/${p.company}/operator-accesses`)],
};
