import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

/** SPEC §4: these records are created empty by 'Neu erstellen', then their edit page opens. */
const KINDS = [
  { name: 'Rolle', list: '/Dashboard/Rollen', edit: /^\/Rollen\/([0-9a-f-]{36})$/, api: '/v1/roles/' },
  { name: 'Template', list: '/Dashboard/Templates', edit: /^\/Templates\/([0-9a-f-]{36})$/, api: '/v1/templates/' },
  { name: 'App-Version', list: '/Dashboard/Apps', edit: /^\/Apps\/([0-9a-f-]{36})$/, api: '/v1/apps/' },
  { name: 'Mail-Vorlage', list: '/Dashboard/Mails', edit: /^\/admin\/mails\/([0-9a-f-]{36})$/, api: '/v1/mail/' },
  { name: 'Benutzer', list: '/Dashboard/Benutzer', edit: /^\/Benutzer\/([0-9a-f-]{36})$/, api: '/v1/people/' },
] as const;

type Kind = (typeof KINDS)[number];

async function status(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return response.status();
}

/** 'Neu erstellen' on the list: the new record's guid from the edit page it opens. */
async function createNew(page: Page, kind: Kind): Promise<string> {
  await page.goto(kind.list);
  await page.getByRole('button', { name: 'Neu erstellen' }).click();
  await page.waitForURL((url) => kind.edit.test(url.pathname));
  const guid = kind.edit.exec(new URL(page.url()).pathname)?.[1] ?? '';
  expect(await status(page, `${kind.api}${guid}`)).toBe(200);
  await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
  return guid;
}

describe("'Neu erstellen' and then leaving without saving", () => {
  it.each(KINDS)('Abbrechen removes the never-saved $name', async (kind) => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await createNew(page, kind);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => !kind.edit.test(url.pathname));
    expect(await status(page, `${kind.api}${guid}`)).toBe(404);
    await page.context().close();
  });

  it('also removes it when the user leaves through the menu, and a reload keeps knowing it is new', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await createNew(page, KINDS[0]);
    await page.reload();
    await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
    await page.getByRole('navigation').getByText('Geräte', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Dashboard/Geraete');
    // Removed when the edit page unmounts: the call may still be under way when the list shows.
    await expect.poll(() => status(page, `/v1/roles/${guid}`), { timeout: 20_000 }).toBe(404);
    await page.context().close();
  });

  it('keeps a record once saved, also when the user cancels afterwards', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await createNew(page, KINDS[0]);
    await page.getByLabel('Name', { exact: true }).fill(`E2E Rolle ${guid.slice(0, 8)}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('form-success').waitFor();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => url.pathname === '/Dashboard/Rollen');
    await page.getByText(`E2E Rolle ${guid.slice(0, 8)}`).waitFor();
    expect(await status(page, `/v1/roles/${guid}`)).toBe(200);
    // Opened from the list it is not new: Abbrechen only goes back.
    await page.getByText(`E2E Rolle ${guid.slice(0, 8)}`).click();
    await page.waitForURL((url) => url.pathname === `/Rollen/${guid}`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => url.pathname === '/Dashboard/Rollen');
    expect(await status(page, `/v1/roles/${guid}`)).toBe(200);
    await page.context().close();
  });
});

describe("'Netzwerk erstellen' and then leaving without saving", () => {
  const created = async (page: Page) => {
    await page.goto('/Dashboard/Netzwerke');
    await page.getByRole('button', { name: 'Netzwerk erstellen', exact: true }).click();
    await page.waitForURL((url) => /^\/Netzwerke\/[0-9a-f-]{36}\/0$/.test(url.pathname));
    const guid = new URL(page.url()).pathname.split('/')[2] as string;
    expect(await status(page, `/v1/companies/${guid}`)).toBe(200);
    return guid;
  };

  it('Abbrechen removes the empty network; another tab of it keeps it', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await created(page);
    await page.getByRole('tab', { name: 'Standorte' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/2') || !url.pathname.endsWith('/0'));
    await page.getByRole('tab', { name: 'Stammdaten' }).click();
    await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
    expect(await status(page, `/v1/companies/${guid}`)).toBe(200);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => url.pathname === '/Dashboard/Netzwerke');
    expect(await status(page, `/v1/companies/${guid}`)).toBe(404);
    await page.context().close();
  });

  it('keeps the network once its Stammdaten are saved', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = await created(page);
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await page.getByTestId('form-saved').waitFor();
    // the shared save path's notice: 'Gespeichert.' in the global snackbar
    expect(await page.getByTestId('saved-snackbar').textContent()).toContain('Gespeichert.');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => url.pathname === '/Dashboard/Netzwerke');
    expect(await status(page, `/v1/companies/${guid}`)).toBe(200);
    await page.context().close();
  });
});
