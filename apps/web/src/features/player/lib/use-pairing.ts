import type { PairingAnswer } from '@signage/shared';
import { playerCalls } from '@signage/shared/calls/player';
import { useEffect, useState } from 'react';

/** A waiting screen asks this often: renews its code (valid 15 min) and notices the claim quickly. */
export const PAIRING_POLL_MS = 5000;

export type WaitingAnswer = Extract<PairingAnswer, { state: 'waiting' }>;

export interface Pairing {
  /** The code to show (the last one received, also while the server is away). */
  waiting: WaitingAnswer | null;
  /** false while the server cannot be reached. */
  online: boolean;
}

const isAnswer = (value: unknown): value is PairingAnswer =>
  !!value &&
  typeof value === 'object' &&
  ((value as PairingAnswer).state === 'waiting' || (value as PairingAnswer).state === 'paired');

/**
 * While `active` (the screen has nothing to play), asks POST /api/pairing every PAIRING_POLL_MS for the
 * screen's code. Once the server answers `paired`, calls onPaired once and stops asking.
 */
export function usePairing(deviceGuid: string, active: boolean, onPaired: () => void): Pairing {
  const [pairing, setPairing] = useState<Pairing>({ waiting: null, online: true });

  useEffect(() => {
    // A screen with something to play is paired: the last code is forgotten, so it never shows again.
    if (!active) {
      setPairing((p) => (p.waiting === null && p.online ? p : { waiting: null, online: true }));
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let paired = false;
      try {
        const response = await fetch(playerCalls.pairing.path, {
          method: 'POST',
          cache: 'no-store',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: deviceGuid }),
        });
        const body: unknown = response.ok ? await response.json() : null;
        if (!isAnswer(body)) throw new Error(`HTTP ${response.status}`);
        if (stopped) return;
        if (body.state === 'paired') {
          paired = true;
          setPairing({ waiting: null, online: true });
          onPaired();
        } else setPairing({ waiting: body, online: true });
      } catch {
        if (!stopped) setPairing((p) => ({ ...p, online: false }));
      }
      if (!stopped && !paired) timer = setTimeout(() => void ask(), PAIRING_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [deviceGuid, active, onPaired]);

  return pairing;
}
