import type { Page } from 'playwright-core';

/** The signed-in user's token, read from the app's stored credentials. */
export async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('credentials'));
  const token = raw ? (JSON.parse(raw) as { authToken?: string }).authToken : undefined;
  if (!token) throw new Error('not signed in');
  return token;
}

/** A JSON call to the API as the signed-in user (test setup only; the flows under test use the UI). */
export async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body ?? {} });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
