import { describe, expect, it } from 'vitest';
import { buildLoopRows, type LoopItem, type LoopPlaylist, reachablePlaylists } from './loop-view';

const NOW = Date.UTC(2025, 9, 24, 12);
const DAY = 86_400_000;
let n = 0;
const item = (patch: Partial<LoopItem>): LoopItem => ({
  guid: `item-${++n}`,
  name: `Eintrag ${n}`,
  title: null,
  type: 'IMAGE',
  orderNr: n * 100,
  duration: 10,
  active: 1,
  activeFrom: null,
  activeTill: null,
  convertStatus: null,
  playable: true,
  linkedPlaylist: null,
  ...patch,
});
const playlist = (guid: string, items: LoopItem[]): LoopPlaylist => ({ guid, name: `Playlist ${guid}`, items });

describe('readable loop', () => {
  const channel = playlist('kanal', [item({ name: 'Türkei' }), item({ name: 'Alt', activeTill: NOW - DAY })]);
  const root = playlist('root', [
    item({ name: 'Später', orderNr: 50, activeFrom: NOW + DAY }),
    item({ name: 'Mallorca', orderNr: 10 }),
    item({ name: 'Aus', orderNr: 60, active: 0 }),
    item({ name: 'Video', orderNr: 70, type: 'VIDEO', convertStatus: 'running', playable: false }),
    item({ name: 'Kanal', orderNr: 80, type: 'PLAYLIST', linkedPlaylist: 'kanal' }),
  ]);
  const loaded = new Map([
    ['root', root],
    ['kanal', channel],
  ]);

  it('lists items in play order with the reason they do not play', () => {
    const rows = buildLoopRows('root', loaded, NOW);
    expect(rows.map((r) => [r.name, r.depth, r.state.kind])).toEqual([
      ['Mallorca', 0, 'playing'],
      ['Später', 0, 'starts'],
      ['Aus', 0, 'inactive'],
      ['Video', 0, 'converting'],
      ['Kanal', 0, 'linked'],
      ['Türkei', 1, 'playing'],
      ['Alt', 1, 'ended'],
    ]);
  });

  it('marks the items of a switched-off link', () => {
    const off = new Map(loaded);
    off.set('root', playlist('root', [item({ type: 'PLAYLIST', linkedPlaylist: 'kanal', active: 0 })]));
    const rows = buildLoopRows('root', off, NOW);
    expect(rows.map((r) => r.state.kind)).toEqual(['inactive', 'linkOff', 'ended']);
  });

  it('survives links that are missing or loop back', () => {
    const cyclic = new Map([
      ['a', playlist('a', [item({ type: 'PLAYLIST', linkedPlaylist: 'b' })])],
      [
        'b',
        playlist('b', [
          item({ type: 'PLAYLIST', linkedPlaylist: 'a' }),
          item({ type: 'PLAYLIST', linkedPlaylist: 'x' }),
        ]),
      ],
    ]);
    const rows = buildLoopRows('a', cyclic, NOW);
    expect(rows.map((r) => r.state.kind)).toEqual(['linked', 'unavailable', 'unavailable']);
    expect(reachablePlaylists('a', cyclic)).toEqual(['a', 'b', 'x']);
  });
});
