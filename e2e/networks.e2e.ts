import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { ADMIN_PASSWORD } from './lib/constants.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

interface CompanyRow {
  guid: string;
  name: string;
}

/** The guid of a demo network, asked from the API as admin. */
async function networkGuid(name: string): Promise<string> {
  const login = await fetch(`${b.baseURL}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const list = await fetch(`${b.baseURL}/v1/companies/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify({ isMother: 1 }),
  });
  const found = ((await list.json()) as CompanyRow[]).find((c) => c.name === name);
  if (!found) throw new Error(`${name} fehlt in den Demodaten`);
  return found.guid;
}

const isCall = (method: string, pattern: RegExp) => (res: { url(): string; request(): { method(): string } }) =>
  res.request().method() === method && pattern.test(new URL(res.url()).pathname + new URL(res.url()).search);

async function openTab(page: Page, label: string, index: number) {
  await page.getByRole('tab', { name: label }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${index}`));
}

describe('networks and locations', () => {
  it('creates a network, adds locations by form and CSV import, comments, and deletes a location', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Netzwerke');
    await page.getByTestId('networks-table').waitFor();

    const created = page.waitForResponse(isCall('POST', /^\/v1\/companies$/));
    await page.getByRole('button', { name: 'Netzwerk erstellen', exact: true }).click();
    const network = (await (await created).json()) as CompanyRow;
    await page.waitForURL((url) => url.pathname === `/Netzwerke/${network.guid}/0`);

    // Stammdaten: a unique name, a city with umlaut and a tag added with Enter.
    const name = `E2E Netzwerk ${Date.now()}`;
    await page.locator('#field-name').fill(name);
    await page.locator('#field-city').fill('Würzburg');
    await page.locator('#field-tags').fill('Nordsee');
    await page.locator('#field-tags').press('Enter');
    const saved = page.waitForResponse(isCall('POST', new RegExp(`^/v1/companies/${network.guid}$`)));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('form-saved').waitFor();
    await page.getByRole('heading', { name }).waitFor();

    // A location through the form.
    await openTab(page, 'Standorte', 3);
    await page.getByRole('button', { name: 'Standort hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Standort hinzufügen' });
    await dialog.locator('#add-location-name').fill('Filiale Göttingen E2E');
    await dialog.locator('#add-location-city').fill('Göttingen');
    await dialog.locator('#add-location-importKey').fill('FORM-1');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const formRow = page.getByTestId('locations-table').getByRole('row', { name: /Filiale Göttingen E2E/ });
    await formRow.waitFor();
    expect(await formRow.textContent()).toContain('FORM-1');

    // Locations through the CSV import: a wrong type first, then preview and import.
    await openTab(page, 'Import', 8);
    await page.getByTestId('import-file').setInputFiles({
      name: 'notizen.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein csv'),
    });
    expect(await page.getByTestId('import-failure').textContent()).toContain(
      'Dateitype nicht erlaubt.  Erlaubt sind (csv)',
    );
    const csv = [
      'Standort;Büroadresse Straße;PLZ;Ort;Ansprechpartner;Telefonnummer;Büro E-Mailadresse;Firmen-ID',
      'Reisebüro Müßig;Hauptstraße 1;37073;Göttingen;Jürgen Weiß;0551 1234;info@muessig.example;E2E-1',
      '"Filiale ""Süd""; Köln";Domplatz 2;50667;Köln;Anna Öztürk;0221 555;koeln@example.com;E2E-2',
    ].join('\r\n');
    await page.getByTestId('import-file').setInputFiles({
      name: 'standorte.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
    });
    expect(await page.getByLabel('Vorschau').isChecked()).toBe(true);
    const previewed = page.waitForResponse(isCall('POST', /\/v1\/companies\/upload\/.+\?isPreview=true$/));
    await page.getByRole('button', { name: 'Hochladen' }).click();
    expect((await previewed).status()).toBe(200);
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').textContent()).toContain('2 Zeilen: 2 neu');
    const resultTable = page.getByTestId('import-result-table');
    expect(await resultTable.textContent()).toContain('Reisebüro Müßig');
    expect(await resultTable.textContent()).toContain('Filiale "Süd"; Köln');

    const imported = page.waitForResponse(isCall('POST', /\/v1\/companies\/upload\/.+\?isPreview=false$/));
    await page.getByRole('button', { name: 'Importieren' }).click();
    expect((await imported).status()).toBe(200);
    await page.getByText('Import abgeschlossen').waitFor();

    await openTab(page, 'Standorte', 3);
    const locations = page.getByTestId('locations-table');
    await locations.getByRole('row', { name: /Reisebüro Müßig/ }).waitFor();
    expect(await locations.textContent()).toContain('Filiale "Süd"; Köln');
    expect(await locations.textContent()).toContain('Jürgen Weiß');

    // The location detail: breadcrumb, and close goes back to the Standorte tab.
    await locations.getByRole('link', { name: 'Reisebüro Müßig' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/Netzwerke/${network.guid}/Standort/`));
    // The path names the menu's word (Netzwerke, not Unternehmen), the network and the location.
    const crumbs = page.getByRole('navigation', { name: 'Navigationspfad' });
    await crumbs.getByRole('link', { name: 'Netzwerke' }).waitFor();
    expect(await crumbs.textContent()).not.toContain('Unternehmen');
    expect(await crumbs.textContent()).toContain('Reisebüro Müßig');
    expect(await page.locator('#field-contactPerson').inputValue()).toBe('Jürgen Weiß');
    await page.getByTestId('location-close').click();
    await page.waitForURL((url) => url.pathname === `/Netzwerke/${network.guid}/3`);

    // A comment.
    await openTab(page, 'Kommentare', 7);
    await page.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
    const commentDialog = page.getByRole('dialog', { name: 'Kommentar erstellen' });
    await commentDialog.getByLabel('Aktion').click();
    await page.getByRole('option', { name: 'Telefonat' }).click();
    await commentDialog.getByLabel('Betreff').fill('Rückruf E2E');
    await commentDialog.getByLabel('Text').fill('Bitte <b>morgen</b> zurückrufen.\nZweite Zeile');
    const commented = page.waitForResponse(isCall('POST', /^\/v1\/comments$/));
    await commentDialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await commented).status()).toBe(200);
    await commentDialog.waitFor({ state: 'hidden' });
    const comment = page.getByTestId('comments-table-row').filter({ hasText: 'Rückruf E2E' });
    await comment.waitFor();
    const commentText = (await comment.textContent()) ?? '';
    expect(commentText).toContain('Telefonat');
    expect(commentText).toContain('Bitte <b>morgen</b> zurückrufen.');
    expect(commentText).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    // Delete the form location through the confirmation dialog.
    await openTab(page, 'Standorte', 3);
    await page.getByRole('button', { name: 'Standort Filiale Göttingen E2E löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Löschen bestätigen' });
    await confirm.waitFor();
    const deleted = page.waitForResponse(isCall('GET', /^\/v1\/companies\/[0-9a-f-]{36}\/delete\?confirm=1$/));
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    expect((await deleted).status()).toBe(200);
    await confirm.waitFor({ state: 'hidden' });
    await page
      .getByTestId('locations-table')
      .getByRole('row', { name: /Filiale Göttingen E2E/ })
      .waitFor({ state: 'detached' });
    expect(await page.getByTestId('locations-table').textContent()).toContain('Reisebüro Müßig');
    await page.context().close();
  });

  it('a network-only user cannot reach another network by typing its URL', async () => {
    const fernweh = await networkGuid('Fernweh Touristik AG');
    const sonnenschein = await networkGuid('Sonnenschein Reisen GmbH');
    const page = await b.newPage();
    await loginAs(page, 'netzadmin');

    await page.goto('/Dashboard/Netzwerke');
    await page
      .getByTestId('networks-table')
      .getByRole('row', { name: /Sonnenschein Reisen GmbH/ })
      .waitFor();
    expect(await page.getByTestId('networks-table').textContent()).not.toContain('Fernweh');
    expect(await page.getByRole('button', { name: 'Netzwerk erstellen', exact: true }).count()).toBe(0);

    for (const path of [`/Netzwerke/${fernweh}`, `/Netzwerke/${fernweh}/7`, `/Standort/${fernweh}`]) {
      await page.goto(path);
      await page.getByTestId('company-not-found').waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).toContain('Netzwerk nicht gefunden');
      for (const secret of ['Fernweh', 'KST-2000', 'Hohenzollernring', 'fernweh-touristik']) {
        expect(text, `${path} ${secret}`).not.toContain(secret);
      }
    }

    // The own network opens, without the delete button (no DELETE_OWN).
    await page.goto(`/Netzwerke/${sonnenschein}/0`);
    await page.getByRole('heading', { name: 'Sonnenschein Reisen GmbH' }).waitFor();
    expect(await page.locator('#field-name').inputValue()).toBe('Sonnenschein Reisen GmbH');
    expect(await page.getByRole('button', { name: 'Löschen' }).count()).toBe(0);

    // The Standorte tab right adds locations but never deletes them (SPEC §6: DELETE_OWN/_OTHER only).
    await page.goto(`/Netzwerke/${sonnenschein}/3`);
    await page.getByRole('button', { name: 'Standort hinzufügen' }).waitFor();
    await page.getByRole('row', { name: /Sonnenschein Reisen Hamburg/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Standort .* löschen$/ }).count()).toBe(0);
    await page.context().close();
  });
});
