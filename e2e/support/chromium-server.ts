/** Starts Debian's Chromium once for the whole run, as a server every test file connects to. */
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

/**
 * Debian's headless build of Chromium (package chromium-headless-shell) when it is installed: the
 * same engine without the desktop browser around it, which costs about a third of the CPU per page.
 * Otherwise Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Resolves to the running browser, or to the reason none started. Outside CI a missing browser
 * skips the suite; in CI (CI=true) the run fails instead, so a broken install never passes silently.
 * No browser is ever downloaded.
 */
export async function startChromium(): Promise<BrowserServer | string> {
  try {
    return await chromium.launchServer({
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
