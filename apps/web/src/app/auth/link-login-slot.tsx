import { lazy, useSyncExternalStore } from 'react';
import { Deferred } from '../../components/deferred';
import { linkLogin } from '../boot/link-login';

const LinkLoginDialog = lazy(() => import('./link-login-dialog').then((m) => ({ default: m.LinkLoginDialog })));

/** The question of an ?authToken= link opened while signed in, loaded only when such a link arrived. */
export function LinkLoginSlot() {
  const token = useSyncExternalStore(linkLogin.subscribe, linkLogin.get, linkLogin.get);
  return (
    <Deferred when={token !== null}>
      <LinkLoginDialog />
    </Deferred>
  );
}
