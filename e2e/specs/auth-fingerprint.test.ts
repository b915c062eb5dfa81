/**
 * Fingerprint sign-in with a passkey, in Chromium with a virtual platform authenticator (the
 * product is served on http://localhost: a passkey's relying party must be a domain name).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../support/screenshots.ts';
import { signInAs } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

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
    const { page, context } = await openVisitor('desktop', 'fr');
    await addPlatformAuthenticator(context, page);
    await signInAs(page, 'leila');

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

  it('offers no fingerprint where the device has none, and keeps the password path', async () => {
    const { page, context } = await openVisitor('mobile', 'fr');
    await page.goto(`${baseUrl}/#/auth/login`);
    await page.getByTestId('login-button').waitFor({ state: 'visible' });
    // The sensor check has answered once the page settles: still no fingerprint button.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('fingerprint-login').count()).toBe(0);
    await saveScreenshot(page, 'mobile-fr-login-without-fingerprint', { fullPage: false });
    await context.close();
  });
});
