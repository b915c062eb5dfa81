/** Screenshots under artifacts/screenshots, for a person to look at. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));

/**
 * Saves a screenshot once transitions have settled. Overlays (an open drawer) are fixed to the
 * viewport, so those shots skip the full page.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * A shot from the top of the page, so the shell's sticky header sits where a person sees it, with
 * no card left highlighted by where the pointer last clicked.
 */
export async function saveScreenshotFromTop(
  page: Page,
  name: string,
  options?: { fullPage?: boolean },
): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await saveScreenshot(page, name, options);
}
