/**
 * A seeded customer signed in through the web app's login and the provider's pages, as a person
 * would (the code read from the product's development outbox): the browser state a first visit to a
 * private page starts from. Needs a product started with its development routes (NODE_ENV=test,
 * as startProduct does).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';

const SEEDED_PASSWORD = 'Baraka#2026';
/** Where the app remembers that a device has seen the first-open tutorial (features/mobile). */
const FIRST_OPEN_KEY = 'baraka.first-open';

async function readCode(baseUrl: string, phone: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/gateway/dev/outbox?to=${phone}&limit=1`);
  const outbox = (await answer.json()) as { body: { result: { body: string }[] } };
  const code = /\b(\d{6})\b/.exec(outbox.body.result[0]?.body ?? '')?.[1];
  if (!code) {
    throw new Error(`No code was sent to ${phone}`);
  }
  return code;
}

export async function signInState(
  browser: Browser,
  baseUrl: string,
  username = 'amina',
  phone = '20123456',
): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  try {
    // A customer who signs in on this phone has been through its first-open tutorial already.
    await context.addInitScript({ content: `localStorage.setItem('${FIRST_OPEN_KEY}', 'done');` });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?lang=fr#/auth/login`);
    await page.getByTestId('login-button').click();
    await page.waitForURL(/\/idp\/interaction\//);
    await page.locator('#username').fill(username);
    await page.locator('#password').fill(SEEDED_PASSWORD);
    await page.locator('form.form button[type="submit"]').click();
    await page.getByTestId('otp-input').waitFor({ state: 'visible' });
    await page.getByTestId('otp-input').fill(await readCode(baseUrl, phone));
    await page.getByTestId('challenge-submit').click();
    await page.waitForURL(/#\/private-dashboard/);
    await page.locator('main h1').waitFor({ state: 'visible' });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
