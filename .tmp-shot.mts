import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18731';
const [, , mode = 'inherit'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ baseURL: base, locale: 'de-DE', viewport: { width: 1366, height: 900 } })).newPage();
const login = await (await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'e2e-admin-Passwort' }) })).json();
const auth = { 'content-type': 'application/json', authorization: `Bearer ${login.authToken}` };
const all = await (await fetch(`${base}/v1/companies/list`, { method: 'POST', headers: auth, body: '{}' })).json();
const net = all.find((c: any) => c.name === 'Sonnenschein Reisen GmbH');
const hamburg = all.find((c: any) => c.name === 'Sonnenschein Reisen Hamburg');
const muenchen = all.find((c: any) => c.name === 'Sonnenschein Reisen München');
if (mode === 'setup') {
  const r = await fetch(`${base}/v1/companies/${net.guid}/opening-hours`, { method: 'POST', headers: auth, body: JSON.stringify({ hours: { weekly: { mo: [{ from: '09:00', till: '13:00' }, { from: '14:00', till: '18:30' }], di: [{ from: '09:00', till: '13:00' }, { from: '14:00', till: '18:30' }], mi: [{ from: '09:00', till: '13:00' }, { from: '14:00', till: '18:30' }], do: [{ from: '09:00', till: '13:00' }, { from: '14:00', till: '18:30' }], fr: [{ from: '09:00', till: '13:00' }, { from: '14:00', till: '18:30' }], sa: [{ from: '10:00', till: '14:00' }] }, exceptions: [{ date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' }, { date: '2026-12-31', spans: [{ from: '09:00', till: '12:00' }], note: 'Silvester' }] } }) });
  console.log(r.status, (await r.text()).slice(0, 200));
}
await page.goto('/login');
await page.getByLabel('Benutzername').fill('admin');
await page.getByLabel('Passwort', { exact: true }).fill('e2e-admin-Passwort');
await page.getByLabel('Passwort', { exact: true }).press('Enter');
await page.waitForURL((u) => u.pathname.startsWith('/Dashboard'));
const target = mode === 'own' ? muenchen : mode === 'network' ? net : hamburg;
await page.goto(mode === 'network' ? `/Netzwerke/${net.guid}/0` : `/Netzwerke/${net.guid}/Standort/${target.guid}`);
await page.getByTestId('opening-hours').waitFor();
if (process.argv[3]) await page.getByRole('button', { name: 'Nächste Woche' }).click({ clickCount: 1 }).then(async () => { for (let i = 1; i < Number(process.argv[3]); i++) await page.getByRole('button', { name: 'Nächste Woche' }).click(); });
await page.getByTestId('opening-hours').screenshot({ path: `/tmp/hours-${mode}.png` });
await page.screenshot({ path: `/tmp/hours-${mode}-full.png`, fullPage: true });
await browser.close();
