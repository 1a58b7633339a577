import { requestMeEarly } from './api/auth/me-request';
import { normaliseStartUrl } from './app/boot/boot';
import { preloadStartFiles } from './app/boot/start-files';

/*
 * What the start needs before React, the router and the texts have arrived: a script of its own in index.html
 * (`earlyScript` in scripts/route-budget.mjs), ≈ 1 KB, that runs while the ≈ 130 KB of the app's scripts are still on
 * their way. main.tsx imports it too (one module, runs once), so the order holds without that script (dev server) and
 * nothing depends on which arrives first.
 */
// Before the router reads the URL: legacy '#/' links and '?authToken=' (SPEC §2).
normaliseStartUrl();
// The dashboard's chunks and (signed in) /v1/user/me travel alongside the app's scripts, not after they ran.
preloadStartFiles(window.location.pathname);
requestMeEarly();
