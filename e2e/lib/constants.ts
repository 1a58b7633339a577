export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN_PASSWORD = 'e2e-admin-Passwort';
export const DEMO_PASSWORD = 'e2e-demo-Passwort';
