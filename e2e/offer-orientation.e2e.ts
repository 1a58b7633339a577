// A landscape and a portrait screen play one playlist; after 'Angebot hinzufügen' in the offer tool each web player
// shows the image of its own shape (and only that one).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { demoLocation } from './lib/demo-data.js';
import { placeScreen } from './lib/offer-tool.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
/** A demo location no other spec uses (the link names no advisoryId: the location's own is taken). */
const LOCATION = 'Sonnenschein Reisen München';
const OFFER_ID = '1000';

interface AnswerItem {
  guid: string;
  name: string;
  orientation?: string;
}

let admin: Page;
let code = '';
let playlist = '';
const screens = { landscape: randomUUID(), portrait: randomUUID() };

const answerOf = async (key: string) => {
  const res = await fetch(`${b.baseURL}/api/playlist?key=${key}&version=e2e-orientation`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: AnswerItem[] }).items;
};

/** The web player of a screen in a window of the screen's shape; resolves with the shown image's size. */
async function shownImage(key: string, size: { width: number; height: number }, shot: string) {
  const page = await b.newPage();
  await page.setViewportSize(size);
  await page.goto(`/player/${key}`);
  const image = page.locator('img[data-testid="player-item"]');
  await image.waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
  );
  const shown = await image.evaluate((el) => {
    const img = el as HTMLImageElement;
    return { guid: img.dataset.itemGuid, width: img.naturalWidth, height: img.naturalHeight };
  });
  await page.screenshot({ path: shotPath(shot) });
  await page.context().close();
  return shown;
}

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const location = await demoLocation(admin, 'München', LOCATION);
  code = location.offerCode;
  playlist = (
    await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
      guidCompany: location.guid,
      name: 'München Schaufenster',
    })
  ).guid;
  const place = (key: string, name: string, orientation: 'horizontal' | 'vertical') =>
    placeScreen(admin, b.baseURL, { key, location: location.guid, name, orientation, playlist });
  await place(screens.landscape, 'München Schaufenster quer', 'horizontal');
  await place(screens.portrait, 'München Stele', 'vertical');
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('offer images by screen shape', () => {
  it('a landscape and a portrait screen of one playlist each play the image of their shape', async () => {
    const page = await b.newPage();
    await page.goto(`/pc/addImage?code=${code}&offerId=${OFFER_ID}&provider=demo`);
    await page.getByTestId('offer-image-h').waitFor({ timeout: 240_000 });
    await page.getByRole('button', { name: 'Weiter' }).click();
    // step 2 lists each screen under the shape of the image it gets
    const group = (title: string) =>
      page
        .locator('.MuiStack-root')
        .filter({ has: page.getByText(title, { exact: true }) })
        .last();
    await group('Bildschirme für das Querformat')
      .getByRole('button', { name: /München Schaufenster quer/ })
      .waitFor();
    await group('Bildschirme für das Hochformat')
      .getByRole('button', { name: /München Stele/ })
      .waitFor();
    expect(await group('Bildschirme für das Hochformat').getByRole('button').count()).toBe(1);
    await page.screenshot({ path: shotPath('orientation-step2.png'), fullPage: true });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    await page.getByText('Angebot wurde der Playlist hinzugefügt.').waitFor({ timeout: 120_000 });
    await page.context().close();

    // the protocol answers: exactly one image each, marked with the screen's shape
    const [landscape, portrait] = [await answerOf(screens.landscape), await answerOf(screens.portrait)];
    expect(landscape.map((i) => [i.name, i.orientation])).toEqual([
      [`Angebot ${OFFER_ID} horizontal.png`, 'horizontal'],
    ]);
    expect(portrait.map((i) => [i.name, i.orientation])).toEqual([[`Angebot ${OFFER_ID} vertikal.png`, 'vertical']]);

    // the web players show them: a wide image on the landscape screen, a tall one on the portrait screen
    const wide = await shownImage(screens.landscape, { width: 1280, height: 720 }, 'orientation-player-landscape.png');
    expect(wide).toMatchObject({ guid: landscape[0].guid });
    expect(wide.width).toBeGreaterThan(wide.height);
    const tall = await shownImage(screens.portrait, { width: 540, height: 960 }, 'orientation-player-portrait.png');
    expect(tall).toMatchObject({ guid: portrait[0].guid });
    expect(tall.height).toBeGreaterThan(tall.width);
  });

  it('the stage preview of each screen walks through its own image only', async () => {
    for (const [key, name] of [
      [screens.landscape, `Angebot ${OFFER_ID} horizontal.png`],
      [screens.portrait, `Angebot ${OFFER_ID} vertikal.png`],
    ]) {
      await admin.goto(`/preview/${key}`);
      const cards = admin.getByTestId('item-cards').getByTestId('item-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain(name.replace('.png', ''));
    }
    await admin.screenshot({ path: shotPath('orientation-stage-portrait.png'), fullPage: true });
  });

  it('the playlist editor shows where an item plays, and its settings change it', async () => {
    await admin.goto(`/Playlist/${playlist}`);
    const card = (name: string) => admin.getByTestId('item-card').filter({ hasText: name });
    const landscapeCard = card(`Angebot ${OFFER_ID} horizontal.png`);
    expect(await landscapeCard.getByTestId('item-orientation').textContent()).toBe('Nur auf Querformat-Bildschirmen');
    expect(await card(`Angebot ${OFFER_ID} vertikal.png`).getByTestId('item-orientation').textContent()).toBe(
      'Nur auf Hochformat-Bildschirmen',
    );
    await admin.screenshot({ path: shotPath('orientation-editor.png'), fullPage: true });
    await landscapeCard.getByRole('button', { name: /^Einstellungen von/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Einstellungen' });
    const screensField = dialog.getByRole('combobox', { name: 'Bildschirme' });
    expect(await screensField.textContent()).toBe('Nur Querformat');
    await screensField.click();
    await admin.getByRole('option', { name: 'Alle Bildschirme' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await landscapeCard.getByTestId('item-orientation').waitFor({ state: 'detached' });
    // now the portrait screen plays the landscape image as well
    await expect.poll(async () => (await answerOf(screens.portrait)).length).toBe(2);
  });
});
