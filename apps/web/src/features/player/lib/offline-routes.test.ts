import { describe, expect, it } from 'vitest';
import { offlineRoute } from './offline-routes';

const ORIGIN = 'http://127.0.0.1:8080';
const route = (address: string, mode = 'cors') => offlineRoute(new URL(address, ORIGIN), mode, ORIGIN);

describe("the player worker's choice of answer", () => {
  it('answers player pages itself (network first, else the shell), no other page', () => {
    expect(route('/player/0f2c', 'navigate')).toBe('page');
    expect(route('/player/0f2c?x=1', 'navigate')).toBe('page');
    expect(route('/Geraete/0f2c', 'navigate')).toBeNull();
    expect(route('/player', 'navigate')).toBeNull();
    expect(route('http://other.example/player/0f2c', 'navigate')).toBeNull();
  });

  it('answers media files from the media cache, also of the public URL', () => {
    expect(route('/media/net/1/a.mp4', 'no-cors')).toBe('media');
    expect(route('http://localhost:8080/media/net/1/a.png')).toBe('media');
  });

  it('leaves the protocol, the API and assets alone (the page keeps the answer, the precache the assets)', () => {
    expect(route('/api/playlist?key=0f2c')).toBeNull();
    expect(route('/v1/devices/list')).toBeNull();
    expect(route('/assets/index-abc.js')).toBeNull();
    expect(route('/media/a.png', 'navigate')).toBeNull();
  });
});
