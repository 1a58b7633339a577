import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { ADMIN_PASSWORD, CHROMIUM, DEMO_PASSWORD } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
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

/** One browser per spec file; each test opens its own context (fresh storage). */
export function useBrowser() {
  const state = { browser: undefined as unknown as Browser, baseURL: inject('baseURL') };
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
