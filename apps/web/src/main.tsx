// First: the start URL, the start page's chunks and /v1/user/me (early.ts; usually it has already run on its own).
import './early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapApp } from './app/app';
import { initI18n } from './i18n';

const app = bootstrapApp();

const root = createRoot(document.getElementById('root') as HTMLElement);
void initI18n().then(() => {
  root.render(<StrictMode>{app()}</StrictMode>);
});
