import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api.js';

/** Waits until both images of the offer tool's preview are loaded (decoded, not just requested). */
export async function bothImagesLoaded(page: Page) {
  for (const side of ['v', 'h']) {
    const image = page.getByTestId(`offer-image-${side}`);
    await image.waitFor({ timeout: 240_000 });
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );
  }
}

/** An MUI X date picker by its label: sections (role spinbutton) in a group named like the label. */
export const dateField = (page: Page, label: string) =>
  page.locator('.MuiPickersTextField-root').filter({ has: page.getByRole('group', { name: label, exact: true }) });
/** The field's value as DD.MM.YYYY (its hidden input; '' while empty). */
export const dateText = (field: Locator) => field.locator('input').inputValue();

/** Types DD.MM.YYYY into the field: from the day section on, the digits fill day, month and year. */
export async function typeDate(field: Locator, text: string) {
  await field.getByRole('spinbutton', { name: 'Tag' }).click();
  await field.page().keyboard.type(text.replaceAll('.', ''));
}

/**
 * A new screen as the protocol registers it (its first playlist call), then placed at the location by staff with
 * its shape, active, playing `playlist`.
 */
export async function placeScreen(
  admin: Page,
  baseURL: string,
  screen: { key: string; location: string; name: string; orientation: 'horizontal' | 'vertical'; playlist: string },
) {
  const res = await fetch(`${baseURL}/api/playlist?key=${screen.key}&version=e2e-screen`);
  if (res.status !== 200) throw new Error(`screen ${screen.name} did not register: ${res.status}`);
  await apiCall(admin, 'GET', `/v1/devices/link/${screen.location}/${screen.key}`);
  await apiCall(admin, 'POST', `/v1/devices/${screen.key}`, {
    name: screen.name,
    orientation: screen.orientation,
    deviceState: 'ACTIVE',
  });
  await apiCall(admin, 'GET', `/v1/playlists/linkToDevice/${screen.playlist}/${screen.key}`);
}
