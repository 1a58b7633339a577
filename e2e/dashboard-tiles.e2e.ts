import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

/** What no tile may lead to: a refusal, or a page that only says there is nothing for the user. */
const EMPTY_PAGES = [
  'Keine Berechtigung',
  'Ihrem Benutzer ist kein Standort zugeordnet.',
  'Ihr Benutzer darf die Geräte nicht abrufen.',
];

/** Each demo user (README) and the tiles their dashboard shows. */
const USERS: Array<[string, string[]]> = [
  ['admin', ['tile-Netzwerke', 'tile-Playlist', 'tile-Geraete', 'tile-Benutzer']],
  ['netzadmin', ['tile-Netzwerke', 'tile-Playlist', 'tile-Geraete', 'tile-Benutzer', 'tile-MeinStandort']],
  ['standort', ['tile-Playlist', 'tile-Geraete', 'tile-MeinStandort']],
  ['support', ['tile-Netzwerke', 'tile-Geraete']],
];

describe('dashboard tiles lead only where the user has something', () => {
  it.each(USERS)('%s: every tile opens a page with content', async (username, expected) => {
    const page = await b.newPage();
    await loginAs(page, username);
    await page.goto('/Dashboard/Main');
    await page.getByTestId('welcome').waitFor();
    await page.getByTestId(expected[0] as string).waitFor();
    const shown = await page
      .locator('[data-testid^="tile-"]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-testid')));
    expect(shown).toEqual(expected);
    await page.screenshot({ path: shotPath(`dashboard-tiles-${username}.png`) });
    for (const tile of expected) {
      await page.goto('/Dashboard/Main');
      await page.getByTestId(tile).click();
      await page.waitForURL((url) => url.pathname !== '/Dashboard/Main');
      // The page has loaded its list or widgets (a table row or a device card), then nothing says it is empty.
      await page.locator('main').locator('tbody tr, [data-testid="device-widget"]').first().waitFor();
      for (const text of EMPTY_PAGES) expect(await page.getByText(text).count(), `${tile}: ${text}`).toBe(0);
    }
    await page.context().close();
  });
});
