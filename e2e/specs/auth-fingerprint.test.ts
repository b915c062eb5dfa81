/**
 * Fingerprint sign-in with a passkey, in Chromium with a virtual platform authenticator. The
 * product runs on http://localhost here: a passkey's relying party must be a domain name.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from '../../scripts/product-server.ts';
import { launchBrowser, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { signInThroughProvider } from '../support/sign-in.ts';

let browser: Browser | undefined;
let product: RunningProduct | undefined;

beforeAll(async () => {
  const launched = await launchBrowser();
  if (typeof launched !== 'string') {
    browser = launched;
    product = await startProduct({}, { hostname: 'localhost' });
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Gives the page a fingerprint sensor that always recognises its owner. */
async function addPlatformAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('fingerprint sign-in', () => {
  it('enrols on the devices page, then signs in without the password', async ({ skip }) => {
    if (!browser || !product) {
      skip();
      return;
    }
    const { baseUrl } = product;
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await addPlatformAuthenticator(context, page);
    await signInThroughProvider(page, baseUrl, 'leila');

    await page.goto(`${baseUrl}/#/devices`);
    await page.getByTestId('enrol-fingerprint').click();
    await page.getByTestId('device-card').getByText('Empreinte', { exact: true }).waitFor();
    await saveScreenshot(page, 'desktop-fr-devices-fingerprint');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/#\/auth\/login/);
    await page.getByTestId('fingerprint-login').click();
    await page.waitForURL(/#\/private-dashboard/);
    expect(await page.getByTestId('user-name').textContent()).toBe('Leila Gharbi');
    await context.close();
  });

  it('says so where no fingerprint can be used, and keeps the password path', async ({ skip }) => {
    if (!browser || !product) {
      skip();
      return;
    }
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/#/auth/login`);
    await page.getByTestId('fingerprint-login').click();
    const alert = page.getByTestId('fingerprint-alert');
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toBe(
      "La connexion par empreinte digitale n'est pas disponible sur ce canal.",
    );
    await saveScreenshot(page, 'mobile-fr-fingerprint-unavailable', { fullPage: false });
    await page.getByRole('button', { name: "D'accord" }).click();
    await page.getByTestId('login-button').waitFor({ state: 'visible' });
    await context.close();
  });
});
