import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type ListedDevice, listAllDevices } from './lib/demo-data.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

const pollOf = (key: string, headers: Record<string, string> = {}) =>
  fetch(`${b.baseURL}/api/playlist?key=${key}&version=e2e-protocol`, { headers });

let admin: Page;
/** A demo screen with a network; its network's device-secret switch is turned back off at the end. */
let screen: ListedDevice;

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const items = await listAllDevices(admin);
  const found = items.find((d) => d.networkGuid && d.deviceState === 'ACTIVE' && d.isArchived === 0);
  if (!found) throw new Error('demo data without an active device in a network');
  screen = found;
});

afterAll(async () => {
  if (screen?.networkGuid) {
    await apiCall(admin, 'POST', `/v1/companies/${screen.networkGuid}/device-secret`, { deviceSecretRequired: false });
  }
  await admin?.context().close();
});

describe("unknown devices ('Unbekannte Geräte')", () => {
  it('lists screens that registered themselves and deletes one, then all, after asking', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    for (const key of [first, second]) expect((await pollOf(key)).status).toBe(200);
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/unbekannteGeraete');
    const table = page.getByTestId('unknown-devices-table');
    await table.getByText(first).waitFor();
    await table.getByText(second).waitFor();
    const firstRow = table.getByRole('row').filter({ hasText: first });
    expect(await firstRow.textContent()).toContain('e2e-protocol');
    await page.screenshot({ path: shotPath('protocol-unknown-devices.png'), fullPage: true });

    // one: asks first, names the device
    await page.getByRole('button', { name: `Unbekanntes Gerät ${first} löschen` }).click();
    const dialog = page.getByTestId('unknown-delete-dialog');
    expect(await dialog.textContent()).toContain(first);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await table.getByText(first).waitFor({ state: 'detached' });
    await table.getByText(second).waitFor();

    // all: cancelling keeps everything, confirming empties the list
    const waiting = (await apiCall<{ items: unknown[] }>(page, 'GET', '/v1/devices/unknown')).items.length;
    await page.getByRole('button', { name: 'Alle löschen' }).click();
    expect(await dialog.textContent()).toContain(`alle ${waiting} unbekannten Geräte`);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByText(second).waitFor();
    await page.getByRole('button', { name: 'Alle löschen' }).click();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByTestId('unknown-deleted').waitFor();
    await table.getByText(second).waitFor({ state: 'detached' });
    expect((await apiCall<{ items: unknown[] }>(page, 'GET', '/v1/devices/unknown')).items).toEqual([]);
    expect(await page.getByRole('button', { name: 'Alle löschen' }).isDisabled()).toBe(true);
    await page.context().close();
  }, 120_000);

  it('is closed to a network administrator', async () => {
    const page = await b.newPage();
    await loginAs(page, 'netzadmin');
    await page.goto('/Dashboard/unbekannteGeraete');
    await page.getByTestId('no-permission').waitFor();
    await page.context().close();
  });
});

describe('device secret', () => {
  it("switches the network's requirement after a warning and gives the screen a secret shown once", async () => {
    const network = screen.networkGuid as string;
    expect((await pollOf(screen.guid)).status).toBe(200);
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/Netzwerke/${network}`);
    const toggle = page.getByRole('switch', { name: 'Gerätegeheimnis verlangen' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);

    // cancelling changes nothing
    await toggle.click();
    const dialog = page.getByTestId('device-secret-dialog');
    expect(await dialog.textContent()).toContain('keine Inhalte mehr');
    await page.screenshot({ path: shotPath('protocol-secret-switch.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggle.isChecked()).toBe(false);
    expect((await pollOf(screen.guid)).status).toBe(200);

    await toggle.click();
    await dialog.getByRole('button', { name: 'Verlangen', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggle.isChecked()).toBe(true);
    expect((await pollOf(screen.guid)).status).toBe(401);

    // the device page makes a secret after asking, shows it once, and the screen gets content with it
    await page.goto(`/Geraete/${screen.guid}`);
    await page.getByRole('tab', { name: 'Allgemeine Daten' }).click();
    const panel = page.getByTestId('device-secret');
    expect(await panel.textContent()).toContain('Sein Netzwerk verlangt es.');
    await panel.getByRole('button', { name: /Geheimnis erzeugen/ }).click();
    await page.getByRole('button', { name: 'Erzeugen', exact: true }).click();
    const value = page.getByTestId('device-secret-value');
    await value.waitFor();
    const secret = await value.inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: shotPath('protocol-secret-shown.png'), fullPage: true });
    expect((await pollOf(screen.guid, { 'x-device-secret': secret })).status).toBe(200);
    expect((await pollOf(screen.guid, { 'x-device-secret': `${secret}x` })).status).toBe(401);
    await page
      .getByRole('dialog', { name: 'Neues Gerätegeheimnis' })
      .getByRole('button', { name: 'Schließen' })
      .click();
    await value.waitFor({ state: 'detached' });
    expect(await panel.textContent()).toContain('Für dieses Gerät ist ein Geheimnis hinterlegt.');
    // the secret is in no answer of the device calls
    const detail = await apiCall<Record<string, unknown>>(page, 'GET', `/v1/devices/${screen.guid}`);
    expect(JSON.stringify(detail)).not.toContain(secret);

    // switched off, the key alone is enough again (legacy protocol)
    await page.goto(`/Netzwerke/${network}`);
    await toggle.click();
    await dialog.getByRole('button', { name: 'Nicht mehr verlangen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await pollOf(screen.guid)).status).toBe(200);
    await page.context().close();
  }, 180_000);
});
