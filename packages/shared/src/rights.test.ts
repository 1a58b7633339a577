import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOwnRight, hasRight, isOwnNetwork, RIGHT_CATALOGUE, RIGHT_NAMES } from './rights.js';

const name = fc.constantFrom(...RIGHT_NAMES);
const rightMap = fc.dictionary(name, fc.boolean());
const guid = fc.uuid();

describe('hasRight', () => {
  it('is false without credential data, whatever the fallback', () => {
    fc.assert(
      fc.property(
        name,
        fc.boolean(),
        (n, fallback) => !hasRight(null, n, fallback) && !hasRight(undefined, n, fallback),
      ),
    );
  });
  it('returns the named value when present, else the fallback', () => {
    fc.assert(
      fc.property(rightMap, name, fc.boolean(), (rights, n, fallback) => {
        const expected = n in rights ? rights[n] : fallback;
        expect(hasRight(rights, n, fallback)).toBe(expected);
      }),
    );
  });
  it('defaults the fallback to false', () => {
    expect(hasRight({}, 'RIGHT_COMP_VISIBLE_USER')).toBe(false);
    expect(hasRight({ RIGHT_COMP_VISIBLE_USER: true }, 'RIGHT_COMP_VISIBLE_USER')).toBe(true);
  });
});

describe('isOwnNetwork', () => {
  it('is true exactly when both guids are set and equal', () => {
    fc.assert(
      fc.property(fc.option(guid), fc.option(guid), (a, b) => {
        expect(isOwnNetwork(a, b)).toBe(a !== null && b !== null && a === b);
      }),
    );
    expect(isOwnNetwork(null, null)).toBe(false);
  });
});

describe('hasOwnRight', () => {
  it('the plain right allows every network; _OWN only the own one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), guid, guid, (plain, own, mine, other) => {
        const rights = { RIGHT_NETWORK_TAB_USER: plain, RIGHT_NETWORK_TAB_USER_OWN: own };
        expect(hasOwnRight(rights, 'RIGHT_NETWORK_TAB_USER', mine, mine)).toBe(plain || own);
        if (mine !== other) expect(hasOwnRight(rights, 'RIGHT_NETWORK_TAB_USER', mine, other)).toBe(plain);
      }),
    );
  });
  it('never allows a global user (no guidParent) through an _OWN right', () => {
    expect(hasOwnRight({ RIGHT_NETWORK_TAB_USER_OWN: true }, 'RIGHT_NETWORK_TAB_USER', null, 'x')).toBe(false);
  });
});

describe('catalogue', () => {
  it('has unique RIGHT_ names in the four groups, each with a German comment', () => {
    expect(new Set(RIGHT_NAMES).size).toBe(RIGHT_NAMES.length);
    for (const r of RIGHT_CATALOGUE) {
      expect(r.name).toMatch(/^RIGHT_[A-Z0-9_]+$/);
      expect(['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR']).toContain(r.groupName);
      expect(r.comment.length).toBeGreaterThan(5);
    }
  });
  it('has an _OWN variant for every network tab right', () => {
    for (const n of RIGHT_NAMES.filter((x) => /^RIGHT_NETWORK_TAB_[A-Z]+$/.test(x))) {
      expect(RIGHT_NAMES).toContain(`${n}_OWN`);
    }
  });
});
