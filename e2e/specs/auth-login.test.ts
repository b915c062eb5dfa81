import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ViewportName } from '../support/browser.ts';
import { waitForHtmlAttribute, waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import {
  answerOtp,
  findSessionCookie,
  openProviderPage,
  readScriptVisibleState,
  SESSION_COOKIE,
  submitCredentials,
} from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

const NAMES = { fr: 'Amina Ben Salah', ar: 'أمينة بن صالح' } as const;
const ACCOUNTS_LABEL = { fr: 'Comptes', ar: 'الحسابات' } as const;
const MAIN_MENU_LABEL = { fr: 'Menu principal', ar: 'القائمة الرئيسية' } as const;

const MENU_BUTTON = /^(Menu|القائمة)$/;

/** Who the shell says is signed in: the header on a desktop, the menu drawer on a phone. */
async function readShownUser(page: Page, viewport: ViewportName): Promise<string | null> {
  if (viewport === 'mobile') {
    await page.getByRole('button', { name: MENU_BUTTON }).click();
    const name = page.getByTestId('drawer-user-name');
    await name.waitFor({ state: 'visible' });
    return name.textContent();
  }
  return page.getByTestId('user-name').textContent();
}

async function logOut(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'mobile') {
    await page.getByTestId('drawer-logout-button').click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-button').click();
  }
}

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const language of ['fr', 'ar'] as const) {
    describe(`sign-in on ${viewport} in ${language}`, () => {
      it('goes from the login button through the provider to the private shell, and back out', async () => {
        const { page, context, problems } = await openVisitor(viewport, language);

        await openProviderPage(page, language);
        await waitForHtmlAttribute(page, 'lang', language);
        await waitForHtmlAttribute(page, 'dir', language === 'ar' ? 'rtl' : 'ltr');
        await saveScreenshot(page, `${viewport}-${language}-idp-login`);
        await submitCredentials(page, 'amina');
        // A new browser is a new device: the bank sends a code first.
        await page.getByTestId('otp-input').waitFor({ state: 'visible' });
        await saveScreenshot(page, `${viewport}-${language}-otp-step`);
        await answerOtp(page, 'amina');
        await page.waitForURL(/#\/private-dashboard/);
        await waitForMainContent(page);

        // The shell knows the person (name and logout) and shows the private menu.
        await saveScreenshot(page, `${viewport}-${language}-private-dashboard`);
        expect(await readShownUser(page, viewport)).toBe(NAMES[language]);
        await page
          .getByRole('navigation', { name: MAIN_MENU_LABEL[language] })
          .getByRole('link', { name: ACCOUNTS_LABEL[language] })
          .waitFor();
        if (viewport === 'mobile') {
          await saveScreenshot(page, `${viewport}-${language}-private-menu`, { fullPage: false });
        }

        // The token is in an HttpOnly, Secure, SameSite cookie and nowhere a script can read.
        const cookie = await findSessionCookie(context);
        expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.domain).toBe(new URL(baseUrl).hostname);
        const visible = await readScriptVisibleState(page);
        expect(visible).not.toContain(cookie?.value ?? 'missing');
        expect(visible).not.toContain(SESSION_COOKIE);

        await logOut(page, viewport);
        await page.waitForURL(/#\/auth\/login\?loggedOut=true/);
        await page.getByTestId('login-notice').waitFor({ state: 'visible' });
        expect(await findSessionCookie(context)).toBeUndefined();
        await saveScreenshot(page, `${viewport}-${language}-logged-out`);

        await page.goto(`${baseUrl}/#/private-dashboard`);
        await page.waitForURL(/#\/auth\/login\?redirectPath=/);
        expect(problems).toEqual([]);
        await context.close();
      });
    });
  }
}

describe('sign-in details', () => {
  it('keeps a wrong password on the provider page with a message that names neither field', async () => {
    const { page, context } = await openVisitor('desktop', 'fr');
    await openProviderPage(page);
    await submitCredentials(page, 'amina', 'Not-the-password1');
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toBe('Identifiant ou mot de passe incorrect.');
    expect(page.url()).toContain('/idp/interaction/');
    await saveScreenshot(page, 'desktop-fr-idp-login-error');
    await context.close();
  });

  it('goes straight from the header\'s "Se connecter" to the provider\'s form', async () => {
    const { page, context } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/dashboard`);
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
    await page.locator('#username').waitFor({ state: 'visible' });
    await context.close();
  });

  it('returns to the login page when the person cancels on the provider page', async () => {
    const { page, context } = await openVisitor('mobile', 'fr');
    await openProviderPage(page);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.waitForURL(/#\/auth\/login\?loginError=cancelled/);
    expect(await page.getByTestId('login-notice').textContent()).toContain('Connexion annulée');
    await context.close();
  });

  it('goes back to the page that asked for sign-in, and survives a reload', async () => {
    const { page, context } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/profile`);
    await page.waitForURL(/#\/auth\/login\?redirectPath=%2Fprofile/);
    await page.getByTestId('login-button').click();
    await page.waitForURL(/\/idp\/interaction\//);
    await submitCredentials(page, 'leila');
    await answerOtp(page, 'leila');
    await page.waitForURL(/#\/profile$/);
    await page.reload();
    await page.getByTestId('user-name').waitFor({ state: 'visible' });
    expect(page.url()).toMatch(/#\/profile$/);
    await context.close();
  });

  it('shows the fingerprint-channel modal when the provider hands back loginWithFip on the web', async () => {
    const { page, context } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/auth/callback?redirectPath=loginWithFip&state=abc`);
    await page.waitForURL(/#\/auth\/login\?fip=unavailable/);
    const alert = page.getByTestId('fingerprint-alert');
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toContain("n'est pas disponible sur ce canal");
    await context.close();
  });
});
