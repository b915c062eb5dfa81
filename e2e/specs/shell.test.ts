import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { VIEWPORTS } from '../support/browser.ts';
import { waitForHtmlAttribute, waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signInAs } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
}

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByTestId('language-switcher').first().click();
  await page.getByRole('menuitem', { name: label }).click();
}

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(`shell on ${viewport}`, () => {
    it('sends a visitor who opens the root to the login page', async () => {
      const { page, close, problems } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/`);
      await page.waitForURL(/#\/auth\/login/);
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
      expect(await page.getByRole('contentinfo').textContent()).toContain(String(new Date().getFullYear()));
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-fr-login`);
      expect(problems).toEqual([]);
      await close();
    });

    it('sends an unknown path to the public dashboard', async () => {
      const { page, close, problems } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/no-such-page`);
      await page.waitForURL(/#\/dashboard$/);
      await page.getByRole('main').waitFor({ state: 'visible' });
      expect(await htmlAttribute(page, 'lang')).toBe('fr');
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-fr-dashboard`);
      expect(problems).toEqual([]);
      await close();
    });

    it('keeps a private page behind the login', async () => {
      const { page, close } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/transfers`);
      await page.waitForURL(/#\/auth\/login/);
      expect(decodeURIComponent(page.url())).toContain('/transfers');
      await close();
    });

    it('goes back past an address a guard turned away', async () => {
      const { page, close, problems } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/dashboard`);
      await waitForMainContent(page);
      await page.evaluate(() => {
        window.location.hash = '#/Transfers/';
      });
      await page.waitForURL(/#\/auth\/login\?redirectPath=%2FTransfers/);
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
      await page.goBack();
      await page.waitForURL(/#\/dashboard$/);
      await waitForMainContent(page);
      await page.goForward();
      await page.waitForURL(/#\/auth\/login/);
      expect(problems).toEqual([]);
      await close();
    });

    it('switches to Arabic, right to left, and remembers it', async () => {
      const { page, close, problems } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/dashboard`);
      await chooseLanguage(page, 'العربية');
      await waitForHtmlAttribute(page, 'dir', 'rtl');
      expect(await htmlAttribute(page, 'lang')).toBe('ar');
      await page.reload();
      await waitForHtmlAttribute(page, 'dir', 'rtl');
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-ar-dashboard`);
      await page.goto(`${baseUrl}/#/auth/login`);
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-ar-login`);
      await chooseLanguage(page, 'Français');
      await waitForHtmlAttribute(page, 'dir', 'ltr');
      expect(await htmlAttribute(page, 'lang')).toBe('fr');
      expect(problems).toEqual([]);
      await close();
    });

    it('opens in the language a link carries', async () => {
      const { page, close } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/?lang=en#/dashboard`);
      await waitForHtmlAttribute(page, 'lang', 'en');
      await page.goto(`${baseUrl}/?lang=ar#/dashboard`);
      await waitForHtmlAttribute(page, 'dir', 'rtl');
      await close();
    });

    it('toggles dark mode and keeps it after a reload', async () => {
      const { page, close } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/dashboard`);
      const before = await htmlAttribute(page, 'data-mantine-color-scheme');
      expect(before).toBe('light');
      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'dark');
      await page.reload();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'dark');
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-fr-dashboard-dark`);
      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'light');
      await close();
    });
  });
}

describe('side menu', () => {
  it('opens from the Menu button on a phone and navigates', async () => {
    const { page, close } = await openVisitor('mobile', 'fr');
    await page.goto(`${baseUrl}/#/dashboard`);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.waitFor({ state: 'visible' });
    const drawerNav = page.getByRole('dialog').getByRole('navigation');
    await drawerNav.waitFor({ state: 'detached' });
    await menuButton.click();
    await drawerNav.waitFor({ state: 'visible' });
    await waitForMainContent(page);
    await saveScreenshot(page, 'mobile-fr-menu', { fullPage: false });
    await drawerNav.getByRole('link', { name: /FAQ/ }).click();
    await page.waitForURL(/#\/faqs$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await close();
  });

  it('is named "القائمة" in Arabic and opens from the right', async () => {
    const { page, close } = await openVisitor('mobile', 'fr');
    await page.goto(`${baseUrl}/?lang=ar#/dashboard`);
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    const nav = page.getByRole('dialog').getByRole('navigation');
    await nav.waitFor({ state: 'visible' });
    const box = await nav.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(VIEWPORTS.mobile.width - 5);
    await waitForMainContent(page);
    await saveScreenshot(page, 'mobile-ar-menu', { fullPage: false });
    await close();
  });

  it('puts the main destinations in a tab bar at the bottom of a phone, "More" opening the menu', async () => {
    const { page, close } = await openVisitor('mobile', 'ar');
    await page.goto(`${baseUrl}/?lang=ar#/dashboard`);
    const tabs = page.getByTestId('tab-bar');
    await tabs.waitFor({ state: 'visible' });
    const bar = await tabs.boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(VIEWPORTS.mobile.height);
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'الرئيسية',
      'المنتجات',
      'محاكاة',
      'الفروع',
    ]);
    await tabs.locator('a[aria-current="page"]', { hasText: 'الرئيسية' }).waitFor();
    // Right to left, the first tab is the rightmost.
    const home = await tabs.getByRole('link').first().boundingBox();
    expect(home?.x).toBeGreaterThan(VIEWPORTS.mobile.width / 2);
    await tabs.getByRole('link', { name: 'المنتجات' }).click();
    await page.waitForURL(/#\/products\/list$/);
    await tabs.locator('a[aria-current="page"]', { hasText: 'المنتجات' }).waitFor();
    expect(await tabs.locator('a[aria-current="page"]').count()).toBe(1);
    await tabs.getByRole('button', { name: 'المزيد' }).click();
    await page.getByRole('dialog').getByRole('navigation').waitFor({ state: 'visible' });
    await waitForMainContent(page);
    await saveScreenshot(page, 'mobile-ar-tab-bar', { fullPage: false });
    await close();
  });

  it('shows a customer their dashboard, accounts, transfers and cards as tabs', async () => {
    const { page, close } = await openVisitor('mobile', 'fr');
    await signInAs(page, 'amina');
    const tabs = page.getByTestId('tab-bar');
    // The customer's tabs follow her rights, known once her session has loaded: the last one tells.
    await tabs.getByRole('link', { name: 'Cartes' }).waitFor();
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Accueil',
      'Comptes',
      'Virements',
      'Cartes',
    ]);
    await tabs.getByRole('link', { name: 'Comptes' }).click();
    await page.waitForURL(/#\/accounts/);
    await saveScreenshot(page, 'mobile-fr-tab-bar-signed-in', { fullPage: false });
    await close();
  });

  it('stands beside the page on a desktop, with no Menu button', async () => {
    const { page, close } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/dashboard`);
    await page.getByRole('navigation').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
    await close();
  });
});

describe('switching between the phone and the web layout', () => {
  it('keeps what was typed on the page when the window narrows and widens again', async () => {
    const { page, close, problems } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/contact-us/request`);
    await page.getByTestId('contact-message').waitFor();
    await page.getByTestId('contact-lastName').fill('Ben Ali');
    await page.getByTestId('contact-message').fill('Je souhaite relever le plafond de ma carte.');

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.locator('[data-shell="mobile"]').waitFor();
    expect(await page.getByTestId('contact-lastName').inputValue()).toBe('Ben Ali');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.locator('[data-shell="web"]').waitFor();
    expect(await page.getByTestId('contact-message').inputValue()).toBe(
      'Je souhaite relever le plafond de ma carte.',
    );
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the registration process pages of spec §2', () => {
  it('open the registration flow, in French and in Arabic; receive-otp without a registration goes back to its start', async () => {
    const { page, close, problems } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/business-process-store/register-process`);
    await page.getByTestId('register-cin').waitFor({ state: 'visible' });
    await page.goto(`${baseUrl}/#/auth/receive-otp`);
    await page.waitForURL(/#\/auth\/register$/);
    await page.goto(`${baseUrl}/?lang=ar#/business-process-store/register-process`);
    await waitForHtmlAttribute(page, 'dir', 'rtl');
    await page.getByTestId('register-cin').waitFor({ state: 'visible' });
    await waitForMainContent(page);
    await saveScreenshot(page, 'desktop-ar-register-process');
    expect(problems).toEqual([]);
    await close();
  });
});
