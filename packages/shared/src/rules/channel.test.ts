import { describe, expect, it } from 'vitest';
import { channelIn, channelKind, channelOf, flagsOf, organiserNetworkOf } from './channel.js';

const company = (guid: string, isMother: number, typ: number, guidParent: string | null = null) => ({
  guid,
  isMother,
  typ,
  guidParent,
});

describe('channel flags', () => {
  it('maps the two checkboxes to 0, 1 and 20', () => {
    expect(channelOf({ channel: false, organiser: false })).toBe(0);
    expect(channelOf({ channel: true, organiser: false })).toBe(1);
    expect(channelOf({ channel: false, organiser: true })).toBe(20);
    expect(flagsOf(20)).toEqual({ channel: true, organiser: true });
    expect(flagsOf(0)).toEqual({ channel: false, organiser: false });
    expect(channelKind(1)).toBe('channel');
  });

  it('finds the organiser network of a network or its location', () => {
    const map = new Map(
      [company('org', 1, 1), company('loc', 0, 0, 'org'), company('net', 1, 0), company('loc2', 0, 0, 'net')].map(
        (c) => [c.guid, c],
      ),
    );
    expect(organiserNetworkOf(map, 'org')).toBe('org');
    expect(organiserNetworkOf(map, 'loc')).toBe('org');
    expect(organiserNetworkOf(map, 'net')).toBeNull();
    expect(organiserNetworkOf(map, 'loc2')).toBeNull();
    expect(organiserNetworkOf(map, null)).toBeNull();
  });
});

describe('organiser channel outside an organiser network', () => {
  it('becomes a channel; everything else keeps its value', () => {
    expect(channelIn(20, { isMother: 1, typ: 1 })).toBe(20);
    expect(channelIn(20, { isMother: 1, typ: 0 })).toBe(1);
    expect(channelIn(20, { isMother: 0, typ: 1 })).toBe(1);
    expect(channelIn(20, null)).toBe(1);
    expect(channelIn(0, null)).toBe(0);
    expect(channelIn(1, { isMother: 1, typ: 0 })).toBe(1);
  });
});
