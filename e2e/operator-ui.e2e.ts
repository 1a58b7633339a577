import type { OperatorRecord } from '@signage/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/** The operator portal's keys and accesses (as the operator's administrator) and the administrators' operator page. */
const b = useBrowser();
const RUN = Date.now().toString(36);
const PASSWORD = 'Nachweis-Portal-2026!';

async function operatorWithAdmin(admin: Page, name: string, username: string): Promise<OperatorRecord> {
  const op = await apiCall<OperatorRecord>(admin, 'POST', '/v1/operators', { name, codes: [`E2E-${name}`] });
  return apiCall<OperatorRecord>(admin, 'POST', `/v1/operators/${op.guid}/users`, {
    username,
    password: PASSWORD,
    admin: true,
  });
}

describe("the operator portal's keys and accesses, the administrators' operators", () => {
  it('creates a key shown once, revokes it after asking; the administrator sees the accesses in plain words', async () => {
    const admin = await b.newPage();
    await loginAs(admin, 'admin');
    const username = `op-${RUN}`;
    await operatorWithAdmin(admin, `E2E Reisen ${RUN}`, username);
    const page = await b.newPage();
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill(username);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/Veranstalter-Portal'));
    const tokens = page.getByTestId('operator-tokens');
    await tokens.getByText('Sie haben noch keinen Zugangsschlüssel.').waitFor();
    await tokens.getByLabel('Name des Schlüssels (z. B. Power BI Vertrieb)').fill('Power BI Vertrieb');
    await tokens.getByRole('button', { name: 'Schlüssel anlegen' }).click();
    const shown = page.getByRole('dialog', { name: 'Ihr neuer Zugangsschlüssel „Power BI Vertrieb“' });
    await shown.waitFor();
    expect(await shown.getByTestId('token-value').inputValue()).toMatch(/^vt_/);
    await expect.poll(() => shown.textContent()).toContain('nur dieses eine Mal angezeigt');
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath('operator-token-created.png') });
    await shown.getByRole('button', { name: /gespeichert/ }).click();
    await shown.waitFor({ state: 'hidden' });
    await tokens.getByRole('cell', { name: 'Power BI Vertrieb', exact: true }).waitFor();
    expect(await tokens.textContent()).not.toContain('vt_');
    const accesses = page.getByTestId('operator-own-accesses');
    await page.reload();
    await accesses.getByRole('cell', { name: 'Zugangsschlüssel angelegt' }).waitFor();
    expect(await accesses.textContent()).toMatch(/Bericht nach Angebot, \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}/);
    expect(await accesses.textContent()).not.toContain('/v1/');
    await page.screenshot({ path: shotPath('operator-portal-admin.png'), fullPage: true });
    await tokens.getByRole('button', { name: 'Schlüssel Power BI Vertrieb widerrufen' }).click();
    const ask = page.getByRole('dialog', { name: 'Zugangsschlüssel widerrufen?' });
    await expect.poll(() => ask.textContent()).toContain('erhält ab sofort keine Daten mehr');
    await ask.getByRole('button', { name: 'Widerrufen' }).click();
    await tokens.getByText('Sie haben noch keinen Zugangsschlüssel.').waitFor();
    await page.context().close();
    await admin.context().close();
  }, 120_000);

  it('edits an operator, deletes a user and the operator after saying what goes with them', async () => {
    const admin = await b.newPage();
    await loginAs(admin, 'admin');
    const name = `E2E Verwaltung ${RUN}`;
    const op = await operatorWithAdmin(admin, name, `opv-${RUN}`);
    await apiCall(admin, 'POST', `/v1/operators/${op.guid}/users`, {
      username: `opv2-${RUN}`,
      password: PASSWORD,
      admin: false,
    });
    await admin.goto('/Dashboard/Veranstalter');
    const row = admin.getByTestId('operator-row').filter({ hasText: name });
    await row.waitFor();
    await admin.screenshot({ path: shotPath('operators-admin.png'), fullPage: true });
    await row.getByRole('button', { name: `${name} bearbeiten` }).click();
    const edit = admin.getByRole('dialog', { name: 'Veranstalter bearbeiten' });
    await edit.getByLabel('Kontakt').fill('Frau Muster, 030 123456');
    await admin.screenshot({ path: shotPath('operators-edit.png') });
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('Frau Muster, 030 123456').waitFor();
    await row.getByRole('button', { name: `Benutzer opv2-${RUN} löschen` }).click();
    const askUser = admin.getByRole('dialog', { name: 'Benutzer löschen?' });
    await expect.poll(() => askUser.textContent()).toContain('sofort abgemeldet');
    await askUser.getByRole('button', { name: 'Löschen' }).click();
    await askUser.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).not.toContain(`opv2-${RUN}`);
    await row.getByRole('button', { name: `${name} löschen` }).click();
    const ask = admin.getByRole('dialog', { name: 'Veranstalter löschen?' });
    await expect.poll(() => ask.textContent()).toContain('seine Benutzer (1;');
    expect(await ask.textContent()).toContain('Zugangsschlüssel seiner Benutzer (0;');
    await admin.waitForTimeout(400);
    await admin.screenshot({ path: shotPath('operators-delete.png') });
    await ask.getByRole('button', { name: 'Löschen' }).click();
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  }, 120_000);
});
