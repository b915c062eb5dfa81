/** Moving through the transfer pages as a signed-in customer: the review step and what it shows. */
import type { Page } from 'playwright-core';
import { openPage } from './page-waits.ts';

/** Sends the filled form and waits for its review step. */
export async function continueToReview(page: Page, slug: string): Promise<void> {
  await page.getByTestId('transfer-continue').click();
  await page.waitForURL(new RegExp(`#/transfers/${slug}$`));
  await page.getByTestId('transfer-summary').waitFor();
}

const withoutIsolates = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

export const textOf = async (page: Page, testId: string) =>
  withoutIsolates(await page.getByTestId(testId).first().textContent());

/** The value of one line of the review or the receipt (`row-<key>`), without its label. */
export const rowValue = async (page: Page, key: string) =>
  withoutIsolates(await page.getByTestId(`row-${key}`).locator('dd').textContent());

/** Rows of the main account's history that name this payee, as the bank has them now. */
export async function countHistoryRows(page: Page, label: string): Promise<number> {
  await openPage(page, '/accounts/transactions');
  // A reload empties the page's cache: the rows come from the bank, not from an earlier visit.
  await page.reload();
  await page.getByTestId('transaction-row').first().waitFor();
  return page.getByTestId('transaction-row').filter({ hasText: label }).count();
}
