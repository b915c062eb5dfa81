/**
 * Fingerprint sign-in with a passkey, in Chromium with a virtual platform authenticator. The
 * product runs on http://localhost here: a passkey's relying party must be a domain name.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from '../../scripts/product-server.ts';
import { findMissingBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signInAs } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

let product: RunningProduct | undefined;

beforeAll(async () => {
  if (findMissingBrowser() === undefined) {
    product = await startProduct({}, { hostname: 'localhost' });
  }
});

afterAll(async () => {
  await product?.stop();
});

/** The product this file started; its tests are skipped without a browser, so it is there when they run. */
function getProduct(): RunningProduct {
  if (!product) {
    throw new Error('the localhost product did not start');
  }
  return product;
}

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
  it('enrols on the devices page, then signs in without the password', async () => {
    const { baseUrl } = getProduct();
    const { page, context } = await openVisitor('desktop', 'fr');
    await addPlatformAuthenticator(context, page);
    await signInAs(page, 'leila', 'fr', baseUrl);

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

  it('says so where no fingerprint can be used, and keeps the password path', async () => {
    const { page, context } = await openVisitor('mobile', 'fr');
    await page.goto(`${getProduct().baseUrl}/#/auth/login`);
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
