import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

const located = { guidParent: '6f1c2a3b-0000-4000-8000-000000000001' };

describe('landingPath', () => {
  it('opens MainLocation with the dashboard right for a user with a location', () => {
    const rights = { RIGHT_COMP_VISIBLE_DASHBOARD: true, RIGHT_DASHBOARD_VISIBLE_DEVICES: true };
    expect(landingPath({ ...located, rights })).toBe('/Dashboard/MainLocation');
  });
  it('opens the dashboard for a user with a location who may not read its devices (the page would be empty)', () => {
    expect(landingPath({ ...located, rights: { RIGHT_COMP_VISIBLE_DASHBOARD: true } })).toBe('/Dashboard/Main');
  });
  it('opens the dashboard with its tiles for a user without a location (administrator, support)', () => {
    expect(landingPath({ guidParent: null, rights: { RIGHT_COMP_VISIBLE_DASHBOARD: true } })).toBe('/Dashboard/Main');
  });
  it('opens /Dashboard without the right, when it is false, or without credential data', () => {
    expect(landingPath({ ...located, rights: {} })).toBe('/Dashboard');
    expect(landingPath({ ...located, rights: { RIGHT_COMP_VISIBLE_DASHBOARD: false } })).toBe('/Dashboard');
    expect(landingPath(null)).toBe('/Dashboard');
  });
  it("opens the tour operators' portal for an operator's user (it has no staff menu)", () => {
    expect(landingPath({ guidParent: null, rights: { RIGHT_OPERATOR_PORTAL: true } })).toBe('/Veranstalter-Portal');
  });
});
