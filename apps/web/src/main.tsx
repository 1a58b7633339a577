// First: the start URL, the dashboard's chunks and /v1/user/me (early.ts; usually it has already run on its own).
import './early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapApp } from './app/app';
import { preloadStartPage } from './app/router/start-pages';
import { initI18n } from './i18n';

// The start page's chunks (early.ts has fetched the dashboard's already): before the translations are set up.
preloadStartPage(window.location.pathname);
const app = bootstrapApp();

const root = createRoot(document.getElementById('root') as HTMLElement);
void initI18n().then(() => {
  root.render(<StrictMode>{app()}</StrictMode>);
});
