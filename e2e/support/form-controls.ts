/** Filling Mantine controls the way a person does: open a select and pick, tick the captcha. */
import type { Page } from 'playwright-core';

/** Opens a Mantine select by its input and picks the option with this text (or the first one). */
export async function choose(page: Page, testId: string, optionText?: string): Promise<void> {
  await page.getByTestId(testId).click();
  const options = page.getByRole('option');
  const option = optionText ? options.filter({ hasText: optionText }).first() : options.first();
  await option.click();
}

/** Ticks the captcha and waits until the proof of work is done in the worker. */
export async function solveCaptcha(page: Page): Promise<void> {
  // The checkbox's tick icon lies over it: a visitor clicks its label.
  await page.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as { getState?: () => string } | null)?.getState?.() ===
      'verified',
    null,
    { timeout: 30_000 },
  );
}
