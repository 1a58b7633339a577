import { describe, expect, it } from 'vitest';
import { LOCATION_TABS, NETWORK_TABS, selectTab, visibleTabs } from './network-tabs';

const all = Object.fromEntries(NETWORK_TABS.map((t) => [t.right, true]));
const own = Object.fromEntries(NETWORK_TABS.map((t) => [`${t.right}_OWN`, true]));

describe('network tabs', () => {
  it('numbers the nine tabs as SPEC §2', () => {
    expect(NETWORK_TABS.map((t) => `${t.index}:${t.key}`)).toEqual([
      '0:stammdaten',
      '1:playlist',
      '2:devices',
      '3:locations',
      '4:users',
      '5:roles',
      '6:media',
      '7:comments',
      '8:import',
    ]);
    expect(LOCATION_TABS.map((t) => t.key)).toEqual([
      'stammdaten',
      'comments',
      'users',
      'playlist',
      'devices',
      'locations',
    ]);
  });

  it('hides Standorte and Import for organiser networks', () => {
    const ctx = { rights: all, myNetwork: null, network: 'n1', organiser: true };
    expect(visibleTabs(NETWORK_TABS, ctx).map((t) => t.index)).toEqual([0, 1, 2, 4, 5, 6, 7]);
  });

  it('uses the _OWN rights only in the own network', () => {
    expect(visibleTabs(NETWORK_TABS, { rights: own, myNetwork: 'n1', network: 'n1', organiser: false })).toHaveLength(
      9,
    );
    expect(visibleTabs(NETWORK_TABS, { rights: own, myNetwork: 'n1', network: 'n2', organiser: false })).toHaveLength(
      0,
    );
    expect(visibleTabs(NETWORK_TABS, { rights: own, myNetwork: null, network: null, organiser: false })).toHaveLength(
      0,
    );
  });

  it('shows only the tabs whose right is given', () => {
    const rights = { RIGHT_NETWORK_TAB_COMMENTS: true, RIGHT_NETWORK_TAB_DEVICES: true };
    const ctx = { rights, myNetwork: null, network: 'n1', organiser: false };
    expect(visibleTabs(NETWORK_TABS, ctx).map((t) => t.key)).toEqual(['devices', 'comments']);
    expect(visibleTabs(NETWORK_TABS, { ...ctx, rights: null })).toEqual([]);
  });

  it('selects the tab of the URL, else the first visible one', () => {
    const visible = visibleTabs(NETWORK_TABS, { rights: all, myNetwork: null, network: 'n', organiser: true });
    expect(selectTab(visible, '7')).toEqual({ tab: NETWORK_TABS[7], canonical: true });
    expect(selectTab(visible, '3')).toEqual({ tab: NETWORK_TABS[0], canonical: false });
    expect(selectTab(visible, 'abc').canonical).toBe(false);
    expect(selectTab(visible, undefined).tab?.index).toBe(0);
    expect(selectTab([], '1')).toEqual({ tab: null, canonical: false });
  });
});
