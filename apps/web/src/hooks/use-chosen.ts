import { useCallback, useState } from 'react';

/** The guids chosen in a list of checkboxes: `flip` adds or removes one, `setChosen` sets them all. */
export function useChosen() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const flip = useCallback(
    (guid: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(guid)) next.add(guid);
        return next;
      }),
    [],
  );
  return { chosen, setChosen, flip };
}
