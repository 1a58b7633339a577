import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Router state of an edit page opened right after 'Neu erstellen' (SPEC §4: new users, roles,
 * templates, app versions and mail templates are created empty, then their edit page opens).
 * Kept in the history entry, so a reload still knows the record was never saved.
 */
export const NEW_RECORD_STATE = { newRecord: true } as const;

/** 'Neu erstellen': opens the edit page (`pathOf` its guid) of the record just created empty, as a new record. */
export function useOpenNewRecord(pathOf: (guid: string) => string) {
  const navigate = useNavigate();
  return (record: { guid: string }) => navigate(pathOf(record.guid), { state: NEW_RECORD_STATE });
}

const isNewRecordState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { newRecord?: unknown }).newRecord === true;

/**
 * A never-saved record is removed when the user leaves its edit page without saving: with Abbrechen
 * (`leave`, which waits for the removal so the list is right at once) or any other way (menu, back;
 * removed when the page unmounts). `settled()` after saving or deleting keeps it from being removed.
 */
export function useNewRecord(discard: () => Promise<unknown>) {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useRef(isNewRecordState(location.state));
  const discardRef = useRef(discard);
  discardRef.current = discard;
  const timer = useRef<number | undefined>(undefined);

  const discardOnce = useCallback(async () => {
    if (!pending.current) return;
    pending.current = false;
    try {
      await discardRef.current();
    } catch {
      // Left behind as an empty record: the list shows it and it can be deleted there.
    }
  }, []);

  useEffect(() => {
    // React's StrictMode unmounts and mounts again once: a removal scheduled by that is cancelled here.
    window.clearTimeout(timer.current);
    return () => {
      timer.current = window.setTimeout(() => void discardOnce(), 0);
    };
  }, [discardOnce]);

  const settled = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    // Forget the flag in the history entry too, so a reload or going back does not remove it.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [navigate, location.pathname, location.search, location.hash]);

  const leave = useCallback(
    async (to: string) => {
      await discardOnce();
      navigate(to);
    },
    [discardOnce, navigate],
  );

  return { isNew: pending.current, settled, leave };
}
