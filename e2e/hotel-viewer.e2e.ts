import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../apps/server/src/test/wait.js';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { HOTEL_DRIVE_URL } from './lib/constants.js';
import { demoLocation } from './lib/demo-data.js';
import { E2E_HOTEL, E2E_HOTEL_STARS, hotelFixture, PICTURES, worldPixel } from './lib/hotel-fixture.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const tileURL = inject('tileURL');
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';

let admin: Page;
let code: string;

/** expect.poll waits 1 s by default; lazy chunks (map, charts) on a busy machine need longer. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const shot = (page: Page, name: string) => page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
const tileRequests = async () => (await (await fetch(`${tileURL}/requests`)).json()) as string[];

/** Imports the fixture through the admin route and waits until the run is done (independent of the demo seed). */
async function importFixture(page: Page) {
  const response = await page.request.post('/v1/hotels/import', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: {
      file: { name: 'hotels.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(hotelFixture(tileURL)) },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const status = await waitFor(
    async () => {
      const now = await apiCall<{ state: string; created: number; updated: number; errorCount: number }>(
        page,
        'GET',
        `/v1/hotels/import/${id}`,
      );
      return now.state === 'running' ? undefined : now;
    },
    'Hotelimport beendet',
    20_000,
    100,
  );
  expect(status).toMatchObject({ state: 'done', errorCount: 0 });
  expect(status.created + status.updated).toBe(2);
}

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  code = (await demoLocation(admin, 'Berlin-Mitte', LOCATION)).offerCode;
  await importFixture(admin);
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

/** Opens /oc/index with the offer code and searches; resolves with the card of the hotel `name` (of the e2e provider). */
async function search(page: Page, text: string, name: string = E2E_HOTEL.name) {
  await page.goto(`/oc/index?code=${code}`);
  await page.getByRole('searchbox', { name: 'Hotel, Ort oder Region' }).fill(text);
  return page
    .getByTestId('hotel-results')
    .locator('li')
    .filter({ hasText: name })
    .filter({ hasText: E2E_HOTEL.provider });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The directory's address of a picture the page shows through this server's picture proxy (`u`). */
const fileOf = (src: string) => new URL(src).searchParams.get('u') ?? src;

describe('hotel viewer (/oc/index)', () => {
  it('finds the hotel despite a typo and shows Details, Bilder, Karte and Klima', async () => {
    const page = await b.newPage();
    const card = await search(page, 'iberostra palma');
    await card.waitFor();
    await poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // the stars: one image with a German label; as many star places as the hotel has stars (rounded up), each
    // drawn as two halves: four whole and one half star are nine filled halves
    const stars = card.getByRole('img', { name: '4,5 Sterne', exact: true });
    await stars.waitFor();
    expect(await stars.locator('.MuiRating-decimal').count()).toBe(Math.ceil(E2E_HOTEL_STARS));
    expect(await stars.locator('.MuiRating-iconFilled').count()).toBe(E2E_HOTEL_STARS * 2);
    await shot(page, '1-oc-results');
    await card.click();

    // Details (tab 2): texts by language, address, links, the Drive button
    await page.waitForURL(
      (url) => url.searchParams.get('gid') === E2E_HOTEL.gid && url.searchParams.get('tab') === '2',
    );
    await page.getByText('Das Hotel liegt direkt an der Strandpromenade der Playa de Palma.').waitFor();
    await page.getByText('Carrer de Santa Fe 28').waitFor();
    await page.getByRole('img', { name: '4,5 Sterne', exact: true }).waitFor();
    // the link says what it is, not the directory's type
    await page.getByRole('link', { name: 'Website des Hotels' }).waitFor();
    const drive = page.getByRole('link', { name: 'Drive' });
    expect(await drive.getAttribute('href')).toBe(HOTEL_DRIVE_URL.replace('{gid}', E2E_HOTEL.gid));
    expect(await drive.getAttribute('target')).toBe('_blank');
    await shot(page, '2-tab-details');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('The hotel is right on the promenade of Playa de Palma.').waitFor();

    // Bilder (tab 0): lazy tiles in a small resolution, the fullscreen viewer in a large one
    await tab(page, 'Bilder').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '0');
    const tiles = page.getByTestId('hotel-gallery').locator('img');
    await poll(() => tiles.count()).toBe(PICTURES.length);
    expect(await tiles.first().getAttribute('loading')).toBe('lazy');
    await poll(() => tiles.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(
      true,
    );
    // srcset + sizes: the browser took a small resolution for the tiles (currentSrc = the file it loaded)
    const loaded = await tiles.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    // through this server's picture proxy (`u`: the directory's address of the file)
    const files = loaded.map(fileOf);
    expect(
      files.every((src) => /-(320|800)\.png$/.test(src)),
      String(loaded),
    ).toBe(true);
    expect((await tileRequests()).some((path) => path.endsWith('-1600.png'))).toBe(false);
    await shot(page, '3-tab-images');
    await tiles.first().click();
    const current = page.locator('.yarl__slide_current');
    await poll(() => current.getAttribute('aria-label')).toBe(`Bild 1 von ${PICTURES.length}`);
    await page.keyboard.press('ArrowRight');
    await poll(() => current.getAttribute('aria-label')).toBe(`Bild 2 von ${PICTURES.length}`);
    await poll(async () => (await tileRequests()).includes(`/img/${PICTURES[1]}-1600.png`)).toBe(true);
    // the viewer shows the picture in the resolution for the screen (1366 px wide → the 1600 px file)
    const shown = current.locator('img');
    await poll(() =>
      shown.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    expect(fileOf(await shown.evaluate((img) => (img as HTMLImageElement).currentSrc))).toMatch(
      new RegExp(`/img/${PICTURES[1]}-1600\\.png$`),
    );
    await shot(page, '4-viewer');
    await page.keyboard.press('Escape');
    await poll(() => page.locator('.yarl__root').count()).toBe(0);

    // Karte (tab 1): tiles from the local server, the pin exactly at the hotel's position
    await tab(page, 'Karte').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '1');
    const answer = (await (
      await page.request.post(`/v1/grequest/hotel?code=${code}`, { data: { gid: E2E_HOTEL.gid } })
    ).json()) as { map: { zoom: number; attribution: string } };
    const zoom = answer.map.zoom;
    const world = worldPixel(E2E_HOTEL.latitude, E2E_HOTEL.longitude, zoom);
    const [tx, ty] = [Math.floor(world.x / 256), Math.floor(world.y / 256)];
    const tileImg = page.locator(`img.leaflet-tile-loaded[src$="/${zoom}/${tx}/${ty}.png"]`);
    await tileImg.waitFor();
    expect(await tileRequests()).toContain(`/${zoom}/${tx}/${ty}.png`);
    const tileBox = await tileImg.boundingBox();
    const markerBox = await page.locator('.hotel-map-marker').boundingBox();
    if (!tileBox || !markerBox) throw new Error('map not drawn');
    // the pin's tip (bottom centre of the marker) must sit on the hotel's pixel inside its tile
    expect(Math.abs(markerBox.x + markerBox.width / 2 - (tileBox.x + world.x - tx * 256))).toBeLessThan(1.5);
    expect(Math.abs(markerBox.y + markerBox.height - (tileBox.y + world.y - ty * 256))).toBeLessThan(1.5);
    expect(await page.locator('.leaflet-control-attribution').innerText()).toContain(answer.map.attribution);
    // the map's controls speak German
    await page.getByRole('button', { name: 'Vergrößern' }).waitFor();
    await page.getByRole('button', { name: 'Verkleinern' }).waitFor();
    expect(await page.getByTestId('hotel-map-tiles-failed').count()).toBe(0);
    await shot(page, '5-tab-map');

    // Klima (tab 4): both charts and the table of 12 months
    await tab(page, 'Klima').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '4');
    const rows = page.getByTestId('hotel-climate-table').locator('tbody tr');
    await poll(() => rows.count()).toBe(12);
    expect(await rows.first().locator('th').innerText()).toBe('Januar');
    expect(await rows.last().locator('th').innerText()).toBe('Dezember');
    const climate = page.getByTestId('hotel-climate');
    await poll(() => climate.locator('svg .MuiLineChart-line').count()).toBe(3);
    await poll(() => climate.locator('svg .MuiBarChart-element').count()).toBe(24);
    await shot(page, '6-tab-climate');

    // the tab lives in the URL; 3 goes back to the list
    await page.reload();
    await poll(() => tab(page, 'Klima').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Zurück zur Liste' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '3');
    await card.waitFor();
    await page.context().close();
  }, 120_000);

  it('shows no stars for a hotel whose category is unknown', async () => {
    const page = await b.newPage();
    const card = await search(page, 'Kos Bucht E2E', 'Hotel Kos Bucht E2E');
    await card.waitFor();
    expect(await card.getByTestId('hotel-stars').count()).toBe(0);
    await card.click();
    await page.getByText('GIATA-ID: e2e-900002').waitFor();
    expect(await page.getByTestId('hotel-stars').count()).toBe(0);
    await page.context().close();
  });

  it('says so when nothing is found, and a wrong code only ends the loading with a German note', async () => {
    const page = await b.newPage();
    await search(page, 'qqqxxzz wwwyyvv');
    await page.getByText('Keine Hotels gefunden.').waitFor();
    await page.goto(`/oc/index?code=${'f'.repeat(32)}`);
    await page.getByRole('searchbox', { name: 'Hotel, Ort oder Region' }).fill('palma');
    await page.getByTestId('hotel-error').waitFor();
    expect(await page.getByTestId('hotel-error').innerText()).toContain('Die Hotels konnten nicht geladen werden.');
    // the refusal names the hotel viewer, not the offer tool
    expect(await page.getByTestId('hotel-error').innerText()).toContain('für den Hotelviewer');
    expect(page.url()).toContain('/oc/index');
    await page.context().close();
  });

  it('says so when the map tiles cannot be loaded', async () => {
    const page = await b.newPage();
    await page.route(`${tileURL}/*/*/*.png`, (route) => route.abort());
    await page.goto(`/oc/index?code=${code}&gid=${E2E_HOTEL.gid}&tab=1`);
    await page.getByTestId('hotel-map-tiles-failed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('hotel-map-tiles-failed').innerText()).toBe(
      'Die Kartenkacheln konnten nicht geladen werden. Die Lage des Hotels ist trotzdem markiert.',
    );
    await shot(page, '5b-tab-map-no-tiles');
    await page.context().close();
  });
});

describe('hotel viewer (/ga/index)', () => {
  it('lists Name, Anbieter, GiataID and opens the overview with a close icon (signed in, no code)', async () => {
    await admin.goto('/ga/index');
    await admin.getByRole('searchbox', { name: 'Hotel, Ort oder Region' }).fill('iberostar playa palma');
    const row = admin.getByTestId('giata-results').locator('tr').filter({ hasText: E2E_HOTEL.gid });
    await row.waitFor();
    expect(await admin.getByTestId('giata-results').locator('th').allInnerTexts()).toEqual([
      'Name',
      'Anbieter',
      'GiataID',
    ]);
    await row.getByRole('link', { name: E2E_HOTEL.name }).click();
    await admin.waitForURL(
      (url) => url.pathname === `/ga/index/${E2E_HOTEL.gid}/${encodeURIComponent(E2E_HOTEL.provider)}`,
    );
    await admin.getByText(`GIATA-ID: ${E2E_HOTEL.gid}`).waitFor();
    await admin.getByText(`Anbieter: ${E2E_HOTEL.provider}`).waitFor();
    await admin.getByRole('img', { name: '4,5 Sterne', exact: true }).waitFor();
    await poll(() => admin.getByTestId('hotel-gallery').locator('img').count()).toBe(PICTURES.length);
    await admin.locator('.hotel-map-marker').waitFor();
    await poll(() => admin.getByTestId('hotel-climate-table').locator('tbody tr').count()).toBe(12);
    await admin.getByText('Carrer de Santa Fe 28').waitFor();
    await poll(() =>
      admin
        .getByTestId('hotel-gallery')
        .locator('img')
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await shot(admin, '7-ga-overview');
    await admin.getByRole('link', { name: 'Schließen' }).click();
    await admin.waitForURL((url) => url.pathname === '/ga/index');
    // closing the hotel keeps the search: the same text, the same list
    expect(await admin.getByRole('searchbox', { name: 'Hotel, Ort oder Region' }).inputValue()).toBe(
      'iberostar playa palma',
    );
    await row.waitFor();
  });

  it('opens /ga/index/{giataId} without a provider (the hotel first provider)', async () => {
    const page = await b.newPage();
    await page.goto(`/ga/index/${E2E_HOTEL.gid}?code=${code}`);
    await page.getByText(`GIATA-ID: ${E2E_HOTEL.gid}`).waitFor();
    await page.getByRole('link', { name: 'Schließen' }).click();
    await page.waitForURL((url) => url.pathname === '/ga/index' && url.searchParams.get('code') === code);
    await page.context().close();
  });
});
