import { OFFER_CALLS, OFFER_MODES, offerApiPath } from '@signage/shared';

/** /v1 routes without a login: the login, the offer tool's calls (authorised by the location's code in the body), signed pictures. */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /v1/user/login',
  // pictures an answer of this server signed (modules/pictures)
  'GET /v1/picture',
  ...OFFER_MODES.flatMap((mode) => OFFER_CALLS.map((call) => `POST ${offerApiPath(mode, call)}`)),
]);
