import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath', () => {
  it('opens MainLocation with the dashboard right', () => {
    expect(landingPath({ RIGHT_COMP_VISIBLE_DASHBOARD: true })).toBe('/Dashboard/MainLocation');
  });
  it('opens /Dashboard without it, when it is false, or without credential data', () => {
    expect(landingPath({})).toBe('/Dashboard');
    expect(landingPath({ RIGHT_COMP_VISIBLE_DASHBOARD: false })).toBe('/Dashboard');
    expect(landingPath(null)).toBe('/Dashboard');
  });
});
