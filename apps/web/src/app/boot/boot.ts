import { credentials } from '../../lib/credentials';
import { hashLinkToPath, takeAuthToken } from './legacy-url';

/** Runs once before the router starts: legacy hash links, then a token given in the URL. */
export function normaliseStartUrl(): void {
  const fromHash = hashLinkToPath(window.location.hash);
  if (fromHash !== null) window.history.replaceState(null, '', fromHash);

  const { pathname, search, hash } = window.location;
  const taken = takeAuthToken(pathname, search, hash);
  if (taken) {
    credentials.signIn(taken.token, true);
    window.history.replaceState(null, '', taken.url);
  }
}
