// A SMIL player pairs like the web player: its index shows the pairing page with the code; staff pair the code in
// Chromium via 'Bildschirm koppeln'; the next index is the screen's loop.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmilClient, type SmilTransport } from '../apps/server/src/test/smil-client.js';
import { waitFor } from '../apps/server/src/test/wait.js';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

interface Company {
  guid: string;
  name: string;
  city: string | null;
  typ: number;
}

/** The player's HTTP over the network, as a real SMIL player talks to the server. */
const fetchTransport: SmilTransport = async (req) => {
  const res = await fetch(new URL(req.url, b.baseURL), { method: req.method, headers: req.headers, body: req.body });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { statusCode: res.status, headers, body: await res.text() };
};

let admin: Page;
const target = { network: {} as Company, location: {} as Company, playlist: '', playlistName: '' };

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const networks = await apiCall<Company[]>(admin, 'POST', '/v1/companies/list', { isMother: 1 });
  for (const network of networks.filter((n) => n.typ === 0)) {
    const locations = await apiCall<Company[]>(admin, 'POST', '/v1/companies/list', {
      isMother: 0,
      guidParent: network.guid,
    });
    if (locations.length) {
      target.network = network;
      target.location = locations[0] as Company;
      break;
    }
  }
  if (!target.location.guid) throw new Error('demo data without a network that has a location');
  target.playlistName = `E2E SMIL ${Date.now()}`;
  const { guid } = await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
    guidCompany: target.network.guid,
    name: target.playlistName,
    orientation: 'horizontal',
  });
  target.playlist = guid;
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();
  const response = await admin.request.post(`/v1/playlists/upload/${guid}?active=1`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    multipart: { files: { name: 'e2e-smil.png', mimeType: 'image/png', buffer: image } },
  });
  expect(response.status(), await response.text()).toBe(200);
});

afterAll(async () => {
  await admin?.context().close();
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('pairing a SMIL player', () => {
  it('polls its index, shows the code; staff pair it in Geräte; the next index is the loop', async () => {
    const key = randomUUID();
    const client = new SmilClient(fetchTransport, `/smil/index.smil`, `GAPI/1.0 (UUID:${key}; Linux) garlic-linux/0.6`);
    expect(await client.refresh()).toBe('updated');
    const pageUrl = /<ref src="([^"]+)"/.exec(client.xml ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    // The pairing page the player shows, in Chromium as the player's browser would.
    const screen = await b.newPage();
    await screen.goto(pageUrl);
    await screen.getByText('Bildschirm koppeln', { exact: false }).first().waitFor();
    const code = (await screen.locator('.code').textContent()) ?? '';
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{3} [A-HJKMNP-Z2-9]{3}$/);
    expect(await screen.textContent('body')).toContain(key);

    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Geraete');
    await page.getByRole('button', { name: 'Bildschirm koppeln' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bildschirm koppeln' });
    await dialog.waitFor();
    await choose(page, 'Netzwerk', target.network.name);
    const locationName = target.location.city
      ? `${target.location.name} (${target.location.city})`
      : target.location.name;
    await choose(page, 'Standort', locationName);
    await choose(page, 'Playlist', target.playlistName);
    await dialog.getByLabel('Code vom Bildschirm').fill(code);
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    await dialog.getByTestId('pair-screen-done').waitFor();

    // The player's next refreshes (it polls): the index turns into the screen's loop.
    // Every 2 s, as often as the poll limit allows a HEAD and a GET.
    await waitFor(
      async () => ((await client.refresh()) === 'updated' && !client.xml?.includes('pairing.html') ? true : undefined),
      'the SMIL index to become the screen loop',
      30_000,
      2_000,
    );
    const answer = (await (await fetch(new URL(`/api/playlist?key=${key}`, b.baseURL))).json()) as {
      items: Array<{ guid: string; type: string }>;
    };
    expect(answer.items.map((i) => i.type)).toEqual(['IMAGE']);
    expect(client.playingAt(Date.now())?.map((m) => m.contentId)).toEqual(answer.items.map((i) => i.guid));
    await page.context().close();
    await screen.context().close();
  }, 120_000);
});
