import { randomUUID } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

interface SupportAnswer {
  items: Array<{ guid: string; name: string; indicator: number; isService: number }>;
  count: number;
  counts: { total: number; offline: number; online: number; new: number; active: number; service: number };
}

const isSupportCall = (check: (params: URLSearchParams) => boolean) => (res: Response) => {
  const url = new URL(res.url());
  return url.pathname === '/v1/devices/support' && res.request().method() === 'GET' && check(url.searchParams);
};

/** Waits for the support list answer matching `check`, triggered by `action` (registered before it). */
async function supportAnswer(page: Page, check: (p: URLSearchParams) => boolean, action: () => Promise<unknown>) {
  const answer = page.waitForResponse(isSupportCall(check));
  await action();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as SupportAnswer;
}

const pagerText = (page: Page) => page.getByTestId('support-pager').locator('.MuiTablePagination-displayedRows');
const rows = (page: Page) => page.getByTestId('support-table-row');

/** New players register themselves: five fresh NEW devices (online, no network) of this spec. */
const registered: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 5; i++) {
    const guid = randomUUID();
    const res = await fetch(`${b.baseURL}/api/playlist?key=${guid}&version=e2e-support`);
    expect(res.status).toBe(200);
    registered.push(guid);
  }
});

describe('support console', () => {
  it('filters and pages the support list on the server and remembers the filters', async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    const first = await supportAnswer(
      page,
      (p) => !p.has('showOnline'),
      () => page.goto('/Dashboard/Support'),
    );
    await rows(page).first().waitFor();
    // Offline only by default: every row is red, and the counts cover online devices as well.
    expect(first.count).toBe(first.counts.offline);
    expect(await rows(page).count()).toBe(Math.min(first.count, 50));
    expect(first.items.every((d) => d.indicator === 2)).toBe(true);
    expect(await page.getByTestId('support-count-offline').textContent()).toContain(String(first.counts.offline));

    const all = await supportAnswer(
      page,
      (p) => p.get('showOnline') === '1',
      () => page.getByLabel('Auch online anzeigen').check(),
    );
    expect(all.count).toBe(all.counts.total);
    expect(all.count).toBeGreaterThanOrEqual(first.count + registered.length);
    await expect.poll(() => pagerText(page).textContent()).toContain(`von ${all.count}`);

    const service = await supportAnswer(
      page,
      (p) => p.get('status') === 'SERVICE',
      async () => {
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Service' }).click();
      },
    );
    expect(service.count).toBe(service.counts.service);
    expect(service.items.every((d) => d.isService === 1)).toBe(true);
    await expect.poll(() => pagerText(page).textContent()).toContain(`von ${service.count}`);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Alle' }).click();
    await expect.poll(() => pagerText(page).textContent()).toContain(`von ${all.count}`);
    const small = await supportAnswer(
      page,
      (p) => p.get('itemsPerPage') === '10' && p.get('page') === '1',
      async () => {
        await page.getByTestId('support-pager').getByRole('combobox').click();
        await page.getByRole('option', { name: '10', exact: true }).click();
      },
    );
    expect(small.items.length).toBe(10);
    await expect.poll(() => rows(page).count()).toBe(10);
    const second = await supportAnswer(
      page,
      (p) => p.get('itemsPerPage') === '10' && p.get('page') === '2',
      () => page.getByRole('button', { name: 'Nächste Seite' }).click(),
    );
    expect(second.items.length).toBe(Math.min(10, small.count - 10));
    await expect.poll(() => pagerText(page).textContent()).toContain(`11–`);

    // SPEC §4: the filter state is kept in localStorage and restored on the next visit.
    const stored = await page.evaluate(() => ({
      showAll: localStorage.getItem('supportShowAll'),
      status: localStorage.getItem('supportStatus'),
      list: JSON.parse(localStorage.getItem('SupportList') ?? '{}') as { query?: { itemsPerPage?: number } },
    }));
    expect(stored).toMatchObject({ showAll: 'true', status: '', list: { query: { itemsPerPage: 10 } } });
    await supportAnswer(
      page,
      (p) => p.get('showOnline') === '1' && p.get('itemsPerPage') === '10',
      () => page.reload(),
    );
    expect(await page.getByLabel('Auch online anzeigen').isChecked()).toBe(true);
    await page.context().close();
  });

  it("pages through the filtered list with the device detail's navigator 'n von m'", async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('supportShowAll', 'true');
      localStorage.setItem('supportStatus', '');
      localStorage.setItem('supportNetwork', '');
      localStorage.setItem(
        'SupportList',
        JSON.stringify({ query: { showOnline: true, keyWord: '', page: 1, itemsPerPage: 10 }, count: 0, guids: [] }),
      );
    });
    const list = await supportAnswer(
      page,
      (p) => p.get('itemsPerPage') === '10' && p.get('page') === '1',
      () => page.goto('/Dashboard/Support'),
    );
    expect(list.count).toBeGreaterThan(10);
    await rows(page).nth(9).click();
    await page.waitForURL(`**/Geraete/${list.items[9].guid}`);
    // Support users open the device on its 'Wartungsmanager' tab.
    const navigator = page.getByTestId('support-navigator');
    await navigator.getByText(`10 von ${list.count}`).waitFor();
    expect(await page.getByRole('tab', { name: 'Wartungsmanager' }).getAttribute('aria-selected')).toBe('true');

    const nextPage = page.waitForResponse(isSupportCall((p) => p.get('page') === '2'));
    await navigator.getByRole('button', { name: 'Nächstes Gerät' }).click();
    const pageTwo = (await (await nextPage).json()) as SupportAnswer;
    await page.waitForURL(`**/Geraete/${pageTwo.items[0].guid}`);
    await navigator.getByText(`11 von ${list.count}`).waitFor();

    await navigator.getByRole('button', { name: 'Vorheriges Gerät' }).click();
    await page.waitForURL(`**/Geraete/${list.items[9].guid}`);
    await navigator.getByText(`10 von ${list.count}`).waitFor();
    await navigator.getByRole('button', { name: 'Vorheriges Gerät' }).click();
    await page.waitForURL(`**/Geraete/${list.items[8].guid}`);
    await navigator.getByText(`9 von ${list.count}`).waitFor();
    await page.context().close();
  });

  it('archives a device and reactivates it (administrator)', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const guid = registered[0];
    await page.goto(`/Geraete/${guid}`);
    await page.getByRole('tab', { name: 'Wartungsmanager' }).waitFor();
    const archived = page.waitForResponse((r) => r.url().includes(`/v1/devices/archive/${guid}`));
    await page.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archivieren' }).click();
    expect((await archived).status()).toBe(200);
    await page.getByRole('button', { name: 'Reaktivieren' }).waitFor();
    expect(await page.getByText('Ist Archiviert').count()).toBeGreaterThan(0);

    // Archived devices leave the support list.
    const name = `Neues Gerät ${guid.slice(0, 8)}`;
    const hidden = await supportAnswer(
      page,
      (p) => p.get('keyWord') === name,
      async () => {
        await page.goto('/Dashboard/Support');
        await page.getByLabel('Auch online anzeigen').check();
        await page.getByLabel('Suche').fill(name);
      },
    );
    expect(hidden.items.map((d) => d.guid)).not.toContain(guid);

    await page.goto(`/Geraete/${guid}`);
    const reactivated = page.waitForResponse((r) => r.url().includes(`/v1/devices/archive/${guid}`));
    await page.getByRole('button', { name: 'Reaktivieren' }).click();
    expect((await reactivated).status()).toBe(200);
    await page.getByRole('button', { name: 'Archivieren' }).waitFor();
    const shown = await supportAnswer(
      page,
      (p) => p.get('keyWord') === name,
      async () => {
        await page.goto('/Dashboard/Support');
        await page.getByLabel('Suche').fill(name);
      },
    );
    expect(shown.items.map((d) => d.guid)).toEqual([guid]);
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    await page.context().close();
  });

  it("sends an offline mail and sees it 'wartet' in the outbox (no SMTP in e2e)", async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await supportAnswer(
      page,
      (p) => !p.has('showOnline'),
      () => page.goto('/Dashboard/Support'),
    );
    await page.getByRole('button', { name: 'Offline-Mail senden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offline-Mail senden' });
    const subject = dialog.getByLabel('Betreff');
    expect(await subject.inputValue()).toBe('Geräte sind offline bitte Prüfen');
    expect(await dialog.getByLabel('Nachricht').inputValue()).toContain('{devices}');
    const stamp = `Geräte offline e2e ${Date.now()}`;
    await subject.fill(stamp);
    const sent = page.waitForResponse((r) => r.url().endsWith('/v1/mail/send'));
    await dialog.getByRole('button', { name: 'Senden' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.getByTestId('mail-queued').waitFor();
    expect(await dialog.getByTestId('outbox-status').first().textContent()).toBe('wartet');
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.getByRole('tab', { name: 'Postausgang' }).click();
    const row = page.getByTestId('outbox-table-row').filter({ hasText: stamp }).first();
    await row.waitFor();
    expect(await row.getByTestId('outbox-status').textContent()).toBe('wartet');
    expect(await row.textContent()).toContain('Kein SMTP-Server konfiguriert');
    await page.context().close();
  });

  it("sends a mail from a device's Wartungsmanager tab, prefilled with the device in the subject", async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    const list = await supportAnswer(
      page,
      (p) => p.get('page') === '1',
      () => page.goto('/Dashboard/Support'),
    );
    await rows(page).first().click();
    await page.waitForURL(`**/Geraete/${list.items[0].guid}`);
    await page.getByRole('button', { name: 'E-Mail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'E-Mail senden' });
    expect(await dialog.getByLabel('Betreff').inputValue()).toBe(`Ihr Gerät ${list.items[0].name}`);
    await dialog.getByLabel('Empfänger').fill('filiale@example.org');
    await dialog.getByLabel('Nachricht').fill('Bitte das Gerät neu starten.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/v1/mail/send'));
    await dialog.getByRole('button', { name: 'Senden' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.getByTestId('mail-queued').waitFor();
    expect(await dialog.getByTestId('mail-queued').textContent()).toContain('filiale@example.org');
    await page.context().close();
  });
});
