// The hotel viewer in Chromium, a target figure: the first picture of a hotel visible < 1 s after the click on its
// search result, on a server with the built-in demo directory (pictures drawn by the server). Measured from the click
// to the first loaded picture inside the hotel page (its header picture or the gallery's first); then the same for the
// Bilder tab. Fresh server and browser context per run, so no picture comes from a cache. Run: node --import tsx
// bench/hotel-first-image.ts   (RUNS=5; builds the SPA first if stale)
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/lib/browser.js';
import { median, ms, startProductServer } from './lib.js';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5) || 5);
const LIMIT_MS = 1000;
const PASSWORD = 'bench-admin-Passwort';
const QUERY = 'iberostar palma';
const HOTEL = 'Iberostar Selection Playa de Palma';

/** Resolves with the page's time (performance.now) at which a loaded picture inside `selector` is on screen. */
const firstPictureAt = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) => {
      for (const img of document.querySelectorAll<HTMLImageElement>(`${sel} img`)) {
        const box = img.getBoundingClientRect();
        const onScreen = box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
        if (img.complete && img.naturalWidth > 0 && onScreen) return performance.now();
      }
      return false;
    },
    selector,
    { polling: 'raf', timeout: 15_000 },
  );

async function run(base: string, token: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'de-DE' });
    await context.addInitScript((t) => {
      localStorage.setItem(
        'credentials',
        JSON.stringify({ authorized: true, authToken: t, fromURL: false, data: null }),
      );
    }, token);
    const page = await context.newPage();
    await page.goto(`${base}/oc/index`);
    await page.getByRole('searchbox', { name: 'Hotel, Ort oder Region' }).fill(QUERY);
    const card = page.getByTestId('hotel-results').locator('li').filter({ hasText: HOTEL }).first();
    await card.waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await card.click();
    const detail = Number(await (await firstPictureAt(page, '[data-testid="hotel-detail"]')).jsonValue()) - clicked;
    const tabClicked = await page.evaluate(() => performance.now());
    await page.getByRole('tab', { name: 'Bilder', exact: true }).click();
    const gallery =
      Number(await (await firstPictureAt(page, '[data-testid="hotel-gallery"]')).jsonValue()) - tabClicked;
    return { detail, gallery };
  } finally {
    await browser.close();
  }
}

const { base, authToken, stop } = await startProductServer(PASSWORD, { HOTEL_DEMO: '1' });
let failed = false;
try {
  console.log(
    `hotel first picture: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}, demo directory, ${RUNS} runs`,
  );
  const detail: number[] = [];
  const gallery: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await run(base, authToken);
    detail.push(r.detail);
    gallery.push(r.gallery);
    console.log(`run ${i + 1}: hotel page ${ms(r.detail)}, Bilder tab ${ms(r.gallery)}`);
  }
  const worst = Math.max(...detail);
  failed = worst >= LIMIT_MS;
  console.log(
    `${failed ? 'FAIL' : 'PASS'} first picture after the click: median ${ms(median(detail))}, max ${ms(worst)} ` +
      `(< ${LIMIT_MS} ms); Bilder tab: median ${ms(median(gallery))}, max ${ms(Math.max(...gallery))}`,
  );
  console.log(`load average at end ${loadavg()[0].toFixed(2)}`);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
