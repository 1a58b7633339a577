// Opening hours as staff set them: a location inherits its network's default (shown as such in the week view), switches
// to its own week, gets a clear error on a wrong time, takes over the public holidays of Bayern and, after a reload,
// sees them as closed days in the week view.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const RUN = Date.now().toString(36);

interface CompanyRow {
  guid: string;
  name: string;
}

/** The opening-hours section as a picture under /tmp (for looking at it, like the other specs' screens). */
async function shot(page: Page, name: string) {
  await page.getByTestId('opening-hours').screenshot({ path: shotPath(`opening-hours-${name}.png`) });
}

/** Moves the week view forward until the week of `date` shows (at most two years of weeks). */
async function showWeekOf(page: Page, date: string) {
  const row = page.getByTestId(`week-row-${date}`);
  for (let i = 0; i < 110 && (await row.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
  }
  return row;
}

describe('opening hours', () => {
  it('a location inherits the network hours, sets its own, takes over holidays and shows them after reload', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const network = await apiCall<CompanyRow>(page, 'POST', '/v1/companies', {
      isMother: 1,
      name: `E2E Öffnungszeiten ${RUN}`,
    });
    const location = await apiCall<CompanyRow>(page, 'POST', '/v1/companies', {
      guidParent: network.guid,
      name: `E2E Filiale München ${RUN}`,
    });
    // The coming Christmas: this year's until mid-December, else next year's (few clicks to its week).
    const now = new Date();
    const year = now.getMonth() === 11 && now.getDate() > 18 ? now.getFullYear() + 1 : now.getFullYear();
    await apiCall(page, 'POST', `/v1/companies/${network.guid}/opening-hours`, {
      hours: {
        weekly: {
          mo: [
            { from: '09:00', till: '13:00' },
            { from: '14:00', till: '18:30' },
          ],
          di: [{ from: '09:00', till: '18:30' }],
          sa: [{ from: '10:00', till: '14:00' }],
        },
        exceptions: [{ date: `${year}-12-24`, spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' }],
      },
    });

    // Inheriting: the network's week, marked as such.
    await page.goto(`/Netzwerke/${network.guid}/Standort/${location.guid}`);
    const section = page.getByTestId('opening-hours');
    await section.waitFor();
    expect(await section.getByTestId('opening-hours-zone').textContent()).toBe('Zeitzone: Europe/Berlin');
    const inherit = section.getByRole('switch', { name: 'Öffnungszeiten des Netzwerks übernehmen' });
    expect(await inherit.isChecked()).toBe(true);
    expect(await section.getByTestId('week-view').getByText('vom Netzwerk übernommen').count()).toBeGreaterThan(0);
    await shot(page, 'location-inherits');

    // Own week: starts from the network's; a wrong time is refused on its field, nothing is sent.
    await inherit.uncheck();
    const editor = section.getByTestId('weekly-editor');
    await editor.waitFor();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/${location.guid}/opening-hours`)) posts++;
    });
    const monTill = section.getByTestId('span-weekly.mo.0.till');
    await monTill.fill('25:00');
    await section.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
    await section.getByText('Uhrzeit im Format HH:MM angeben (00:00 bis 24:00)').waitFor();
    expect(posts).toBe(0);
    await monTill.fill('12:30');
    expect(await section.getByText('Uhrzeit im Format HH:MM').count()).toBe(0);
    await section.getByRole('button', { name: 'Auf Mo–Fr kopieren (Montag)' }).click();
    await section.getByRole('button', { name: 'Geschlossen (Samstag)' }).click();
    expect(await section.getByTestId('span-weekly.fr.1.till').inputValue()).toBe('18:30');

    // Feiertage übernehmen: Bayern, next year.
    await section.getByTestId('holiday-state').click();
    await page.getByRole('option', { name: 'Bayern' }).click();
    await section.getByTestId('holiday-year').fill(String(year));
    await section.getByRole('button', { name: 'Feiertage übernehmen' }).click();
    expect(await section.getByTestId('holiday-message').textContent()).toMatch(
      /^1[2-4] Feiertage als geschlossene Tage eingetragen/,
    );
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith(`/${location.guid}/opening-hours`),
    );
    await section.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
    expect((await saved).status()).toBe(200);
    await section.getByTestId('opening-hours-saved').waitFor();

    // After a reload: own week, the holidays in the week view, the network's Heiligabend still inherited.
    await page.reload();
    await section.waitFor();
    expect(await section.getByRole('switch', { name: 'Öffnungszeiten des Netzwerks übernehmen' }).isChecked()).toBe(
      false,
    );
    const christmas = await showWeekOf(page, `${year}-12-25`);
    expect(await christmas.textContent()).toContain('geschlossen · 1. Weihnachtstag');
    const eve = section.getByTestId(`week-row-${year}-12-24`);
    expect(await eve.textContent()).toContain('09:00–12:00 · Heiligabend');
    expect(await eve.textContent()).toContain('vom Netzwerk übernommen');
    const monday = await section.getByTestId('week-view').locator('[data-testid^="week-row-"]').first().textContent();
    expect(monday).toContain('09:00–12:30, 14:00–18:30');
    expect(monday).not.toContain('vom Netzwerk übernommen');
    await shot(page, 'location-own');
    await page.context().close();
  }, 180_000);
});
