import { describe, expect, it } from 'vitest';
import { devicePath, locationCloseTarget, locationPath, playlistPath, rolePath, userPath } from './company-paths';

describe('company paths', () => {
  it('links a location inside or outside its network', () => {
    expect(locationPath('n1', 'l1')).toBe('/Netzwerke/n1/Standort/l1');
    expect(locationPath(null, 'l1')).toBe('/Standort/l1');
  });

  it('opens users in the network or location context', () => {
    expect(userPath({ network: 'n1' }, 'u1')).toBe('/Netzwerke/n1/Benutzer/u1');
    expect(userPath({ network: 'n1', location: 'l1' }, 'u1')).toBe('/Netzwerke/n1/Standort/l1/Benutzer/u1');
    expect(userPath({ network: null, location: 'l1' }, 'u1')).toBe('/Benutzer/u1');
  });

  it('links roles, playlists and devices of a network', () => {
    expect(rolePath('n1', 'r1')).toBe('/Netzwerke/n1/Rollen/r1');
    expect(playlistPath('n1', 'p1')).toBe('/Netzwerke/n1/Playlist/p1');
    expect(playlistPath(null, 'p1')).toBe('/Playlist/p1');
    expect(devicePath('n1', 'd1')).toBe('/Netzwerke/n1/Geraete/d1');
  });

  it('closes a location to its network Standorte tab (3) or the list', () => {
    expect(locationCloseTarget('n1')).toBe('/Netzwerke/n1/3');
    expect(locationCloseTarget(null)).toBe('/Dashboard/Netzwerke');
  });
});
