import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PATHS, AUTH_PATHS } from '../apps/web/src/app/router/route-table.js';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { bothImagesLoaded, dateField } from './lib/offer-tool.js';
import { loginAs } from './lib/session.js';
import { dialogSettled, shotPath } from './lib/shots.js';

/**
 * Usable by everyone: axe-core on every route of the router's own list and on every dialog, as the administrator and as
 * the location user, and the layout checks (390×844 and 1366×768). One browser; each user keeps one signed-in page for
 * all its scans.
 */
const b = useBrowser();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Found {
  where: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}
const found: Found[] = [];

/** Scans the page as it is now (or only `include`, e.g. an open dialog); collects every violation. */
async function scan(page: Page, where: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  for (const v of result.violations) {
    found.push({
      where,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
    });
  }
}

/** Waits until the page has loaded its data: no request for a moment and no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root'), null, {
      timeout: 10_000,
    })
    .catch(() => {});
}

/** The route patterns (the router's list, see route-table.ts) a concrete path belongs to. */
const PATTERNS = [...new Set(ALL_PATHS)].filter((p) => p !== '*');
const patternOf = (pathname: string) =>
  PATTERNS.find((p) => matchPath({ path: p, caseSensitive: false, end: true }, pathname) !== null);

/**
 * Visits `start`, then every page its links lead to whose route has no visit yet (one concrete path per route),
 * scanning each. `extra` adds paths links do not lead to (public pages opened with a code, the player …).
 */
async function crawl(page: Page, who: string, start: string[], visited: Map<string, string>) {
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const pattern = patternOf(new URL(url, b.baseURL).pathname);
    if (!pattern || visited.has(pattern)) continue;
    visited.set(pattern, url);
    await page.goto(url);
    await settled(page);
    await scan(page, `${who} ${url}`);
    const hrefs = await page.$$eval('a[href]', (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search),
    );
    for (const href of hrefs) {
      const p = patternOf(href.split('?')[0] as string);
      if (p && !visited.has(p) && p !== '/Logout') queue.push(href);
    }
  }
}

const AUTH: readonly string[] = AUTH_PATHS;
const param = (visits: Map<string, string>, pattern: string, name: string) => {
  const url = visits.get(pattern);
  const match = url ? matchPath({ path: pattern, caseSensitive: false }, new URL(url, b.baseURL).pathname) : null;
  return match?.params[name] ?? 'unbekannt';
};
const listOf = (answer: unknown): Listed[] =>
  (Array.isArray(answer) ? answer : ((answer as { items?: Listed[] }).items ?? [])) as Listed[];

/** Concrete paths of the routes no link of the app leads to (variants of a route under a network, by id …). */
async function unlinked(page: Page, visits: Map<string, string>): Promise<string[]> {
  const company = param(visits, '/Netzwerke/:companyId', 'companyId');
  const locationId = param(visits, '/Standort/:guid', 'guid');
  const user = param(visits, '/Benutzer/:guid', 'guid');
  const role = param(visits, '/Rollen/:guid', 'guid');
  const device = param(visits, '/Geraete/:deviceGuid', 'deviceGuid');
  const playlist = param(visits, '/Playlist/:guid', 'guid');
  const template = listOf(await apiCall(page, 'POST', '/v1/templates/list', {}))[0]?.guid;
  const mail = listOf(await apiCall(page, 'GET', '/v1/mail'))[0]?.guid;
  const app = listOf(await apiCall(page, 'GET', '/v1/apps/list'))[0]?.guid;
  return [
    `/Netzwerke/${company}/Benutzer/${user}`,
    `/Netzwerke/${company}/Standort/${locationId}/Benutzer/${user}`,
    `/Netzwerke/${company}/Rollen/${role}`,
    `/Templates/${template}`,
    `/admin/mails/${mail}`,
    `/Netzwerke/${company}/Standort/${locationId}`,
    `/Netzwerke/${company}/Geraete/${device}`,
    `/Netzwerke/${company}/Playlist/${playlist}`,
    `/PlaylistItem/${playlist}`,
    `/Apps/${app}`,
    `/counter/show/${playlist}`,
    `/ga/index/${hotel}?code=${code}`,
    `/ga/index/${hotel}/${hotelProvider}?code=${code}`,
  ];
}

interface Listed {
  guid: string;
  name: string;
}

let admin: Page;
let location: Page;
let operator: Page;
const adminVisits = new Map<string, string>();
const locationVisits = new Map<string, string>();
let publicPaths: string[] = [];
let code = '';
let hotel = '';
let hotelProvider = '';
const RUN = Date.now().toString(36);
const OPERATOR_PASSWORD = 'A11y-Portal-Nachweis-2026!';

/** What the dialog scans open their dialogs on: demo records and a few own ones (made in beforeAll). */
interface Ctx {
  /** Sonnenschein Reisen (the network) and its location Berlin-Mitte (the location user's). */
  network: string;
  berlin: string;
  /** The demo screen 'Berlin Schaufenster links'. */
  screen: string;
  /** The demo user 'support' (deleted nowhere: the confirmation is only opened). */
  user: string;
  /** An own playlist at Berlin-Mitte with one web item, played by the own screen. */
  playlist: string;
  /** An own channel of an own organiser network (only those can be shared, SPEC §6). */
  organiserChannel: string;
  /** An own screen at Berlin-Mitte (archive, secret and full-loop dialogs) and an unknown one. */
  ownScreen: string;
  unknownScreen: string;
  /** The offer tool's link (demo provider, editor). */
  tool: string;
  /** An own tour operator (with an administrator of its own, signed in on `operator`). */
  operatorName: string;
  operatorGuid: string;
}
const ctx = {} as Ctx;

/** Registers a screen as the protocol does (its first playlist call): it is then an unknown device. */
async function registerScreen(key: string) {
  const res = await fetch(`${b.baseURL}/api/playlist?key=${key}&version=e2e-a11y`);
  if (res.status !== 200) throw new Error(`screen ${key} did not register: ${res.status}`);
}

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  location = await b.newPage();
  await loginAs(location, 'standort');
  const companies = await apiCall<Listed[]>(admin, 'POST', '/v1/companies/list', { keyWord: 'Berlin-Mitte' });
  const berlin = companies.find((c) => c.name === 'Sonnenschein Reisen Berlin-Mitte');
  if (!berlin) throw new Error('demo data without Berlin-Mitte');
  const detail = await apiCall<{ offerCode: string; guidParent: string }>(admin, 'GET', `/v1/companies/${berlin.guid}`);
  code = detail.offerCode;
  const { items } = await apiCall<{ items: Listed[] }>(admin, 'POST', '/v1/devices/list', { showAll: 1 });
  const screen = items.find((d) => d.name === 'Berlin Schaufenster links');
  if (!screen) throw new Error('demo data without its screen');
  const tool = `advisoryId=100201&code=${code}&offerId=1000&provider=demo`;
  // a hotel of the directory for /ga/index/:giataId, found through the viewer's own search
  await admin.goto(`/ga/index?code=${code}`);
  await admin.getByRole('searchbox').first().fill('Hotel');
  await admin.getByRole('searchbox').first().press('Enter');
  const first = admin.locator('a[href*="/ga/index/"]').first();
  await first.waitFor();
  const parts = new URL((await first.getAttribute('href')) as string, b.baseURL).pathname.split('/');
  hotel = parts[3] as string;
  hotelProvider = parts[4] ?? 'demo';
  publicPaths = [
    `/pc/addImage?${tool}`,
    `/bs/addImage?${tool}`,
    `/oc/url?${tool}`,
    `/oc/index?code=${code}`,
    `/ga/index?code=${code}`,
    `/preview/${screen.guid}`,
    `/player/${screen.guid}`,
  ];

  const users = await apiCall<Array<Listed & { username: string }>>(admin, 'POST', '/v1/people/list', {});
  const support = users.find((u) => u.username === 'support');
  if (!support) throw new Error('demo data without the user support');
  const playlist = await apiCall<Listed>(admin, 'POST', '/v1/playlists', {
    guidCompany: berlin.guid,
    name: `A11y Schleife ${RUN}`,
  });
  await apiCall(admin, 'POST', `/v1/playlists/${playlist.guid}/items/create`, {
    view: 'editor',
    localFileName: '{host}/demo/angebote',
  });
  const organiser = await apiCall<Listed>(admin, 'POST', '/v1/companies', {
    isMother: 1,
    typ: 1,
    name: `A11y Veranstalter ${RUN}`,
  });
  const channel = await apiCall<Listed>(admin, 'POST', '/v1/playlists', {
    guidCompany: organiser.guid,
    channel: 1,
    name: `A11y Kanal ${RUN}`,
  });
  // the own screen is paired as a screen is: at Berlin-Mitte, playing the own playlist (whose loop it limits)
  const own = randomUUID();
  const pairing = await fetch(`${b.baseURL}/api/pairing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: own }),
  });
  if (pairing.status !== 200) throw new Error(`screen ${own} got no pairing code: ${pairing.status}`);
  await apiCall(admin, 'POST', '/v1/devices/pair', {
    code: ((await pairing.json()) as { code: string }).code,
    network: detail.guidParent,
    location: berlin.guid,
    playlist: playlist.guid,
  });
  await apiCall(admin, 'POST', `/v1/devices/${own}`, { name: `A11y Bildschirm ${RUN}`, deviceState: 'ACTIVE' });
  const unknown = randomUUID();
  await registerScreen(unknown);
  // an own tour operator and its administrator, signed in on the operator portal
  const operatorName = `A11y Reisen ${RUN}`;
  const op = await apiCall<Listed>(admin, 'POST', '/v1/operators', { name: operatorName, codes: [`A11Y-${RUN}`] });
  await apiCall(admin, 'POST', `/v1/operators/${op.guid}/users`, {
    username: `a11y-op-${RUN}`,
    password: OPERATOR_PASSWORD,
    admin: true,
  });
  operator = await b.newPage();
  await operator.goto('/login');
  await operator.getByLabel('Benutzername').fill(`a11y-op-${RUN}`);
  await operator.getByLabel('Passwort', { exact: true }).fill(OPERATOR_PASSWORD);
  await operator.getByLabel('Passwort', { exact: true }).press('Enter');
  await operator.waitForURL((url) => url.pathname.startsWith('/Veranstalter-Portal'));
  Object.assign(ctx, {
    network: detail.guidParent,
    berlin: berlin.guid,
    screen: screen.guid,
    user: support.guid,
    playlist: playlist.guid,
    organiserChannel: channel.name,
    ownScreen: own,
    unknownScreen: unknown,
    tool: `/pc/addImage?${tool}&editor=1`,
    operatorName,
    operatorGuid: op.guid,
  } satisfies Ctx);
}, 180_000);

afterAll(async () => {
  // The own records go again: later files on the same server count Berlin's screens and playlists.
  if (admin && ctx.playlist) {
    for (const path of [
      `/v1/devices/${ctx.ownScreen}/delete`,
      `/v1/devices/${ctx.unknownScreen}/delete`,
      `/v1/playlists/${ctx.playlist}/delete`,
    ]) {
      await apiCall(admin, 'GET', path).catch((error) => console.warn(`a11y clean-up ${path}: ${error}`));
    }
    const organisers = await apiCall<Listed[]>(admin, 'POST', '/v1/companies/list', { isMother: 1 });
    for (const o of organisers.filter((c) => c.name === `A11y Veranstalter ${RUN}`)) {
      const lists = await apiCall<Listed[]>(admin, 'GET', `/v1/companies/${o.guid}/playlists`);
      for (const l of lists) await apiCall(admin, 'GET', `/v1/playlists/${l.guid}/delete`);
      await apiCall(admin, 'GET', `/v1/companies/${o.guid}/delete`);
    }
  }
  if (admin && ctx.operatorGuid) {
    // the operator goes with its user and the key the dialog scan made
    const gone = await admin.request.delete(`/v1/operators/${ctx.operatorGuid}`, {
      headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    });
    if (!gone.ok()) console.warn(`a11y clean-up operator: ${gone.status()}`);
  }
  await operator?.context().close();
  await admin?.context().close();
  await location?.context().close();
  if (found.length > 0) console.log(JSON.stringify(found, null, 1));
});

type Who = 'admin' | 'standort' | 'anonym' | 'veranstalter';

/** One dialog scan: which file's dialog, for whom, on which page and how it is opened. */
interface DialogScan {
  file: string;
  /**
   * Who opens it: the administrator, the location user (where that user can), anyone (public pages), or the own tour
   * operator's administrator (its portal).
   */
  who: Who[];
  path: (c: Ctx) => string;
  open: (page: Page, c: Ctx) => Promise<Locator>;
  /** What the dialog must also show (a layout check where it lives in a dialog). */
  check?: (dialog: Locator) => Promise<void>;
}

/** Clicks the first button named `name` and answers the dialog named `dialog`. */
const click = (name: string | RegExp, dialog: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
  return page.getByRole('dialog', { name: dialog, exact: typeof dialog === 'string' });
};
/** Opens the tab `tab` of the page first, then clicks as `click`. */
const inTab =
  (tab: string, name: string | RegExp, dialog: string | RegExp) =>
  async (page: Page): Promise<Locator> => {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    return click(name, dialog)(page);
  };
const networkTab = (tab: number) => (c: Ctx) => `/Netzwerke/${c.network}/${tab}`;
const ownPlaylist = (c: Ctx) => `/Playlist/${c.playlist}`;
const BOTH: Who[] = ['admin', 'standort'];

/**
 * Opens a dialog that only a full loop shows: the own playlist's web item (added inactive) plays, and the own screen
 * allows exactly its length (maxDuration), so the server answers canAdd false. Once the dialog is open, item and
 * limit are as before again (the other dialogs add to the loop).
 */
const withFullLoop =
  (open: (page: Page) => Promise<Locator>) =>
  async (page: Page, c: Ctx): Promise<Locator> => {
    const { items } = await apiCall<{ items: Array<{ guid: string; duration: number; active: number }> }>(
      admin,
      'GET',
      `/v1/playlists/${c.playlist}`,
    );
    const item = items[0];
    if (!item) throw new Error('the own playlist has no item');
    await apiCall(admin, 'POST', `/v1/playlists/${c.playlist}/item`, { guid: item.guid, active: 1 });
    await apiCall(admin, 'POST', `/v1/devices/${c.ownScreen}`, { maxDuration: item.duration });
    try {
      await page.reload();
      await settled(page);
      const dialog = await open(page);
      await dialog.waitFor();
      return dialog;
    } finally {
      await apiCall(admin, 'POST', `/v1/devices/${c.ownScreen}`, { maxDuration: null });
      await apiCall(admin, 'POST', `/v1/playlists/${c.playlist}/item`, { guid: item.guid, active: item.active });
    }
  };

/**
 * Every dialog of the app (the files with a MUI <Dialog>, relative to apps/web/src) and how the scan opens it. A file
 * with two dialogs has two entries. Nothing is confirmed that would change the demo data: a dialog is closed with
 * Escape, except where its second state needs the first confirmed (own records only).
 */
const DIALOGS: DialogScan[] = [
  {
    file: 'features/operators/components/operator-edit-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/Veranstalter',
    open: (page, c) => click(`${c.operatorName} bearbeiten`, 'Veranstalter bearbeiten')(page),
  },
  {
    // creates a key of the own operator's administrator (it goes with the operator in afterAll)
    file: 'features/reports/components/token-created-dialog.tsx',
    who: ['veranstalter'],
    path: () => '/Veranstalter-Portal',
    open: async (page) => {
      await page.getByLabel('Name des Schlüssels (z. B. Power BI Vertrieb)').fill('A11y BI');
      await page.getByRole('button', { name: 'Schlüssel anlegen' }).click();
      return page.getByRole('dialog', { name: 'Ihr neuer Zugangsschlüssel „A11y BI“' });
    },
  },
  {
    file: 'components/confirm-delete-dialog.tsx',
    who: ['veranstalter'],
    path: () => '/Veranstalter-Portal',
    open: click('Schlüssel A11y BI widerrufen', 'Zugangsschlüssel widerrufen?'),
  },
  {
    file: 'features/playlists/components/create-playlist-dialog.tsx',
    who: BOTH,
    path: () => '/Dashboard/Playlist',
    open: click('Neu erstellen', 'Neue Playlist'),
  },
  {
    file: 'features/devices/components/pair-screen-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/Geraete',
    open: click('Bildschirm koppeln', 'Bildschirm koppeln'),
  },
  {
    file: 'components/mail/mail-dialog.tsx', // OfflineMailDialog
    who: ['admin'],
    path: () => '/Dashboard/Geraete',
    open: click('Offline-Mail', 'Offline-Mail senden'),
  },
  {
    file: 'features/networks/components/campaigns/publish-dialog.tsx',
    who: ['admin'],
    path: networkTab(1),
    open: click('Angebot veröffentlichen', 'Angebot veröffentlichen'),
  },
  {
    file: 'features/networks/components/add-location-dialog.tsx',
    who: ['admin'],
    path: networkTab(3),
    open: click('Standort hinzufügen', 'Standort hinzufügen'),
  },
  {
    file: 'components/comments/comment-dialog.tsx',
    who: ['admin'],
    path: networkTab(7),
    open: click('Kommentar hinzufügen', 'Kommentar erstellen'),
  },
  {
    file: 'features/networks/components/device-secret-switch.tsx',
    who: ['admin'],
    path: networkTab(0),
    open: async (page) => {
      await page.getByRole('switch', { name: 'Gerätegeheimnis verlangen' }).click();
      return page.getByTestId('device-secret-dialog');
    },
  },
  {
    file: 'components/confirm-delete-dialog.tsx',
    who: ['admin'],
    path: (c) => `/Benutzer/${c.user}`,
    open: click('Löschen', 'Löschen bestätigen'),
  },
  {
    // the location user deletes items of the own loop
    file: 'components/confirm-delete-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: async (page) => {
      await page
        .getByTestId('item-card')
        .first()
        .getByRole('button', { name: / löschen$/ })
        .click();
      return page.getByRole('dialog', { name: 'Löschen bestätigen' });
    },
  },
  {
    file: 'features/playlists/components/item-settings-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: click(/^Einstellungen von/, 'Einstellungen'),
    // An item for every screen says so
    check: async (dialog) => {
      const text = await dialog.locator('#item-orientation').textContent();
      expect(['Alle Bildschirme', 'Nur Querformat', 'Nur Hochformat']).toContain(text);
    },
  },
  {
    file: 'features/playlists/components/bulk-schedule-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: click('Zeitplan für mehrere', 'Zeitplan für mehrere Einträge'),
  },
  {
    file: 'features/playlists/components/link-playlist-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: click('Playlist hinzufügen', 'Playlist hinzufügen'),
  },
  {
    file: 'features/playlists/components/web-address-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: click('Web-Eintrag hinzufügen', 'Web-Adresse'),
  },
  {
    // a file named .png that is no picture: the server refuses it (415) while it arrives; nothing is stored
    file: 'components/upload/upload-error-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: async (page) => {
      const chooser = page.waitForEvent('filechooser');
      const refused = page.waitForResponse((r) => r.url().includes('/v1/playlists/upload/') && r.status() === 415);
      await page.getByTestId('playlist-upload').getByRole('button', { name: 'Dateien auswählen' }).click();
      await (await chooser).setFiles({
        name: 'kein-bild.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Kein Bild.'),
      });
      await refused;
      return page.getByRole('dialog', { name: 'Upload Fehler' });
    },
  },
  {
    file: 'features/playlists/components/not-allowed-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: withFullLoop(click('Web-Eintrag hinzufügen', 'Nicht erlaubt')),
  },
  {
    // the location user's role has no RIGHT_COMP_STAGE_UPLOAD_PICTURE: no stage upload for it
    file: 'features/preview/components/stage-upload.tsx',
    who: ['admin'],
    path: (c) => `/preview/${c.ownScreen}`,
    open: withFullLoop(click('Dateien auswählen', 'Nicht erlaubt')),
  },
  {
    file: 'components/media-library/media-library-dialog.tsx',
    who: BOTH,
    path: ownPlaylist,
    open: async (page) => {
      await page.getByRole('button', { name: 'Aus der Mediathek' }).click();
      return page.getByTestId('media-library-dialog');
    },
  },
  {
    file: 'features/playlists/components/item-carousel.tsx',
    who: BOTH,
    path: (c) => `/PlaylistItem/${c.playlist}`,
    open: async (page) => {
      await page
        .getByRole('button', { name: / ansehen$/ })
        .first()
        .click();
      return page.getByTestId('item-carousel');
    },
  },
  {
    file: 'components/playlist-stats/stats-dialog.tsx',
    who: BOTH,
    path: () => '/Dashboard/Playlist',
    open: click(/^Statistik von/, /^Statistik:/),
  },
  {
    file: 'features/playlists/components/share-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/Playlist',
    open: async (page, c) => {
      await page.getByLabel('Alle anzeigen').check();
      await page.getByLabel('Playlist suchen').fill(c.organiserChannel);
      await page.getByRole('button', { name: `Playlist ${c.organiserChannel} teilen` }).click();
      return page.getByRole('dialog', { name: `„${c.organiserChannel}“ teilen` });
    },
  },
  {
    file: 'features/channels/components/channel-distribution-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/Channels',
    open: click(/ verteilen$/, / verteilen“?$/),
  },
  {
    file: 'components/media-library/media-share-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/Medien',
    open: click(/ auf anderen Geräten zeigen$/, / auf anderen Geräten$/),
  },
  {
    file: 'features/preview/components/discount-info-dialog.tsx',
    who: BOTH,
    path: (c) => `/preview/${c.screen}`,
    open: click('Rabatthinweis', 'Rabatte'),
  },
  {
    file: 'features/preview/components/monitor-editor-dialog.tsx',
    who: ['admin'],
    path: (c) => `/preview/${c.screen}`,
    open: click('Monitorposition', 'Monitorposition bearbeiten'),
  },
  {
    file: 'features/networks/components/location-offers.tsx',
    who: ['admin'],
    path: (c) => `/Standort/${c.berlin}`,
    open: click('Code neu erzeugen', 'Code neu erzeugen'),
  },
  {
    file: 'components/company-assign/company-assign-dialog.tsx',
    who: ['admin'],
    path: (c) => `/Geraete/${c.ownScreen}`,
    open: inTab('Allgemeine Daten', 'Zuweisen', 'Netzwerk zuweisen'),
  },
  {
    file: 'features/devices/components/archive-control.tsx',
    who: ['admin'],
    path: (c) => `/Geraete/${c.ownScreen}`,
    open: inTab('Allgemeine Daten', 'Archivieren', 'Gerät archivieren'),
  },
  {
    file: 'features/devices/components/device-secret-panel.tsx',
    who: ['admin'],
    path: (c) => `/Geraete/${c.ownScreen}`,
    open: inTab('Allgemeine Daten', /Geheimnis erzeugen$/, 'Gerätegeheimnis erzeugen?'),
  },
  {
    // its second dialog shows the new secret once: confirmed on the own screen
    file: 'features/devices/components/device-secret-panel.tsx',
    who: ['admin'],
    path: (c) => `/Geraete/${c.ownScreen}`,
    open: async (page) => {
      const ask = await inTab('Allgemeine Daten', /Geheimnis erzeugen$/, 'Gerätegeheimnis erzeugen?')(page);
      await ask.getByRole('button', { name: 'Erzeugen' }).click();
      return page.getByRole('dialog', { name: 'Neues Gerätegeheimnis' });
    },
  },
  {
    file: 'components/mail/mail-dialog.tsx', // SendMailDialog
    who: ['admin'],
    path: (c) => `/Geraete/${c.ownScreen}`,
    open: inTab('Wartungsmanager', 'E-Mail', 'E-Mail senden'),
  },
  {
    file: 'features/devices/pages/unknown-devices-page.tsx',
    who: ['admin'],
    path: () => '/Dashboard/unbekannteGeraete',
    open: (page, c) => click(`Unbekanntes Gerät ${c.unknownScreen} löschen`, 'Unbekannte Geräte löschen')(page),
  },
  {
    file: 'features/system/components/audit-diff-dialog.tsx',
    who: ['admin'],
    path: () => '/Dashboard/System',
    open: inTab('Änderungsprotokoll', /^Änderungen von Eintrag/, /./),
  },
  {
    file: 'features/offers/components/offer-editor-dialog.tsx',
    who: ['anonym'],
    path: (c) => c.tool,
    open: click('Bearbeiten', 'Bearbeiten'),
  },
  {
    file: 'features/offers/components/offer-image.tsx',
    who: ['anonym'],
    path: (c) => c.tool,
    open: async (page) => {
      await bothImagesLoaded(page);
      await page.getByRole('button', { name: 'Vollbild' }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    // a link with a sign-in opened while someone is signed in (here: one that is no longer valid)
    file: 'app/auth/link-login-dialog.tsx',
    who: BOTH,
    path: () => '/Dashboard/Main?authToken=abgelaufen',
    open: async (page) => page.getByRole('dialog', { name: 'Anmeldung über einen Link' }),
  },
  {
    file: 'features/auth/components/login-dialogs.tsx',
    who: ['anonym'],
    path: () => '/login',
    open: async (page) => {
      await page.getByLabel('Benutzername').fill('admin');
      await page.getByLabel('Passwort', { exact: true }).fill('falsch');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      return page.getByRole('dialog', { name: 'Login nicht erfolgreich' });
    },
  },
];

/** Opens every dialog of DIALOGS meant for `who` on its page, waits until it stands still and scans it. */
async function scanDialogs(page: Page, who: Who) {
  const scanned: string[] = [];
  for (const d of DIALOGS.filter((entry) => entry.who.includes(who))) {
    await page.goto(d.path(ctx));
    await settled(page);
    const dialog = await d.open(page, ctx).catch(async (error: unknown) => {
      // what the page showed instead: for the person reading the failure
      await page.screenshot({ path: shotPath(`a11y-dialog-${who}-failed.png`), fullPage: true });
      throw error;
    });
    await dialogSettled(dialog);
    await settled(page);
    await d.check?.(dialog);
    await scan(page, `${who} dialog ${d.file}`, '[role="dialog"], [role="alertdialog"]');
    await page.screenshot({ path: shotPath(`a11y-dialog-${who}-${scanned.length}.png`) });
    scanned.push(d.file);
    await page.keyboard.press('Escape');
  }
  return scanned;
}

/** The main pages the layout checks look at (signed in as the administrator). */
const LAYOUT_PAGES = (c: Ctx) => [
  `/Netzwerke/${c.network}`,
  `/Standort/${c.berlin}`,
  '/Dashboard/Main',
  '/Dashboard/Netzwerke',
  '/Dashboard/Playlist',
  `/Playlist/${c.playlist}`,
  '/Dashboard/Geraete',
  `/Geraete/${c.screen}`,
  '/Dashboard/Benutzer',
  `/Benutzer/${c.user}`,
  '/Dashboard/Channels',
  '/Dashboard/Medien',
  '/Dashboard/Berichte',
  '/Dashboard/Support',
  '/Dashboard/System',
];

/**
 * The gaps between the page header's buttons (page-header.tsx) that lie side by side or one above the other:
 * '<a> | <b>: <px>' for every pair closer than 8 px.
 */
async function tightHeaderButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tight: string[] = [];
    for (const group of document.querySelectorAll('[data-testid="page-header-actions"]')) {
      const boxes = [...group.children].map((el) => ({
        name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim(),
        r: el.getBoundingClientRect(),
      }));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]] as [(typeof boxes)[number], (typeof boxes)[number]];
          const sameRow = a.r.top < b.r.bottom && b.r.top < a.r.bottom;
          const sameColumn = a.r.left < b.r.right && b.r.left < a.r.right;
          const gap = sameRow
            ? Math.max(b.r.left - a.r.right, a.r.left - b.r.right)
            : sameColumn
              ? Math.max(b.r.top - a.r.bottom, a.r.top - b.r.bottom)
              : Number.POSITIVE_INFINITY;
          if (gap < 8) tight.push(`${a.name} | ${b.name}: ${Math.round(gap)}`);
        }
    }
    return tight;
  });
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it('every route as the administrator', async () => {
    const start = PATTERNS.filter((p) => !p.includes(':') && !AUTH.includes(p));
    await crawl(admin, 'admin', [...start, ...publicPaths], adminVisits);
    // routes no link leads to: built from the parameters found on the way and from the API
    await crawl(admin, 'admin', await unlinked(admin, adminVisits), adminVisits);
    expect(PATTERNS.filter((p) => !adminVisits.has(p) && !AUTH.includes(p))).toEqual([]);
    expect(found).toEqual([]);
  }, 600_000);

  it('every route as the location user (and the paths of the administrator no own link leads to)', async () => {
    const before = found.length;
    const start = PATTERNS.filter((p) => !p.includes(':') && !AUTH.includes(p));
    await crawl(location, 'standort', [...start, ...publicPaths], locationVisits);
    await crawl(location, 'standort', [...adminVisits.values()], locationVisits);
    expect(PATTERNS.filter((p) => !locationVisits.has(p) && !AUTH.includes(p))).toEqual([]);
    expect(found.slice(before)).toEqual([]);
  }, 600_000);

  it("the offer tool's steps 2 and 3 and its calendar", async () => {
    const before = found.length;
    const page = await b.newPage();
    await page.goto(ctx.tool);
    await bothImagesLoaded(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: /Berlin Schaufenster links/ }).waitFor();
    await settled(page);
    await scan(page, 'anonym offer tool step 2');
    await page.getByRole('button', { name: 'Weiter' }).click();
    const till = dateField(page, 'bis');
    await till.waitFor();
    await settled(page);
    await scan(page, 'anonym offer tool step 3');
    await till.getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('grid').waitFor();
    await dialogSettled(calendar);
    await scan(page, 'anonym offer tool calendar', '[role="dialog"]');
    await page.context().close();
    expect(found.slice(before)).toEqual([]);
  }, 400_000);

  it('every dialog of the list is a dialog of the app, and every dialog of the app is on the list', () => {
    const web = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
    const files = execFileSync('grep', ['-rlE', '<Dialog(\\s|$)', '--include=*.tsx', '.'], {
      cwd: web,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^\.\//, ''))
      .sort();
    expect([...new Set(DIALOGS.map((d) => d.file))].sort()).toEqual(files);
  });

  it('every dialog as the administrator and on the public pages, scanned in place once it stands still', async () => {
    const before = found.length;
    const scanned = await scanDialogs(admin, 'admin');
    const anonymous = await b.newPage();
    scanned.push(...(await scanDialogs(anonymous, 'anonym')));
    await anonymous.context().close();
    expect(scanned.length).toBe(DIALOGS.filter((d) => d.who.includes('admin') || d.who.includes('anonym')).length);
    expect(found.slice(before)).toEqual([]);
  }, 600_000);

  it('every dialog the location user can open, as the location user', async () => {
    const before = found.length;
    const scanned = await scanDialogs(location, 'standort');
    expect(scanned.length).toBe(DIALOGS.filter((d) => d.who.includes('standort')).length);
    expect(found.slice(before)).toEqual([]);
  }, 600_000);

  it("every dialog of the operator portal, as the own tour operator's administrator", async () => {
    const before = found.length;
    const scanned = await scanDialogs(operator, 'veranstalter');
    expect(scanned.length).toBe(DIALOGS.filter((d) => d.who.includes('veranstalter')).length);
    expect(found.slice(before)).toEqual([]);
  }, 300_000);

  it('layout at 390×844: no page scrolls sideways, stacked header buttons keep 8 px apart', async () => {
    const page = await b.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(page, 'admin');
    const wide: string[] = [];
    const tight: string[] = [];
    for (const url of LAYOUT_PAGES(ctx)) {
      await page.goto(url);
      await settled(page);
      // the master data show their opening hours (week and editor) below the form, loaded on their own
      if (url.startsWith('/Netzwerke/') || url.startsWith('/Standort/')) await page.getByTestId('week-view').waitFor();
      const [scrollWidth, innerWidth, culprits] = await page.evaluate(() => {
        // the innermost elements reaching past the right edge: what a failure names
        const past = [...document.body.querySelectorAll('*')].filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
        );
        const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
        const names = innermost
          .slice(0, 3)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`,
          );
        return [document.documentElement.scrollWidth, window.innerWidth, names.join(', ')] as const;
      });
      if (scrollWidth > innerWidth) wide.push(`${url}: ${scrollWidth} > ${innerWidth} (${culprits})`);
      tight.push(...(await tightHeaderButtons(page)).map((t) => `${url}: ${t}`));
    }
    for (const [name, url] of [
      ['network-stammdaten', `/Netzwerke/${ctx.network}`],
      ['location-stammdaten', `/Standort/${ctx.berlin}`],
      ['header-devices', '/Dashboard/Geraete'],
    ] as const) {
      await page.goto(url);
      await settled(page);
      await page.screenshot({ path: shotPath(`a11y-${name}-390.png`), fullPage: true });
      await page
        .getByTestId(name === 'header-devices' ? 'page-header-actions' : 'week-view')
        .screenshot({ path: shotPath(`a11y-${name}-390-part.png`) });
    }
    await page.goto('/Dashboard/Geraete');
    await settled(page);
    const dialog = await click('Bildschirm koppeln', 'Bildschirm koppeln')(page);
    await dialogSettled(dialog);
    await page.screenshot({ path: shotPath('a11y-dialog-390.png') });
    await page.context().close();
    expect(wide).toEqual([]);
    expect(tight).toEqual([]);
  }, 300_000);

  it('layout at 1366×768: every menu entry of the administrator is in view without scrolling', async () => {
    const page = await b.newPage({ viewport: { width: 1366, height: 768 } });
    await loginAs(page, 'admin');
    const hidden: string[] = [];
    for (const url of ['/Dashboard/Main', '/Dashboard/System']) {
      await page.goto(url);
      await settled(page);
      const entries = page.getByTestId('nav-drawer').locator('.nav-item');
      expect(await entries.count()).toBeGreaterThan(10);
      // each entry is what a click at its middle hits: in the window, not under the bar, not cut off
      const out = await page.getByTestId('nav-drawer').evaluate((dock) =>
        [...dock.querySelectorAll('.nav-item')].flatMap((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.top >= 0 && r.bottom <= window.innerHeight && hit && el.contains(hit) ? [] : [el.textContent ?? ''];
        }),
      );
      hidden.push(...out.map((name) => `${url}: ${name}`));
    }
    await page.goto(`/Netzwerke/${ctx.network}`);
    await settled(page);
    await page.screenshot({ path: shotPath('a11y-network-stammdaten-1366x768.png'), fullPage: true });
    await page.goto(`/Standort/${ctx.berlin}`);
    await settled(page);
    await page.screenshot({ path: shotPath('a11y-location-stammdaten-1366x768.png'), fullPage: true });
    await page.goto('/Dashboard/Geraete');
    await settled(page);
    await page.screenshot({ path: shotPath('a11y-menu-1366x768.png') });
    const dialog = await click('Bildschirm koppeln', 'Bildschirm koppeln')(page);
    await dialogSettled(dialog);
    await page.screenshot({ path: shotPath('a11y-dialog-1366x768.png') });
    await page.context().close();
    expect(hidden).toEqual([]);
  }, 300_000);

  it('login, logout and the not-found page', async () => {
    const before = found.length;
    const page = await b.newPage();
    for (const url of ['/', '/login', '/gibt-es-nicht']) {
      await page.goto(url);
      await settled(page);
      await scan(page, `anonym ${url}`);
    }
    await page.context().close();
    await location.goto('/Logout');
    await settled(location);
    await scan(location, 'standort /Logout');
    expect(found.slice(before)).toEqual([]);
  });
});
