import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenOf } from './lib/api.js';
import { passwordOf, useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

/** A fresh token of a user, from the API (what a legacy ?authToken= link carries). */
async function freshToken(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/v1/user/login', { data: { username, password: passwordOf(username) } });
  return ((await res.json()) as { authToken: string }).authToken;
}

const noTokenInUrl = async (page: Page) => {
  expect(page.url()).not.toContain('authToken');
  expect(await page.evaluate(() => window.location.href)).not.toContain('authToken');
};

describe('?authToken= links', () => {
  it('sign in a browser without a session and leave the address bar and history', async () => {
    const page = await b.newPage();
    const token = await freshToken(page, 'support');
    await page.goto(`/Dashboard/Main?authToken=${token}&x=1`);
    await page.getByText('Willkommen, Susanne Port').waitFor();
    await noTokenInUrl(page);
    expect(new URL(page.url()).searchParams.get('x')).toBe('1');
    expect(await tokenOf(page)).toBe(token);
    // The entry was replaced, not added: one step back is the blank page the browser started on.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    await page.context().close();
  }, 180_000);

  it('ask before replacing another session, and keep it when told to', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Main');
    await page.getByText('Willkommen, System Administrator').waitFor();
    const adminToken = await tokenOf(page);
    const supportToken = await freshToken(page, 'support');

    await page.goto(`/Dashboard/Main?authToken=${supportToken}`);
    const dialog = page.getByRole('dialog', { name: 'Anmeldung über einen Link' });
    await dialog
      .getByText('Sie sind als „admin“ angemeldet. Dieser Link meldet Sie als „support“ an.', { exact: false })
      .waitFor();
    await noTokenInUrl(page);
    expect(await tokenOf(page)).toBe(adminToken);
    await page.screenshot({ path: shotPath('auth-link-dialog.png') });
    await dialog.getByRole('button', { name: 'Als admin angemeldet bleiben' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await tokenOf(page)).toBe(adminToken);

    await page.goto(`/Dashboard/Main?authToken=${supportToken}`);
    await dialog.getByRole('button', { name: 'Als support anmelden' }).click();
    await page.waitForFunction(
      (expected) => JSON.parse(localStorage.getItem('credentials') ?? '{}').authToken === expected,
      supportToken,
    );
    await page.getByText('Willkommen, Susanne Port').waitFor();
    await noTokenInUrl(page);
    await page.context().close();
  }, 180_000);

  it('say so when the link carries no valid sign-in', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const adminToken = await tokenOf(page);
    await page.goto('/Dashboard/Main?authToken=abgelaufen');
    const dialog = page.getByRole('dialog', { name: 'Anmeldung über einen Link' });
    await dialog.getByText('Der Link enthält keine gültige Anmeldung.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Als support anmelden' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Als admin angemeldet bleiben' }).click();
    expect(await tokenOf(page)).toBe(adminToken);
    await page.context().close();
  }, 180_000);
});
