// The tour operators' portal end to end (no operator may see another's plays or a non-consenting agency's): two
// operators, three networks — A consents to both with its names, B to operator 1 with its region only, C to none;
// every network's screen played both operators' offers and an own picture. In Chromium each operator's user logs in
// on the login page, lands on 'Veranstalter-Portal' without the staff menu and reads, by offer and by agency, exactly
// its own offers' plays from the consenting agencies in the form consented; the token API answers what the portal
// page got. Network A's revocation removes A from the next request. Own server per engine (PGlite, and PostgreSQL
// with E2E_ENGINES).
import type { OperatorReport } from '@signage/shared';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type ChangingProvider, startChangingProvider } from './lib/changing-provider.js';
import {
  OFFERS,
  type OfferKey,
  OPERATOR_PASSWORD,
  type OperatorWorld,
  operatorWorld,
  PLAY_SECONDS,
  type WorldNetwork,
} from './lib/operator-world.js';
import { e2eEngines, type OwnServer, startOwnServer } from './lib/own-server.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

/** A table row as the portal shows it: group, context, plays, screen time, screens, locations (+ scans by offer). */
type Row = string[];
const hms = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
const row = (label: string, context: string, plays: number, screens: number, scans?: number): Row => [
  label,
  context,
  String(plays),
  hms(plays * PLAY_SECONDS),
  String(screens),
  String(screens),
  ...(scans === undefined ? [] : [String(scans)]),
];

const isReport = (by: string) => (res: Response) => {
  const url = new URL(res.url());
  return (
    url.pathname === '/v1/operator/report' && url.searchParams.get('by') === by && res.request().method() === 'GET'
  );
};

const tableRows = (page: Page): Promise<Row[]> =>
  page
    .getByTestId('operator-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));

/** Switches 'Gruppieren nach' and returns the report the page asked for. */
async function groupBy(page: Page, by: 'Angebot' | 'Agentur', key: string): Promise<Response> {
  const answer = page.waitForResponse(isReport(key));
  await page.getByLabel('Gruppieren nach').click();
  await page.getByRole('option', { name: by, exact: true }).click();
  return answer;
}

describe.each(e2eEngines())('Veranstalter-Portal end to end on %s', (engine) => {
  let own: OwnServer;
  let provider: ChangingProvider;
  let world: OperatorWorld;

  beforeAll(async () => {
    provider = await startChangingProvider();
    own = await startOwnServer(engine, {
      OFFER_PROVIDER_URL: provider.origin,
      OFFER_IMAGE_HOSTS: '127.0.0.1',
      OFFER_PROVIDER_TIMEOUT_MS: '10000',
    });
    world = await operatorWorld(own.baseURL, provider);
  }, 300_000);
  afterAll(async () => {
    await own?.stop();
    await provider?.close();
  });

  /** The operator's user logs in on the login page; the portal's first report (by offer) as the page got it. */
  async function portalOf(op: OfferKey) {
    const page = await b.newPage({
      baseURL: own.baseURL,
      viewport: { width: 1400, height: 1000 },
      timezoneId: 'Europe/Berlin',
    });
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill(world.operators[op].username);
    await page.getByLabel('Passwort', { exact: true }).fill(OPERATOR_PASSWORD);
    const first = page.waitForResponse(isReport('offer'));
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/Veranstalter-Portal');
    const byOffer = await first;
    expect(byOffer.status()).toBe(200);
    await page.getByTestId('operator-table').waitFor();
    await page.getByRole('heading', { name: `Nachweise – ${world.operators[op].name}` }).waitFor();
    // no staff menu: no navigation, no staff page's link
    expect(await page.getByTestId('nav-drawer').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Berichte' }).count()).toBe(0);
    return { page, byOffer };
  }

  /** The same request as the page's, with a personal access token of the operator's user instead of the session. */
  async function withToken(token: string, pageResponse: Response): Promise<OperatorReport> {
    const res = await fetch(
      `${own.baseURL}${new URL(pageResponse.url()).pathname}${new URL(pageResponse.url()).search}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as OperatorReport;
  }

  async function newToken(page: Page): Promise<string> {
    const res = await fetch(`${own.baseURL}/v1/operator/tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Eigene BI' }),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^vt_/);
    return token;
  }

  /** What no operator may read anywhere on its page: network C, the own pictures, B's names. */
  async function expectNothingOfOthers(page: Page, other: OfferKey) {
    const text = await page.getByTestId('operator-portal').innerText();
    const { a, b: netB, c } = world.networks;
    for (const hidden of [
      c.name,
      c.location.name,
      'PLZ-Gebiet 04',
      netB.name,
      netB.location.name,
      a.location.name,
      OFFERS[other].id,
      ...[a, netB, c].map((n) => n.items.own.name),
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
  }

  const offerLabel = (op: OfferKey, n: WorldNetwork) => `${OFFERS[op].id} · ${n.items[op].name}`;

  it('each operator sees exactly its own offers from the consenting agencies, as consented; the API answers the same; a revocation takes effect with the next request', {
    timeout: 240_000,
  }, async () => {
    const { a, b: netB } = world.networks;
    // the item of an offer carries the same name in every network (the label names it once)
    expect(netB.items.tui.name).toBe(a.items.tui.name);

    // Operator 1 (TUI): A with its name, B as its postcode area, nothing of C; its own offer only.
    const tui = await portalOf('tui');
    const tuiToken = await newToken(tui.page);
    await expect
      .poll(() => tableRows(tui.page))
      .toEqual([row(offerLabel('tui', a), '', a.plays.tui + netB.plays.tui, 2, 0)]);
    expect(await tui.page.getByTestId('operator-totals').innerText()).toContain(String(a.plays.tui + netB.plays.tui));
    expect(await withToken(tuiToken, tui.byOffer)).toEqual(await tui.byOffer.json());
    const tuiAgencies = await groupBy(tui.page, 'Agentur', 'agency');
    await expect
      .poll(() => tableRows(tui.page))
      .toEqual([row('PLZ-Gebiet 40', 'nur Region', netB.plays.tui, 1), row(a.name, '', a.plays.tui, 1)]);
    expect(await withToken(tuiToken, tuiAgencies)).toEqual(await tuiAgencies.json());
    await expectNothingOfOthers(tui.page, 'der');
    await tui.page.screenshot({ path: shotPath(`operator-portal-${engine}-agencies.png`), fullPage: true });

    // Operator 2 (DER): only A (B and C give it nothing); its own offer only.
    const der = await portalOf('der');
    const derToken = await newToken(der.page);
    await expect.poll(() => tableRows(der.page)).toEqual([row(offerLabel('der', a), '', a.plays.der, 1, 0)]);
    expect(await withToken(derToken, der.byOffer)).toEqual(await der.byOffer.json());
    const derAgencies = await groupBy(der.page, 'Agentur', 'agency');
    await expect.poll(() => tableRows(der.page)).toEqual([row(a.name, '', a.plays.der, 1)]);
    expect(await withToken(derToken, derAgencies)).toEqual(await derAgencies.json());
    await expectNothingOfOthers(der.page, 'tui');
    expect(await der.page.getByTestId('operator-portal').innerText()).not.toContain('PLZ-Gebiet');

    // Network A's administrator revokes the consent for operator 1: its next request has nothing of A.
    await world.agencyA.call('PUT', `/v1/companies/${a.guid}/operator-consents/${world.operators.tui.guid}`, {
      shares: false,
      startDay: world.startDay,
      named: true,
      locationsDecide: false,
    });
    const reloaded = tui.page.waitForResponse(isReport('offer'));
    await tui.page.reload();
    const afterOffer = await reloaded;
    await expect.poll(() => tableRows(tui.page)).toEqual([row(offerLabel('tui', a), '', netB.plays.tui, 1, 0)]);
    expect(await withToken(tuiToken, afterOffer)).toEqual(await afterOffer.json());
    const afterAgencies = await groupBy(tui.page, 'Agentur', 'agency');
    await expect.poll(() => tableRows(tui.page)).toEqual([row('PLZ-Gebiet 40', 'nur Region', netB.plays.tui, 1)]);
    const apiAfter = await withToken(tuiToken, afterAgencies);
    expect(apiAfter).toEqual(await afterAgencies.json());
    expect(apiAfter.rows.map((r) => r.key)).not.toContain(a.guid);
    expect(apiAfter.total.plays).toBe(netB.plays.tui);
    expect(await tui.page.getByTestId('operator-portal').innerText()).not.toContain(a.name);
    // operator 2 keeps A's consent
    const derAgain = await withToken(derToken, derAgencies);
    expect(derAgain.rows.map((r) => [r.label, r.plays])).toEqual([[a.name, a.plays.der]]);

    await tui.page.context().close();
    await der.page.context().close();
  });
});
