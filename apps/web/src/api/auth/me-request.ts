import { authCalls } from '@signage/shared/calls/auth';
import { requestEarly } from '../../lib/api-client';
import { call, urlOfCall } from '../../lib/call';

// Without TanStack Query, so that src/early.ts can ask before the app's scripts have arrived.

/** GET /v1/user/me: the signed-in user and the rights map (SPEC §6). */
export const fetchMe = () => call(authCalls.me);

/** Asks /v1/user/me at once when signed in; the app's first fetchMe takes the answer (requestEarly). */
export const requestMeEarly = () => requestEarly(urlOfCall(authCalls.me));
