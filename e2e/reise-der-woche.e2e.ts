// 'Reise der Woche' end to end: a network (rule 'Läuft sofort') with three locations of different departure airports,
// addresses and approval settings. In Chromium the network's user publishes demo offer 1000 in the network's Playlist
// tab and watches the campaign view; the second location's user approves it on the dashboard ('Zur Freigabe' →
// 'Freigeben'), the third declines it ('Nicht bei uns'). Each screen is read through the player protocol as a device
// reads it: the first and second location's screens carry the offer in their shape, its image with that location's
// price and 'ab …' line (compared pixel for pixel with the server's renderer, rdw-image.ts) and its QR code: the
// first location's postal address (it has no web address), the second's own counted short link (a scan counts in the
// campaign view); the third's screens carry none. 'Überall zurückziehen' names the screens and takes the offer off
// all of them. Own server per engine (PGlite, and PostgreSQL with E2E_ENGINES).
import { formatEuro } from '@signage/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { ADMIN_PASSWORD } from './lib/constants.js';
import { e2eEngines, type OwnServer, startOwnServer } from './lib/own-server.js';
import { boxPixels, expectedBoxes } from './lib/rdw-image.js';
import {
  OFFER_ID,
  offerItemsOf,
  type RdwLocation,
  type RdwScreen,
  type RdwWorld,
  rdwWorld,
  readImage,
} from './lib/rdw-world.js';
import { loginAs } from './lib/session.js';
import { dialogSettled, shotPath } from './lib/shots.js';

const b = useBrowser();

const berlinDay = (ms: number) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(ms));

/** The campaign view's rows: location, state, price, screens, plays, scans. */
const copyRows = (page: Page) =>
  page
    .getByTestId('campaign-copy')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())))
    .then((rows) => rows.sort(byName));

const byName = (a: string[], z: string[]) => (a[0] ?? '').localeCompare(z[0] ?? '');

const POLL = { timeout: 180_000, interval: 500 };

describe.each(e2eEngines())('Reise der Woche end to end on %s', (engine) => {
  let own: OwnServer;
  let world: RdwWorld;

  beforeAll(async () => {
    own = await startOwnServer(engine, { OFFER_PROVIDER: 'demo' });
    world = await rdwWorld(own.baseURL, ADMIN_PASSWORD);
  }, 300_000);
  afterAll(async () => {
    await own?.stop();
  });

  const pageAs = async (username: string) => {
    const page = await b.newPage({ baseURL: own.baseURL, timezoneId: 'Europe/Berlin' });
    await loginAs(page, username);
    return page;
  };

  /**
   * The screen's offer item in its own shape, read as the device loads it: the price badge and the airport line
   * pixel for pixel as the location's copy must show them (and not as another location's), and its QR code.
   */
  /** The agency's line the built-in layout draws over the main picture (offers/offer-fields.ts agencyContact). */
  const contactOf = (l: RdwLocation) => `${l.name} · ${l.street}, ${l.postcode} ${l.city} · Tel. ${l.phone}`;

  async function offerOnScreen(screen: RdwScreen, location: RdwLocation, other: RdwLocation) {
    const items = await offerItemsOf(own.baseURL, screen.key);
    expect(items.map((i) => i.name)).toEqual([
      `Angebot ${OFFER_ID} ${screen.orientation === 'vertical' ? 'vertikal' : 'horizontal'}.png`,
    ]);
    const url = items[0]?.localAbsoluteFileName;
    if (!url) throw new Error(`${screen.name}: offer item without a file`);
    const image = await readImage(url);
    expect([image.width, image.height], screen.name).toEqual(
      screen.orientation === 'vertical' ? [1080, 1920] : [1920, 1080],
    );
    const shown = await boxPixels(image.png, screen.orientation);
    const mine = await expectedBoxes(
      OFFER_ID,
      { airport: location.airport, contact: contactOf(location) },
      screen.orientation,
    );
    const others = await expectedBoxes(
      OFFER_ID,
      { airport: other.airport, contact: contactOf(other) },
      screen.orientation,
    );
    expect(mine.price, location.name).toBe(location.price);
    expect(others.boxes.badge, 'the check tells the prices apart').not.toBe(mine.boxes.badge);
    expect(shown.badge === mine.boxes.badge, `${screen.name}: price badge shows ${formatEuro(location.price)}`).toBe(
      true,
    );
    expect(shown.airport === mine.boxes.airport, `${screen.name}: airport line '${mine.airportLine}'`).toBe(true);
    expect(others.boxes.contact, 'the check tells the agencies apart').not.toBe(mine.boxes.contact);
    expect(shown.contact === mine.boxes.contact, `${screen.name}: agency line '${contactOf(location)}'`).toBe(true);
    return image;
  }

  /** The location's row in the campaign view as it should read (scans: the QR scans counted). */
  const rowOf = (l: RdwLocation, state: string, screens: number, scans = 0) => [
    l.name,
    state,
    formatEuro(l.price),
    String(screens),
    '0',
    String(scans),
  ];

  it('publishes to three locations, each plays its own copy after its approval, the declined shows none, withdrawing removes all', {
    timeout: 480_000,
  }, async () => {
    const [l1, l2, l3] = world.locations;
    const allScreens = world.locations.flatMap((l) => l.screens);
    for (const s of allScreens) expect(await offerItemsOf(own.baseURL, s.key)).toEqual([]);

    // the network's user publishes in its Playlist tab (every location, each screen its shape, network rule)
    const central = await pageAs(world.networkUser);
    await central.goto(`/Netzwerke/${world.network.guid}/1`);
    const section = central.getByTestId('campaigns');
    await section.getByText('Noch kein Angebot veröffentlicht.').waitFor({ timeout: 60_000 });
    await section.getByRole('button', { name: 'Angebot veröffentlichen' }).click();
    const dialog = central.getByRole('dialog', { name: 'Angebot veröffentlichen' });
    const from = berlinDay(Date.now());
    const till = berlinDay(Date.now() + 7 * 86_400_000);
    await dialog.getByRole('textbox', { name: 'Angebotsnummer' }).fill(OFFER_ID);
    await dialog.getByLabel('von', { exact: true }).fill(from);
    await dialog.getByLabel('bis', { exact: true }).fill(till);
    expect(await dialog.getByLabel('Standorte', { exact: true }).textContent()).toBe('Alle Standorte');
    expect(await dialog.getByLabel('Freigabe', { exact: true }).textContent()).toBe('Läuft sofort');
    await central.screenshot({ path: shotPath(`rdw-${engine}-publish-dialog.png`) });
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const campaign = section.getByTestId('campaign');
    expect(await campaign.count()).toBe(1);
    expect(await campaign.innerText()).toContain(`Angebot ${OFFER_ID} · ${from} – ${till}`);
    // the background job works the three copies: the progress reaches all three locations
    await expect
      .poll(() => campaign.getByTestId('campaign-progress').textContent(), POLL)
      .toBe('3 von 3 Standorten · wartet: 2 · läuft: 1');
    await campaign.getByRole('button', { name: 'Details' }).click();
    // the first plays at once on both its screens; the second and third wait for their approval
    await expect
      .poll(() => copyRows(central), POLL)
      .toEqual([rowOf(l1, 'läuft', 2), rowOf(l2, 'wartet', 0), rowOf(l3, 'wartet', 0)].sort(byName));
    await central.screenshot({ path: shotPath(`rdw-${engine}-campaign-waiting.png`), fullPage: true });

    // nothing waiting plays: only the first location's screens carry the offer
    for (const s of [...l2.screens, ...l3.screens]) expect(await offerItemsOf(own.baseURL, s.key)).toEqual([]);

    // the second location's user approves on its dashboard, the third's declines
    await decide(l2, 'Freigeben');
    await decide(l3, 'Nicht bei uns');

    // the screens as devices read them
    await expect
      .poll(
        async () => (await Promise.all(l2.screens.map((s) => offerItemsOf(own.baseURL, s.key)))).flat().length,
        POLL,
      )
      .toBe(l2.screens.length);
    // the first location (no e-mail): its QR code shows its postal address on both screens
    for (const s of l1.screens) {
      expect((await offerOnScreen(s, l1, l2)).qr, s.name).toBe(`${l1.street}, ${l1.postcode} ${l1.city}`);
    }
    // the second: its own counted short link, which leads to its own web address
    const links: string[] = [];
    for (const s of l2.screens) {
      const { qr } = await offerOnScreen(s, l2, l1);
      expect(qr, s.name).toMatch(new RegExp(`^${own.baseURL}/q/[A-Za-z0-9_-]+$`));
      links.push(qr as string);
    }
    for (const s of l3.screens) expect(await offerItemsOf(own.baseURL, s.key)).toEqual([]);
    const scanned = await fetch(links[0] as string, { redirect: 'manual' });
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get('location')).toBe(`https://${l2.email?.split('@')[1]}`);

    await central.reload();
    await section.getByTestId('campaign').getByRole('button', { name: 'Details' }).click();
    await expect
      .poll(() => copyRows(central), POLL)
      .toEqual(
        [
          rowOf(l1, 'läuft', 2),
          rowOf(l2, 'läuft', l2.screens.length, 1),
          rowOf(l3, 'abgelehnt – Nicht bei uns', 0),
        ].sort(byName),
      );
    await central.screenshot({ path: shotPath(`rdw-${engine}-campaign-view.png`), fullPage: true });

    // publishing again to the first location only would take the offer down at the second: asked first, naming it
    // and its screens; cancelled, nothing changes
    await section.getByRole('button', { name: 'Angebot veröffentlichen' }).click();
    const again = central.getByRole('dialog', { name: 'Angebot veröffentlichen' });
    await again.getByRole('textbox', { name: 'Angebotsnummer' }).fill(OFFER_ID);
    await again.getByLabel('von', { exact: true }).fill(from);
    await again.getByLabel('bis', { exact: true }).fill(till);
    await again.getByLabel('Standorte', { exact: true }).click();
    await central.getByRole('option', { name: 'Ausgewählte Standorte' }).click();
    await again.getByRole('combobox', { name: 'Standorte des Netzwerks' }).fill(l1.name);
    await central.getByRole('option', { name: l1.name, exact: true }).click();
    await again.getByRole('button', { name: 'Veröffentlichen' }).click();
    const dropAsk = central.getByRole('dialog', { name: 'Angebot dort abnehmen?' });
    const n = l2.screens.length;
    expect(await dropAsk.innerText()).toContain(
      `Die neue Auswahl trifft einen Standort nicht mehr, an dem das Angebot ${OFFER_ID} läuft oder auf Freigabe wartet: ${l2.name}. Dort wird es abgenommen (${n === 1 ? '1 Bildschirm' : `${n} Bildschirme`}).`,
    );
    await dialogSettled(dropAsk);
    await central.screenshot({ path: shotPath(`rdw-${engine}-republish-ask.png`) });
    await dropAsk.getByRole('button', { name: 'Abbrechen' }).click();
    await dropAsk.waitFor({ state: 'hidden' });
    await again.getByRole('button', { name: 'Abbrechen' }).click();
    await again.waitFor({ state: 'hidden' });
    expect((await Promise.all(l2.screens.map((s) => offerItemsOf(own.baseURL, s.key)))).flat()).toHaveLength(n);

    // 'Überall zurückziehen' asks first, naming the screens it leaves
    await section.getByRole('button', { name: 'Überall zurückziehen' }).click();
    const ask = central.getByRole('dialog', { name: 'Angebot überall zurückziehen?' });
    const playing = l1.screens.length + l2.screens.length;
    expect(await ask.innerText()).toContain(
      `Angebot ${OFFER_ID} wird an allen Standorten zurückgezogen und verschwindet von ${playing} Bildschirmen.`,
    );
    // the dialog has faded in (a screenshot during its transition shows it half transparent)
    await dialogSettled(ask);
    await central.screenshot({ path: shotPath(`rdw-${engine}-withdraw-ask.png`) });
    await ask.getByRole('button', { name: 'Überall zurückziehen' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () => (await Promise.all(allScreens.map((s) => offerItemsOf(own.baseURL, s.key)))).flat().length,
        POLL,
      )
      .toBe(0);
    await expect.poll(() => campaign.innerText(), POLL).toContain('zurückgezogen');
    await central.context().close();
  });

  /** The location's approving user opens its dashboard, finds its own copy under 'Zur Freigabe' and decides. */
  async function decide(location: RdwLocation, button: 'Freigeben' | 'Nicht bei uns') {
    if (!location.approver) throw new Error(`${location.name} has no approver`);
    const page = await pageAs(location.approver);
    const approvals = page.getByTestId('offer-approvals');
    await approvals.getByRole('heading', { name: 'Zur Freigabe' }).waitFor({ timeout: 60_000 });
    const cards = approvals.getByTestId('offer-approval');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain(
      `Angebot ${OFFER_ID} für ${location.name} · ${berlinDay(Date.now())}`,
    );
    expect(await cards.first().innerText()).toContain(formatEuro(location.price));
    // both previews of its own copy load
    for (const img of await cards.first().getByRole('img').all()) {
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
    }
    if (button === 'Freigeben') await page.screenshot({ path: shotPath(`rdw-${engine}-approval.png`), fullPage: true });
    await cards.first().getByRole('button', { name: button }).click();
    await approvals.waitFor({ state: 'detached', timeout: 60_000 });
    await page.context().close();
  }
});
