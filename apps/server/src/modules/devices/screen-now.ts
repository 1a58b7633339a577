/**
 * 'Läuft gerade' of the support list and the device page tells what the screen shows by what the server knows: 'aus
 * (Ruhezeit)' in its off-time, the announcement that runs for it in its on-time (the player layer's rule of which one
 * shows), else the screen's own report (the plays module's now playing).
 */
import { DEFAULT_SCREEN_POWER, type Device, type NowPlaying, screenNow } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { announcementsFor, loadAnnouncements, showingAt } from '../../player/announcements.js';
import type { LocationHours } from '../companies/opening-hours.js';

/** `reported`: what the screens said; `places`: each device's location hours and zone. */
export async function screensNow(
  ctx: AppContext,
  devices: readonly Device[],
  reported: ReadonlyMap<string, NowPlaying>,
  places: ReadonlyMap<string, LocationHours>,
): Promise<Map<string, NowPlaying | null>> {
  const now = ctx.clock.now();
  const networks = [...new Set(devices.flatMap((d) => (d.networkGuid ? [d.networkGuid] : [])))];
  const announced = await loadAnnouncements(ctx.db, networks, now);
  const result = new Map<string, NowPlaying | null>();
  for (const device of devices) {
    const own = reported.get(device.guid) ?? null;
    const place = places.get(device.guid);
    // A screen that is offline shows nobody knows what: its last report stands.
    if (!place || device.health === 'offline') {
      result.set(device.guid, own);
      continue;
    }
    const running = device.networkGuid
      ? showingAt(
          announcementsFor(announced.get(device.networkGuid), { guid: device.guid, location: device.guidCompany }),
          now,
        )
      : null;
    const state = screenNow({
      power: device.power ?? DEFAULT_SCREEN_POWER,
      hours: place.hours,
      timeZone: place.timeZone,
      now,
      announcement: running,
    });
    if (state.kind === 'reported') result.set(device.guid, own);
    else if (state.kind === 'off')
      result.set(device.guid, { ...EMPTY, kind: 'off', name: 'aus (Ruhezeit)', since: state.since });
    else
      result.set(device.guid, {
        ...EMPTY,
        kind: 'announcement',
        item: state.announcement.guid,
        name: state.announcement.text,
        type: 'ANNOUNCEMENT',
        since: state.announcement.from,
        live: device.health === 'online',
      });
  }
  return result;
}

const EMPTY: NowPlaying = {
  kind: 'item',
  item: '',
  name: '',
  type: null,
  thumb: null,
  since: null,
  until: null,
  live: false,
};
