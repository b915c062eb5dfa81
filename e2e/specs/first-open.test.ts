/**
 * The first open on a phone (360 px): the tutorial, skippable, in French and in Arabic (right to
 * left), then the push prompt explaining why before the system asks; never again on that device.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { FIRST_OPEN_KEY, getBrowser, type Language, VIEWPORTS } from '../support/browser.ts';
import { collectProblems } from '../support/page-problems.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const TITLES: Record<Language, readonly string[]> = {
  fr: [
    'Bienvenue chez Al Baraka',
    'Vos comptes en temps réel',
    'Virements et cartes',
    "Votre sécurité d'abord",
  ],
  ar: ['مرحبًا بك في البركة', 'حساباتك في الوقت الفعلي', 'التحويلات والبطاقات', 'أمانك أولًا'],
};
const PUSH_TITLE: Record<Language, string> = { fr: "Ne manquez rien d'important", ar: 'لا تفوّت ما يهمّك' };

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A phone that has never opened the app (the suite's other pages have seen the tutorial). */
async function openNewPhone(
  language: Language,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ page: Page; problems: string[] }> {
  const baseUrl = inject('baseUrl');
  context = await getBrowser().newContext({
    viewport,
    locale: language === 'ar' ? 'ar-TN' : 'fr-TN',
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: FIRST_OPEN_KEY, value: 'new' }] }],
    },
  });
  const page = await context.newPage();
  const problems = collectProblems(page);
  // Headless Chromium refuses notifications outright; a phone that was never asked says "default",
  // and the system dialog (which a test cannot tap) is played by the stub: it answers "granted".
  await context.addInitScript(() => {
    const state = { permission: 'default' as NotificationPermission, asked: 0 };
    Object.defineProperty(Notification, 'permission', { get: () => state.permission });
    Notification.requestPermission = async () => {
      state.asked += 1;
      state.permission = 'granted';
      return state.permission;
    };
    Object.defineProperty(window, 'systemPromptsShown', { get: () => state.asked });
  });
  await page.goto(`${baseUrl}/?lang=${language}#/dashboard`);
  return { page, problems };
}

const heightOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).boundingBox())?.height ?? 0;

describe('first open on a phone', () => {
  it('walks through the tutorial in French, then asks about notifications, once', async () => {
    const { page, problems } = await openNewPhone('fr');
    await page.getByRole('dialog', { name: TITLES.fr[0] }).waitFor();
    expect(await page.getByTestId('push-prompt').count()).toBe(0);
    expect(await heightOf(page, 'tutorial-next')).toBeGreaterThanOrEqual(44);
    expect(await heightOf(page, 'tutorial-skip')).toBeGreaterThanOrEqual(44);
    expect(await page.getByText('Écran 1 sur 4').count()).toBe(1);
    await saveScreenshot(page, 'mobile-fr-first-open-1', { fullPage: false });

    for (const title of TITLES.fr.slice(1)) {
      await page.getByTestId('tutorial-next').click();
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByTestId('tutorial-skip').count()).toBe(0);
    expect(await page.getByTestId('tutorial-next').textContent()).toBe('Commencer');
    await saveScreenshot(page, 'mobile-fr-first-open-4', { fullPage: false });
    await page.getByTestId('tutorial-next').click();

    const prompt = page.getByTestId('push-prompt');
    await prompt.waitFor();
    expect(await page.getByRole('dialog', { name: PUSH_TITLE.fr }).count()).toBe(1);
    await saveScreenshot(page, 'mobile-fr-push-prompt', { fullPage: false });
    // The system's own question comes only now, after the explanation.
    expect(await page.evaluate(() => Reflect.get(window, 'systemPromptsShown'))).toBe(0);
    await page.getByRole('button', { name: 'Activer les notifications' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByText('Notifications activées.').waitFor();
    expect(await page.evaluate(() => Reflect.get(window, 'systemPromptsShown'))).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_OPEN_KEY)).toBe('done');

    await page.reload();
    await page.locator('main').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is skipped in Arabic, right to left, and the push prompt still comes after it', async () => {
    const { page, problems } = await openNewPhone('ar');
    await page.getByRole('dialog', { name: TITLES.ar[0] }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const skip = await page.getByTestId('tutorial-skip').boundingBox();
    // Right to left, "skip" sits in the top left corner.
    expect(skip?.x ?? 999).toBeLessThan(VIEWPORTS.mobile.width / 2);
    await saveScreenshot(page, 'mobile-ar-first-open-1', { fullPage: false });
    await page.getByRole('button', { name: 'تخطي العرض التعريفي' }).click();
    await page.getByTestId('push-prompt').waitFor();
    await saveScreenshot(page, 'mobile-ar-push-prompt', { fullPage: false });
    await page.getByRole('button', { name: 'لاحقًا' }).click();
    await page.getByTestId('push-prompt').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => Reflect.get(window, 'systemPromptsShown'))).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_OPEN_KEY)).toBe('done');
    expect(problems).toEqual([]);
  });

  it('stays away from a desktop browser', async () => {
    const { page } = await openNewPhone('fr', VIEWPORTS.desktop);
    await page.locator('main').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('tutorial').count()).toBe(0);
  });
});
