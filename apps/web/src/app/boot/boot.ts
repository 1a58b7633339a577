import { credentials } from '../../lib/credentials';
import { hashLinkToPath, takeAuthToken } from './legacy-url';
import { offerLinkToken } from './link-login';

/**
 * Runs once before the router starts: legacy hash links, then a token given in the URL. The token
 * leaves the address bar and the history at once. A browser without a session signs in with it; one
 * that is signed in as someone else is asked first (LinkLoginDialog), so a link cannot silently
 * replace the session (login CSRF).
 */
export function normaliseStartUrl(): void {
  const fromHash = hashLinkToPath(window.location.hash);
  if (fromHash !== null) window.history.replaceState(null, '', fromHash);

  const { pathname, search, hash } = window.location;
  const taken = takeAuthToken(pathname, search, hash);
  if (!taken) return;
  window.history.replaceState(null, '', taken.url);
  const current = credentials.token();
  if (!current) credentials.signIn(taken.token, true);
  else if (current !== taken.token) offerLinkToken(taken.token);
}
