import type { Page } from 'playwright-core';
import { passwordOf } from './browser.js';

/** Logs in through the login form and waits until the app has left the login page. */
export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(passwordOf(username));
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/Dashboard'));
}
