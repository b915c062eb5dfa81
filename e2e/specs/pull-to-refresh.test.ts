/**
 * Pull-to-refresh on a phone (spec §9, threshold 50 px): pulling the exchange-rate list down from
 * the top of the page and letting go asks the bank again; a shorter pull does not.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { getBrowser, VIEWPORTS } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A finger on the screen: down at `fromY`, moved by `pixels` in small steps, lifted unless told. */
async function pull(session: CDPSession, fromY: number, pixels: number, { lift = true } = {}) {
  const at = (y: number) => [{ x: 180, y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromY) });
  for (let moved = 10; moved <= pixels; moved += 10) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fromY + moved) });
  }
  if (lift) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

async function openRates(): Promise<{ page: Page; session: CDPSession; rateCalls: () => number }> {
  context = await getBrowser().newContext({
    viewport: VIEWPORTS.mobile,
    locale: 'fr-TN',
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/gateway/api/currencies/all')) {
      calls += 1;
    }
  });
  await page.goto(`${inject('baseUrl')}/?lang=fr#/currencies`);
  await page.waitForFunction(
    () => document.querySelectorAll('table tbody tr, [data-testid="rate-row"]').length > 0,
  );
  await page.waitForLoadState('networkidle');
  const session = await context.newCDPSession(page);
  return { page, session, rateCalls: () => calls };
}

describe('pull-to-refresh on a phone', () => {
  it('refreshes the list past 50 px, and not before', async () => {
    const { page, session, rateCalls } = await openRates();
    const before = rateCalls();
    // 80 px of finger is 40 px of pull: under the threshold.
    await pull(session, 200, 80);
    await page.waitForTimeout(500);
    expect(rateCalls()).toBe(before);

    await pull(session, 200, 160, { lift: false });
    await page.getByTestId('pull-to-refresh').waitFor();
    await saveScreenshot(page, 'mobile-fr-pull-to-refresh', { fullPage: false });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => !document.querySelector('[data-testid="pull-to-refresh"]'));
    expect(rateCalls()).toBeGreaterThan(before);
  });
});
