import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { makeTestMedia, type TestMedia } from './lib/test-media.js';

const b = useBrowser();
const RUN = Date.now().toString(36);
let media: TestMedia;

beforeAll(async () => {
  media = await makeTestMedia(`e2e-${RUN}`);
});
afterAll(() => media?.cleanup());

const cardNames = (page: Page) =>
  page.getByTestId('item-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name')));

const card = (page: Page, name: string) => page.locator(`[data-testid="item-card"][data-name="${name}"]`);

async function createPlaylist(page: Page, name: string): Promise<string> {
  await page.goto('/Dashboard/Playlist');
  await page.getByRole('button', { name: 'Neu erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Playlist' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Netzwerk / Standort' }).click();
  await page.getByRole('option', { name: 'Sonnenschein Reisen GmbH' }).click();
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await page.waitForURL(/\/Playlist\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/** Drags the card's handle onto another card with real mouse moves (dnd-kit pointer sensor). */
async function dragCard(page: Page, from: string, to: string) {
  const handle = card(page, from).getByTestId('item-drag-handle');
  const source = await handle.boundingBox();
  const target = await card(page, to).boundingBox();
  if (!source || !target) throw new Error('cards not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width * 0.75, target.y + target.height / 2, { steps: 20 });
  const saved = page.waitForResponse((r) => r.url().endsWith('/sort') && r.request().method() === 'POST');
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
}

describe('playlist editor', () => {
  it('uploads, reorders, sets a validity window, adds a web item and a channel, shows the carousel', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await createPlaylist(page, `E2E Playlist ${RUN}`);
    const image = basename(media.png);
    const video = basename(media.mp4);

    // Upload both files with the picker: one progress bar per file, both reach 100 %.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dateien auswählen' }).click();
    await (await chooser).setFiles([media.png, media.mp4]);
    for (const file of [image, video]) {
      const bar = page.getByRole('progressbar', { name: `Upload ${file}` });
      await bar.waitFor();
      await page.locator(`[data-testid="upload-entry"][data-file="${file}"][data-status="done"]`).waitFor();
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    }
    await card(page, image).waitFor();
    await card(page, video).waitFor();
    expect(await cardNames(page)).toEqual([image, video]);
    // The video is converted in the background; the editor polls until it is done.
    await page.getByTestId('item-convert-status').waitFor({ state: 'detached', timeout: 90_000 });

    // Drag and drop: the image goes behind the video.
    await dragCard(page, image, video);
    expect(await cardNames(page)).toEqual([video, image]);

    // Validity window with the German date-time fields.
    await page.getByRole('button', { name: `Einstellungen von ${image}` }).click();
    const settings = page.getByRole('dialog', { name: 'Einstellungen' });
    await settings.getByRole('group', { name: 'Gültig von' }).getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type('010120301000');
    await settings.getByRole('group', { name: 'Gültig bis' }).getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type('311220301830');
    const itemSaved = page.waitForResponse((r) => r.url().endsWith('/item') && r.request().method() === 'POST');
    await settings.getByRole('button', { name: 'Speichern' }).click();
    expect((await itemSaved).status()).toBe(200);
    await settings.waitFor({ state: 'detached' });
    const validity = card(page, image).getByTestId('item-validity');
    await expect.poll(() => validity.textContent()).toBe('01.01.2030 10:00 – 31.12.2030 18:30');

    // Web item: the dialog starts with {host}; from the editor it is inactive at orderNr 900 (first).
    await page.getByRole('button', { name: 'Web-Eintrag hinzufügen' }).click();
    const web = page.getByRole('dialog', { name: 'Web-Adresse' });
    expect(await web.getByLabel('Web-Adresse').inputValue()).toBe('{host}');
    await web.getByLabel('Web-Adresse').fill('https://www.example.com/e2e-angebote');
    await web.getByRole('button', { name: 'Hinzufügen' }).click();
    await web.waitFor({ state: 'detached' });
    await card(page, 'Web URL').waitFor();
    expect(await card(page, 'Web URL').getByRole('switch').isChecked()).toBe(false);

    // Link the organiser channel.
    await page.getByRole('button', { name: 'Playlist hinzufügen' }).click();
    const link = page.getByRole('dialog', { name: 'Playlist hinzufügen' });
    await link.getByRole('radio', { name: /^Fernweh Sommerkanal/ }).check();
    await link.getByRole('button', { name: 'Hinzufügen' }).click();
    await link.waitFor({ state: 'detached' });
    await card(page, 'Fernweh Sommerkanal').waitFor();

    // Everything is stored: the order survives a reload.
    await page.reload();
    await card(page, 'Fernweh Sommerkanal').waitFor();
    expect(await cardNames(page)).toEqual(['Web URL', video, image, 'Fernweh Sommerkanal']);
    expect(await card(page, image).getByTestId('item-validity').textContent()).toBe(
      '01.01.2030 10:00 – 31.12.2030 18:30',
    );

    // The carousel shows the uploaded image, then plays the video.
    await page.goto(`/PlaylistItem/${guid}`);
    await page.getByRole('button', { name: `${image} ansehen` }).click();
    const carousel = page.getByTestId('item-carousel');
    const shown = carousel.getByRole('img', { name: image });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await carousel.getByRole('button', { name: 'Nächster Eintrag' }).click();
    expect(await carousel.getByRole('heading').textContent()).toBe('Fernweh Sommerkanal');
    await carousel.getByRole('button', { name: 'Vorheriger Eintrag' }).click();
    await carousel.getByRole('button', { name: 'Vorheriger Eintrag' }).click();
    const player = carousel.getByTestId('carousel-video');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(/\.web\.mp4$|\.mp4$/);
    await page.context().close();
  });

  it('shows the upload error dialog with the server text and code', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await createPlaylist(page, `E2E Fehler ${RUN}`);

    // Refused in the browser by its extension.
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dateien auswählen' }).click();
    await (await chooser).setFiles(media.txt);
    const dialog = page.getByRole('dialog', { name: 'Upload Fehler' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)');
    expect(await dialog.getByTestId('upload-error-code').textContent()).toContain('415');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Refused by the server by its content: the server's German message and its HTTP code.
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dateien auswählen' }).click();
    const answer = page.waitForResponse((r) => r.url().includes('/v1/playlists/upload/'));
    await (await chooser).setFiles(media.fakePng);
    const response = await answer;
    expect(response.status()).toBe(415);
    const body = (await response.json()) as { error: { message: string } };
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(body.error.message);
    expect(await dialog.getByTestId('upload-error-code').textContent()).toContain('415');
    expect(await page.getByTestId('item-card').count()).toBe(0);
    await page.context().close();
  });
});
