/** Launches Debian's Chromium through playwright-core; no browser is ever downloaded. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1366, height: 850 },
  mobile: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Resolves to a browser, or to the reason none started. Outside CI a missing browser skips the
 * suite; in CI (CI=true) the suite fails instead, so a broken install can never pass silently.
 */
export async function launchBrowser(): Promise<Browser | string> {
  try {
    return await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    const reason = `Chromium did not start from ${CHROMIUM_PATH}: ${(error as Error).message}`;
    if (process.env.CI === 'true') {
      throw new Error(reason);
    }
    return reason;
  }
}

/**
 * Saves a screenshot under artifacts/screenshots for a person to look at, once transitions have
 * settled. Overlays (an open drawer) are fixed to the viewport, so those shots skip the full page.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
