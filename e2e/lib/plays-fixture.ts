import { randomUUID } from 'node:crypto';
import { R } from '@signage/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { apiCall, tokenOf } from './api.js';
import { DEMO_PASSWORD } from './constants.js';
import { loginAs } from './session.js';

/** Setup of the proof-of-play spec through the API (the flows under test use the UI and the screens' protocol). */

/** A page's POST of a play batch (POST /api/plays; not /api/plays/glass, the glass check's capture). */
export const isPlayBatch = (req: { url(): string; method(): string }) =>
  req.method() === 'POST' && new URL(req.url()).pathname === '/api/plays';

/** The administrator's page (logged in, 1400×1000) and every screen listed for the administrator. */
export async function adminAndScreens(
  newPage: (options: { viewport: { width: number; height: number } }) => Promise<Page>,
) {
  const admin = await newPage({ viewport: { width: 1400, height: 1000 } });
  await loginAs(admin, 'admin');
  const { items } = await apiCall<{ items: Array<{ guid: string; name: string }> }>(admin, 'POST', '/v1/devices/list', {
    showAll: 1,
  });
  return { admin, devices: items };
}

export interface LoopItem {
  guid: string;
  name: string;
  /** Seconds the item is on screen in the loop. */
  duration: number;
}

/**
 * A new screen (registered by its first poll) at `location`, playing a loop of three pictures of the given
 * durations (their names carry `tag`, so the report's rows of this screen are told apart from the demo's).
 */
export async function screenWithLoop(admin: Page, location: string, tag: string, durations: number[]) {
  const device = randomUUID();
  expect200(await admin.request.get(`/api/playlist?key=${device}&version=e2e-plays`));
  const playlist = (
    await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
      name: `E2E Proof of Play ${tag}`,
      orientation: 'horizontal',
    })
  ).guid;
  const colours = ['#c1121f', '#2a9d8f', '#1d4ed8'];
  const authorization = `Bearer ${await tokenOf(admin)}`;
  for (const [n, colour] of colours.slice(0, durations.length).entries()) {
    const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
      .png()
      .toBuffer();
    expect200(
      await admin.request.post(`/v1/playlists/upload/${playlist}?active=1`, {
        headers: { authorization },
        multipart: { files: { name: `pop-${tag}-${n + 1}.png`, mimeType: 'image/png', buffer } },
      }),
    );
  }
  const { items } = await apiCall<{ items: Array<{ guid: string; name: string; orderNr: number }> }>(
    admin,
    'GET',
    `/v1/playlists/${playlist}`,
  );
  const ordered = [...items].sort((a, b) => a.orderNr - b.orderNr);
  const loop: LoopItem[] = ordered.map((item, n) => ({
    guid: item.guid,
    name: item.name,
    duration: durations[n] as number,
  }));
  for (const item of loop)
    await apiCall(admin, 'POST', `/v1/playlists/${playlist}/item`, { guid: item.guid, duration: item.duration });
  await apiCall(admin, 'GET', `/v1/playlists/linkToDevice/${playlist}/${device}`);
  await apiCall(admin, 'GET', `/v1/devices/link/${location}/${device}`);
  return { device, loop };
}

/**
 * A user of `location` (password as the demo users', see passwordOf) in a new role that sees the menu and, with
 * `reports`, has 'Benutzer darf Berichte sehen'; nothing else.
 */
export async function locationUser(admin: Page, location: string, username: string, reports: boolean) {
  const role = (await apiCall<{ guid: string }>(admin, 'POST', '/v1/roles', {})).guid;
  await apiCall(admin, 'POST', `/v1/roles/${role}`, { name: `E2E ${username}` });
  const rights = await apiCall<Array<{ guid: string; guidRight: string }>>(admin, 'POST', '/v1/rights/list', {
    guidRole: role,
  });
  const granted = reports ? [R.navigation, R.reports] : [R.navigation];
  for (const name of granted) {
    const right = rights.find((r) => r.guidRight === name);
    if (!right) throw new Error(`${name} missing`);
    await apiCall(admin, 'POST', `/v1/rights/${right.guid}`, { guidRole: role, allowed: 1 });
  }
  const user = (await apiCall<{ guid: string }>(admin, 'POST', '/v1/people', { guidParent: location, guidRole: role }))
    .guid;
  await apiCall(admin, 'POST', `/v1/people/${user}`, { username, password: DEMO_PASSWORD });
  return username;
}

function expect200(response: { status(): number; url(): string }) {
  if (response.status() !== 200) throw new Error(`${response.url()}: ${response.status()}`);
}

/** Today in Berlin as YYYY-MM-DD (the reports' days). */
export const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
