/** Starts Debian's Chromium once for the whole run, as a server every test file connects to. */
import { type BrowserServer, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
