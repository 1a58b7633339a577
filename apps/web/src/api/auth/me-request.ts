import type { Me } from '@signage/shared';
import { api, requestEarly } from '../../lib/api-client';

// Without TanStack Query, so that src/early.ts can ask before the app's scripts have arrived.
const ME = '/v1/user/me';

/** GET /v1/user/me: the signed-in user and the rights map (SPEC §6). */
export const fetchMe = () => api.get<Me>(ME);

/** Asks /v1/user/me at once when signed in; the app's first fetchMe takes the answer (requestEarly). */
export const requestMeEarly = () => requestEarly(ME);
