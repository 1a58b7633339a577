import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { makeTestMedia, type TestMedia } from './lib/test-media.js';

const b = useBrowser();
const RUN = Date.now().toString(36);
let media: TestMedia;

beforeAll(async () => {
  media = await makeTestMedia(`e2e-cm-${RUN}`);
});
afterAll(() => media?.cleanup());

interface Named {
  guid: string;
  name: string;
}

/** Own records for this file: a network with one location, and a channel of that network. */
async function setUpNetwork(page: Page, organiser: boolean, label: string) {
  const network = await apiCall<Named>(page, 'POST', '/v1/companies', {
    isMother: 1,
    typ: organiser ? 1 : 0,
    name: `E2E Netz ${label} ${RUN}`,
  });
  // Organiser networks have no locations.
  const location = organiser
    ? null
    : await apiCall<Named>(page, 'POST', '/v1/companies', {
        guidParent: network.guid,
        name: `E2E Filiale ${label} ${RUN}`,
      });
  const channel = await apiCall<Named>(page, 'POST', '/v1/playlists', {
    guidCompany: network.guid,
    channel: 1,
    name: `E2E Kanal ${label} ${RUN}`,
  });
  return { network, location, channel };
}

const linkCall = (path: string) => (r: { url: () => string }) => r.url().includes(path);

async function uploadTo(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Dateien auswählen' }).click();
  await (await chooser).setFiles(file);
  await page.locator(`[data-testid="upload-entry"][data-file="${basename(file)}"][data-status="done"]`).waitFor();
}

describe('channels', () => {
  it('assigns and removes a channel per location, per network and with the distribution dialog', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const { network, location: created, channel } = await setUpNetwork(page, false, 'A');
    const location = created!;
    await page.goto('/Dashboard/Channels');
    await page.getByRole('row', { name: new RegExp(channel.name) }).waitFor();

    // Standorte: the switch links the channel into the location's loop (one is created) and removes it.
    await page.getByRole('tab', { name: 'Standorte' }).click();
    await page.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: new RegExp(location.name) }).click();
    const toggle = page.getByRole('switch', { name: `${channel.name} zuweisen` });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    const linked = page.waitForResponse(linkCall(`/v1/playlists/link/${channel.guid}/${location.guid}`));
    await toggle.click();
    expect(((await (await linked).json()) as { linksAdded: number }).linksAdded).toBe(1);
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // Netzwerke: the network shows 1 of 1 locations; 'Entfernen' deletes the linked item.
    await page.getByRole('tab', { name: 'Netzwerke' }).click();
    await page.getByRole('combobox', { name: 'Netzwerk' }).click();
    await page.getByRole('option', { name: network.name }).click();
    const row = page.locator(`[data-testid="network-channel-row"][data-name="${channel.name}"]`);
    await row.getByText('1 von 1 Standorten').waitFor();
    const removed = page.waitForResponse(linkCall(`/v1/playlists/unlink/${channel.guid}/company/${network.guid}`));
    await row.getByRole('button', { name: 'Entfernen' }).click();
    expect((await removed).status()).toBe(200);
    await row.getByText('0 von 1 Standorten').waitFor();

    // Kanäle: the distribution dialog assigns it again; the statistics count the link.
    await page.getByRole('tab', { name: 'Kanäle' }).click();
    await page.getByRole('button', { name: `${channel.name} verteilen` }).click();
    const dialog = page.getByRole('dialog', { name: `„${channel.name}“ verteilen` });
    await dialog.getByRole('combobox', { name: 'Netzwerk' }).click();
    await page.getByRole('option', { name: network.name }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(location.name) }).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Die Zuweisung wurde gespeichert.').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('button', { name: `Statistik von ${channel.name}` }).click();
    const stats = page.getByRole('dialog', { name: `Statistik: ${channel.name}` });
    await expect.poll(() => stats.getByTestId('stats-linked').textContent()).toBe('1');
    await page.context().close();
  });

  it('shares a playlist of an organiser network only, with its statistics', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const organiser = await setUpNetwork(page, true, 'V');
    const normal = await setUpNetwork(page, false, 'B');
    await page.goto('/Dashboard/Playlist');
    await page.getByLabel('Alle anzeigen').check();
    await page.getByLabel('Playlist suchen').fill(RUN);
    await page.getByRole('row', { name: new RegExp(organiser.channel.name) }).waitFor();
    await page.getByRole('row', { name: new RegExp(normal.channel.name) }).waitFor();
    expect(await page.getByRole('button', { name: `Playlist ${normal.channel.name} teilen` }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('playlistShowAll'))).toBe('true');

    await page.getByRole('button', { name: `Playlist ${organiser.channel.name} teilen` }).click();
    const share = page.getByRole('dialog', { name: `„${organiser.channel.name}“ teilen` });
    await share.getByRole('combobox', { name: 'Netzwerk' }).click();
    await page.getByRole('option', { name: normal.network.name }).click();
    await share.getByRole('checkbox', { name: normal.location!.name }).check();
    await share.getByRole('button', { name: 'Teilen' }).click();
    await share.getByText('Geteilt mit 1 Standorten, 1 Playlists ergänzt.').waitFor();
    await share.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('button', { name: `Statistik von ${organiser.channel.name}` }).click();
    const stats = page.getByRole('dialog', { name: `Statistik: ${organiser.channel.name}` });
    await expect.poll(() => stats.getByTestId('stats-linked').textContent()).toBe('1');
    await page.context().close();
  });
});

describe('media library and media', () => {
  it('opens the global library, fills it, and adds its item to a playlist with the library dialog', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Mediathek');
    await page.getByRole('button', { name: 'Querformat' }).click();
    await page.waitForURL(/\/Playlist\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Name').inputValue()).toBe('GlobalMediathekH');
    await uploadTo(page, media.png);

    const { guid } = await apiCall<Named>(page, 'POST', '/v1/playlists', { name: `E2E Bibliothek ${RUN}` });
    await page.goto(`/Playlist/${guid}`);
    await page.getByRole('button', { name: 'Aus der Mediathek' }).click();
    const library = page.getByTestId('media-library-dialog');
    await library.getByRole('tab', { name: 'Querformat' }).waitFor();
    await library
      .getByRole('button', { name: `${basename(media.png)} auswählen` })
      .first()
      .click();
    await library.getByRole('button', { name: 'Hinzufügen' }).click();
    await library.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="item-card"][data-name="${basename(media.png)}"]`).waitFor();
    await page.context().close();
  });

  it('shows a media item on the devices of another location and removes it again', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const { network, location } = await setUpNetwork(page, false, 'M');
    const filiale = location!;
    const upload = await apiCall<Named>(page, 'POST', '/v1/playlists', {
      guidCompany: network.guid,
      name: `E2E Netzschleife ${RUN}`,
    });
    const loop = await apiCall<Named>(page, 'POST', '/v1/playlists', {
      guidCompany: filiale.guid,
      name: `E2E Filialschleife ${RUN}`,
    });
    await page.goto(`/Playlist/${upload.guid}`);
    await uploadTo(page, media.png);

    await page.goto('/Dashboard/Medien');
    await page.getByLabel('Medien suchen').fill(basename(media.png));
    await expect.poll(() => page.getByTestId('all-media-row').filter({ hasText: network.name }).count()).toBe(1);
    await page.getByTestId('all-media-row').filter({ hasText: network.name }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: `„${basename(media.png)}“ auf anderen Geräten` });
    const toggle = dialog.getByRole('switch', { name: `${filiale.name}: Medium zeigen` });
    await dialog.getByText('In 0 von 1 Playlists').waitFor();
    await toggle.click();
    await dialog.getByText('In 1 von 1 Playlists').waitFor();
    type Item = { guid: string; name: string; active: number; orderNr: number };
    const [shown] = await apiCall<Item[]>(page, 'GET', `/v1/playlists/${loop.guid}/items`);
    expect(shown).toMatchObject({ name: basename(media.png), active: 1 });
    await toggle.click();
    await dialog.getByText('In 0 von 1 Playlists').waitFor();
    // Switched off, not deleted: the same item (id, order, window) stays in the loop, inactive.
    const after = await apiCall<Item[]>(page, 'GET', `/v1/playlists/${loop.guid}/items`);
    expect(after).toEqual([{ ...shown, active: 0, changed: expect.any(Number) }]);
    await page.context().close();
  });

  it('lists all media paged and deletes an unused file in Medien Verwaltung', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const { guid } = await apiCall<Named>(page, 'POST', '/v1/playlists', { name: `E2E Medien ${RUN}` });
    await page.goto(`/Playlist/${guid}`);
    await uploadTo(page, media.mp4);
    const name = basename(media.mp4);
    await page.getByRole('button', { name: `${name} löschen` }).click();
    await page.getByRole('dialog', { name: 'Löschen bestätigen' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByTestId('items-empty').waitFor();

    await page.goto('/Dashboard/Medien');
    await page.getByRole('combobox', { name: 'Einträge pro Seite' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Einträge pro Seite' }).textContent()).toBe('10');
    await page.getByLabel('Medien suchen').fill(name);
    const row = page.getByTestId('all-media-row').filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('all-media-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Video');

    await page.getByRole('tab', { name: 'Medien Verwaltung' }).click();
    await page.getByTestId('figure-files').waitFor();
    await page.getByRole('checkbox', { name: `${name} auswählen` }).check();
    await page.getByRole('button', { name: '1 Datei löschen' }).click();
    const done = page.waitForResponse((r) => r.url().endsWith('/v1/media/status/deleteGlobal'));
    await page.getByRole('dialog', { name: 'Löschen bestätigen' }).getByRole('button', { name: 'Löschen' }).click();
    expect(((await (await done).json()) as { deleted: number }).deleted).toBe(1);
    await page.getByText('1 gelöscht, 0 übersprungen (wieder in Verwendung).').waitFor();
    await page.getByRole('checkbox', { name: `${name} auswählen` }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
