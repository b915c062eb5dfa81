/**
 * Screenshots under artifacts/screenshots, for a person to look at (`npm run screenshots`). They
 * assert nothing, and a full page rendered to a file costs a second of CPU each: the suite takes
 * them only when SCREENSHOTS=1.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));
const TAKES_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves a screenshot once transitions have settled (the test waits for them either way, so it
 * drives the same page with or without screenshots). Overlays (an open drawer) are fixed to the
 * viewport, so those shots skip the full page.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // A spinner turns for ever (its end time is infinite): only transitions that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  if (!TAKES_SCREENSHOTS) {
    return;
  }
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
