import { devicesChanged, mediaChanged, playlistsChanged } from '../../player/invalidation.js';

/**
 * Tells the screens' protocol caches of this process what changed, after the transaction committed
 * (other processes notice through the protocol's periodic fingerprint, which reads `changed`).
 * `true` means "all of them".
 */
export function notifyPlayers(changed: {
  playlists?: readonly string[] | true;
  media?: readonly string[] | true;
  devices?: readonly string[] | true;
}): void {
  const pass = (value: readonly string[] | true | undefined, fn: (guids?: readonly string[]) => void) => {
    if (value === true) fn();
    else if (value && value.length > 0) fn(value);
  };
  pass(changed.playlists, playlistsChanged);
  pass(changed.media, mediaChanged);
  pass(changed.devices, devicesChanged);
}
