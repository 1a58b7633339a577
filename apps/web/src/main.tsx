import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapApp } from './app/app';
import { normaliseStartUrl } from './app/boot/boot';
import { preloadStartPage } from './app/router/pages';
import { initI18n } from './i18n';

// Before the router reads the URL: legacy '#/' links and '?authToken=' (SPEC §2).
normaliseStartUrl();
// The start page's chunks and (signed in) /v1/user/me are requested before the translations are set up.
preloadStartPage(window.location.pathname);
const app = bootstrapApp();

const root = createRoot(document.getElementById('root') as HTMLElement);
void initI18n().then(() => {
  root.render(<StrictMode>{app()}</StrictMode>);
});
