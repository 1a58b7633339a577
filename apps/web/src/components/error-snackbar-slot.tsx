import { lazy, useSyncExternalStore } from 'react';
import { errorBus } from '../lib/error-bus';
import { Deferred } from './deferred';

const ErrorSnackbar = lazy(() => import('./error-snackbar').then((m) => ({ default: m.ErrorSnackbar })));

/** The global error snackbar, loaded with the first error. */
export function ErrorSnackbarSlot() {
  const notice = useSyncExternalStore(errorBus.subscribe, errorBus.latest, errorBus.latest);
  return (
    <Deferred when={notice !== null}>
      <ErrorSnackbar />
    </Deferred>
  );
}
