import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PlayReport } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type ListedDevice, listAllDevices } from './lib/demo-data.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

describe("proof of play: 'Berichte'", () => {
  it('shows plays a screen reported through the API, by item and by screen, and exports them as CSV', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const items = await listAllDevices(page);
    const screens = items.filter((d) => d.networkGuid && d.deviceState === 'ACTIVE' && d.isArchived === 0);
    // Other browser tests play demo screens in the same server; take a screen without plays of its own so far.
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const played = await apiCall<PlayReport>(page, 'GET', `/v1/reports/plays?from=${day(-40)}&to=${day(1)}&by=screen`);
    const withPlays = new Set(played.rows.map((row) => row.key));
    let screen: ListedDevice | undefined;
    let item: { guid: string; name: string } | undefined;
    for (const candidate of screens.filter((s) => !withPlays.has(s.guid))) {
      const answer = await page.request.get(`/api/playlist?key=${candidate.guid}`);
      const first = answer.ok()
        ? ((await answer.json()) as { items: Array<{ guid: string; name: string }> }).items[0]
        : undefined;
      if (first) {
        screen = candidate;
        item = first;
        break;
      }
    }
    if (!screen || !item) throw new Error('demo data without a playing screen');
    const now = Date.now();
    const sent = await page.request.post(`/api/plays?key=${screen.guid}`, {
      data: {
        batchId: randomUUID(),
        plays: [0, 1, 2].map((n) => ({ item: item.guid, start: now - (n + 1) * 60_000, seconds: 12.5 })),
      },
    });
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toEqual({ accepted: 3, duplicate: false });

    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto('/Dashboard/Berichte');
    await page.getByRole('heading', { name: 'Berichte' }).waitFor();
    const table = page.getByTestId('report-table');
    await table.getByText(item.name, { exact: true }).first().waitFor();
    await page.getByTestId('report-chart').locator('svg').first().waitFor();
    await page.screenshot({ path: shotPath('plays-report-items.png'), fullPage: true });

    await page.getByLabel('Gruppieren nach').click();
    await page.getByRole('option', { name: 'Bildschirm' }).click();
    const row = table.getByRole('row').filter({ hasText: screen.name });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('37,5');
    // the duration readable as h:mm:ss, not 'Stunden 0,01'
    expect(await row.first().innerText()).toContain('0:00:38');
    await page.screenshot({ path: shotPath('plays-report-screens.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wiedergaben-bildschirm-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Bildschirm;Zuordnung;Abspielungen;Sekunden;Stunden;Abspielungen mit Gerätegeheimnis;Sekunden mit Gerätegeheimnis',
    );
    expect(text).toContain(`${screen.name};`);
    expect(text).toContain(';37,5;');

    // a period without plays says how plays come in
    await page.getByLabel('Zeitraum').click();
    await page.getByRole('option', { name: 'Eigener Zeitraum' }).click();
    // German date fields (DD.MM.YYYY): select all sections, type the digits
    for (const [label, digits] of [
      ['Von', '01012025'],
      ['Bis', '31012025'],
    ] as const) {
      await page.getByRole('group', { name: label }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(digits);
    }
    await page.getByTestId('report-empty').waitFor();
    // in staff words, without an API route
    const empty = await page.getByTestId('report-empty').innerText();
    expect(empty).toContain('Die Bildschirme melden selbst, was sie gezeigt haben');
    expect(empty).not.toContain('/api/');
    await page.screenshot({ path: shotPath('plays-report-empty.png'), fullPage: true });
    await page.context().close();
  });
});
