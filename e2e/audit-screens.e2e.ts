import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/** Screen defects of the audit (device page back/navigator, validity colour, counts, words). */
const b = useBrowser();
// Several browser steps per test on a shared machine.
vi.setConfig({ testTimeout: 180_000 });

interface DemoDevice {
  guid: string;
  name: string;
  guidPlaylist: string | null;
}

interface PlaylistItem {
  guid: string;
  type: string;
  playable?: boolean;
}

const demo = { berlin: '' as string, berlinPlaylist: '' as string, network: '' as string };

/** Waits until the demo video is converted (the demo data queues it like an upload). */
async function videoConverted(page: Page): Promise<boolean> {
  const playlist = await apiCall<{ items: PlaylistItem[] }>(page, 'GET', `/v1/playlists/${demo.berlinPlaylist}`);
  return playlist.items.some((item) => item.type === 'VIDEO' && item.playable === true);
}

beforeAll(async () => {
  const page = await b.newPage();
  await loginAs(page, 'admin');
  const devices = await apiCall<{ items: DemoDevice[] }>(page, 'POST', '/v1/devices/list', { showAll: true });
  const berlin = devices.items.find((d) => d.name === 'Berlin Schaufenster links');
  if (!berlin?.guidPlaylist) throw new Error('demo device missing');
  demo.berlin = berlin.guid;
  demo.berlinPlaylist = berlin.guidPlaylist;
  const networks = await apiCall<Array<{ guid: string; name: string }>>(page, 'POST', '/v1/companies/list', {
    isMother: 1,
  });
  demo.network = networks.find((n) => n.name === 'Sonnenschein Reisen GmbH')?.guid ?? '';
  await vi.waitFor(
    async () => {
      if (!(await videoConverted(page))) throw new Error('Das Demo-Video ist noch nicht umgewandelt.');
    },
    { timeout: 60_000, interval: 500 },
  );
  await page.context().close();
});

describe('device page (audit 17)', () => {
  it("'Abbrechen' goes back to the list the user came from", async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Geraete');
    await page.getByRole('checkbox', { name: 'Alle anzeigen' }).check();
    await page.getByRole('row', { name: /Berlin Schaufenster links/ }).click();
    await page.waitForURL(`**/Geraete/${demo.berlin}`);
    await page.getByRole('tab', { name: 'Allgemeine Daten' }).click();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL('**/Dashboard/Geraete');
    await page.context().close();
  });

  it("'Abbrechen' of a location user opened by link leads to a page the user may see", async () => {
    const page = await b.newPage();
    await loginAs(page, 'standort');
    await page.goto(`/Geraete/${demo.berlin}`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL('**/Dashboard/MainDevices');
    await page.getByRole('heading', { name: 'Ihre Geräte' }).waitFor();
    expect(await page.getByText('Keine Berechtigung').count()).toBe(0);
    await page.screenshot({ path: shotPath('screens-b-17-location-cancel.png') });
    await page.context().close();
  });

  it("the support navigator shows only when the page was opened from the support list, never '– von –'", async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await page.goto(`/Geraete/${demo.berlin}`);
    await page.getByRole('tab', { name: 'Wartungsmanager', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).waitFor();
    expect(await page.getByTestId('support-navigator').count()).toBe(0);
    expect(await page.getByText('– von –').count()).toBe(0);
    await page.screenshot({ path: shotPath('screens-b-17-support-direct.png') });

    await page.goto('/Dashboard/Support');
    await page.getByRole('checkbox', { name: /online/ }).check();
    await page.getByRole('row', { name: /Berlin Schaufenster links/ }).click();
    await page.waitForURL(`**/Geraete/${demo.berlin}`);
    await page
      .getByTestId('support-navigator')
      .getByText(/^\d+ von \d+$/)
      .waitFor();
    await page.context().close();
  });
});

describe('playlist editor (audit 18)', () => {
  it('shows the validity window of a freshly uploaded item green without a reload', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const { guid } = await apiCall<{ guid: string }>(page, 'POST', '/v1/playlists', {
      name: `E2E Gültigkeit ${Date.now().toString(36)}`,
      orientation: 'horizontal',
    });
    await page.goto(`/Playlist/${guid}`);
    await page.getByText('Diese Playlist hat noch keine Einträge.').waitFor();
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dateien auswählen' }).click();
    await (await chooser).setFiles({ name: 'frisch.png', mimeType: 'image/png', buffer: png });
    const validity = page.locator('[data-testid="item-card"][data-name="frisch.png"] [data-testid="item-validity"]');
    await validity.waitFor();
    await expect.poll(() => validity.getAttribute('class'), { timeout: 5_000 }).toContain('green');
    await page.screenshot({ path: shotPath('screens-b-18-fresh-upload.png') });
    await page.context().close();
  });
});

const ENTRIES = /^(\d+) Einträge, davon (\d+) laufen jetzt$/;

describe('counts (audit 19)', () => {
  it('say the same in the playlist editor, the stage preview and the device loop', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/Playlist/${demo.berlinPlaylist}`);
    const editorCount = page.getByTestId('playlist-facts').getByTestId('entry-count');
    await editorCount.waitFor();
    const editorText = (await editorCount.textContent()) ?? '';
    const [, entries, playing] = editorText.match(ENTRIES) ?? [];
    expect(entries, editorText).toBeDefined();
    expect(await page.getByTestId('playlist-facts').getByTestId('linked-count').textContent()).toBe(
      '1 verknüpfte Playlist',
    );
    // Cards: the entries plus the linked playlist.
    await expect.poll(() => page.getByTestId('item-card').count(), { timeout: 30_000 }).toBe(Number(entries) + 1);
    await page.screenshot({ path: shotPath('screens-b-19-editor.png') });

    await page.goto(`/preview/${demo.berlin}`);
    await page.getByTestId('item-count').waitFor();
    expect(await page.getByTestId('item-count').textContent()).toBe(editorText);
    expect(await page.getByTestId('loop-info').getByTestId('linked-count').textContent()).toBe('1 verknüpfte Playlist');
    expect(await page.getByTestId('stage-position').textContent()).toMatch(
      new RegExp(`^Läuft jetzt 1 von ${playing}: `),
    );
    await page.screenshot({ path: shotPath('screens-b-19-preview.png') });

    await page.goto(`/Geraete/${demo.berlin}`);
    await page.getByRole('tab', { name: 'Aktuelle Playlist' }).click();
    const summary = page.getByTestId('loop-summary');
    const rows = page.getByTestId('loop-table-row');
    // The loop is complete once the linked playlist's items are loaded too (rows beyond the own ones).
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(Number(entries) + 1);
    const loopText = (await summary.getByTestId('entry-count').textContent()) ?? '';
    const [, loopEntries] = loopText.match(ENTRIES) ?? [];
    expect(loopEntries, loopText).toBeDefined();
    expect(await summary.getByTestId('linked-count').textContent()).toBe('1 verknüpfte Playlist');
    // Every row of the table is an entry (own or of the linked playlist) or the linked playlist itself.
    expect(await rows.count()).toBe(Number(loopEntries) + 1);
    await page.screenshot({ path: shotPath('screens-b-19-loop.png') });
    await page.context().close();
  });
});

describe('words and lists (audit 20)', () => {
  it("names media types in the network's Medien tab", async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/Netzwerke/${demo.network}/6`);
    const table = page.getByRole('table');
    await table.getByText('Bild', { exact: true }).first().waitFor();
    expect(await table.getByText('IMAGE', { exact: true }).count()).toBe(0);
    expect(await table.getByText('VIDEO', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: shotPath('screens-b-20-media.png') });
    await page.context().close();
  });

  it("names the language of mail templates and the interface, and says '1 Zeile'", async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    expect(await page.getByTestId('language-switch').textContent()).toBe('Deutsch');
    const name = `E2E Sprache ${Date.now().toString(36)}`;
    await apiCall(page, 'POST', '/v1/mail', { name, language: 'de' });
    await page.goto('/Dashboard/Mails');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Deutsch');
    expect(await row.textContent()).not.toMatch(/\bDE\b/);

    await page.goto(`/Netzwerke/${demo.network}/8`);
    const csv = [
      'Standort;Büroadresse Straße;PLZ;Ort;Ansprechpartner;Telefonnummer;Büro E-Mailadresse;Firmen-ID',
      'Reisebüro Einzeln;Hauptstraße 1;37073;Göttingen;Jürgen Weiß;0551 1234;info@einzeln.example;E2E-ONE',
    ].join('\r\n');
    await page.getByTestId('import-file').setInputFiles({
      name: 'eine-zeile.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').textContent()).toContain('1 Zeile: 1 neu');
    await page.context().close();
  });

  it("'Archivierte anzeigen' alone lists the archived devices", async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Geraete');
    await page.getByRole('checkbox', { name: 'Archivierte anzeigen' }).check();
    await page.getByRole('row', { name: /Hamburg Lager \(archiviert\)/ }).waitFor();
    await page.screenshot({ path: shotPath('screens-b-20-archived.png') });
    await page.context().close();
  });

  it('offers the discount info in the stage preview: contact the provider by phone', async () => {
    const page = await b.newPage();
    await loginAs(page, 'standort');
    await page.goto(`/preview/${demo.berlin}`);
    await page.getByRole('button', { name: 'Rabatthinweis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rabatte' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('telefonisch an Ihren Anbieter');
    await page.screenshot({ path: shotPath('screens-b-20-discount.png') });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('serves the demo video as its converted web MP4 (SPEC §9)', async () => {
    const page = await b.newPage();
    const answer = await page.request.get(`/api/playlist?key=${demo.berlin}`);
    const body = (await answer.json()) as { items: Array<{ type: string; localAbsoluteFileName: string }> };
    const videos = body.items.filter((item) => item.type === 'VIDEO');
    expect(videos.length, JSON.stringify(body.items)).toBeGreaterThan(0);
    for (const video of videos) expect(video.localAbsoluteFileName).toMatch(/\.web\.mp4$/);
    await page.context().close();
  });
});
