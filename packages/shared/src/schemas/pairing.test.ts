import { describe, expect, it } from 'vitest';
import { groupPairingCode, normalizePairingCode, PAIRING_ALPHABET, pairingClaim } from './pairing.js';

const ids = {
  network: '11111111-1111-4111-8111-111111111111',
  location: '22222222-2222-4222-8222-222222222222',
  playlist: '33333333-3333-4333-8333-333333333333',
};

describe('pairing codes', () => {
  it('uses no look-alikes', () => {
    expect(PAIRING_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(PAIRING_ALPHABET).size).toBe(PAIRING_ALPHABET.length);
  });

  it('reads what was typed: case and spaces do not matter; shows it in two groups', () => {
    expect(normalizePairingCode(' ab c-23 4 ')).toBe('ABC234');
    expect(groupPairingCode('ABC234')).toBe('ABC 234');
    expect(pairingClaim.parse({ ...ids, code: 'abc 234' }).code).toBe('ABC234');
  });

  it('refuses codes of the wrong length or with look-alikes, in German', () => {
    for (const code of ['ABC23', 'ABC2345', 'ABC0O1', 'ILLLLL', '']) {
      const result = pairingClaim.safeParse({ ...ids, code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0].message).toBe(
        'Der Code besteht aus 6 Buchstaben und Ziffern (ohne 0, O, 1, I und L).',
      );
    }
  });
});
