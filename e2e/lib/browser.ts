import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { ADMIN_PASSWORD, CHROMIUM, DEMO_PASSWORD } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (global-setup.ts); a file talks to its worker's, see serverURL(). */
    baseURLs: string[];
    /** The local tile and picture server (MAP_TILE_URL), see tile-server.ts. */
    tileURL: string;
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** The server of this test worker: files of one worker share its data, files of another worker never see it. */
export function serverURL(): string {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length] as string;
}

/** One browser per spec file; each test opens its own context (fresh storage). */
export function useBrowser() {
  const state = { browser: undefined as unknown as Browser, baseURL: serverURL() };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get baseURL() {
      return state.baseURL;
    },
    /** A page in a context of its own; `options` replace the defaults (e.g. another viewport). */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await state.browser.newContext({
        baseURL: state.baseURL,
        locale: 'de-DE',
        viewport: { width: 1366, height: 900 },
        ...options,
      });
      return context.newPage();
    },
  };
}

export const passwordOf = (username: string) => (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
