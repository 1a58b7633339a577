import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';

/** Where the browser tests leave their screenshots for a person to look at: SHOTS_DIR, else the temp directory. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? join(tmpdir(), 'signage-shots');

/** The path for the screenshot `name` (e.g. 'support-list.png'); the folder is made on first use. */
export function shotPath(name: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return join(SHOTS_DIR, name);
}

/**
 * Waits until the open dialogs stand still: MUI's fade and slide are CSS transitions, running until they end; a
 * scan during the fade sees half-transparent text (a contrast failure that no user sees). Endless animations
 * (a spinner) never end and are left out.
 */
export async function dialogSettled(dialog: Locator) {
  await dialog.waitFor();
  await dialog.page().waitForFunction(() => {
    const roots = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
      (el) => el.closest('.MuiModal-root, .MuiPopper-root') ?? el,
    );
    if (roots.length === 0) return false;
    const moving = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (!target || !roots.some((r) => r.contains(target))) return false;
      return a.playState !== 'finished' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY;
    });
    const faded = roots.some((r) =>
      [...r.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].some(
        (el) =>
          getComputedStyle(el).opacity !== '1' && !(el as HTMLElement).classList.contains('MuiBackdrop-invisible'),
      ),
    );
    return moving.length === 0 && !faded;
  });
}
