import { useCallback, useState } from 'react';
import { stepSupportList } from '../api/devices/support-navigator';
import { readSupportList, supportPosition } from '../lib/support-list';

/**
 * SPEC §2 device support tab: previous/next 'n von m' over the filtered support list the user came
 * from. `position` is null when the device is not in the saved list (opened some other way).
 * `go` resolves to the neighbour's guid (the caller navigates to /Geraete/{guid}), or null.
 */
export function useSupportNavigator(guid: string) {
  const [busy, setBusy] = useState(false);
  const position = supportPosition(readSupportList(), guid);
  const go = useCallback(
    async (direction: -1 | 1): Promise<string | null> => {
      setBusy(true);
      try {
        return await stepSupportList(guid, direction);
      } finally {
        setBusy(false);
      }
    },
    [guid],
  );
  return {
    position,
    canPrev: position !== null && position.n > 1,
    canNext: position !== null && position.n < position.m,
    busy,
    go,
  };
}
