/** Reading a simulator page and asking the server the same simulation, for the browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Value = { name: string; unit: string; value: string };
export type ServerResult = {
  kind: 'LOAN' | 'SAVINGS';
  factors: Value[];
  figures: Value[];
  schedule?: Record<string, string | number>[];
  growth?: Record<string, string | number>[];
};

export async function openSimulator(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-testid^="figure-"]').first().waitFor({ state: 'visible' });
}

/** What the page computed: the values of its sliders and fixed terms, and every figure it shows. */
export async function readPage(page: Page) {
  return page.evaluate(() => {
    const read = (selector: string, prefix: string) =>
      Object.fromEntries(
        Array.from(document.querySelectorAll<HTMLElement>(selector)).map((element) => [
          (element.dataset.testid ?? '').slice(prefix.length),
          element.dataset.value ?? '',
        ]),
      );
    return {
      inputs: read('[data-factor="input"]', 'factor-'),
      fixed: read('[data-factor="fixed"]', 'factor-'),
      figures: read('[data-testid^="figure-"]', 'figure-'),
    };
  });
}

export async function calculateOnServer(
  baseUrl: string,
  productId: number | undefined,
  inputs: Record<string, string>,
): Promise<ServerResult> {
  const response = await fetch(`${baseUrl}/gateway/loans/calculator/calculate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productId,
      factors: Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, Number(value)])),
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).body.result as ServerResult;
}

/** Every figure the server answers is on the page with the same exact value, and the fixed terms agree. */
export function expectSameFigures(shown: Awaited<ReturnType<typeof readPage>>, server: ServerResult): void {
  expect(server.figures.length).toBeGreaterThan(2);
  for (const figure of server.figures) {
    expect(shown.figures[figure.name], figure.name).toBe(figure.value);
  }
  for (const factor of server.factors) {
    const fromPage = shown.inputs[factor.name] ?? shown.fixed[factor.name];
    expect(Number(fromPage), factor.name).toBe(Number(factor.value));
  }
}

/** The rows of the open table, each cell's exact value. */
export async function readTableRows(page: Page, testId: string): Promise<string[][]> {
  await page.getByTestId('details-table-tab').click();
  const table = page.getByTestId(testId);
  await table.waitFor({ state: 'visible' });
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr')).map((row) => [
      row.querySelector('th')?.textContent?.trim() ?? '',
      ...Array.from(row.querySelectorAll<HTMLElement>('td')).map((cell) => cell.dataset.value ?? ''),
    ]),
  );
}

/** "6142.125" − "5800.000" = "342.125", in millimes so nothing is lost. */
export function subtractAmounts(a: string, b: string): string {
  const millimes = (text: string) => BigInt(text.replace('.', ''));
  const digits = (millimes(a) - millimes(b)).toString().padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}

export const slider = (page: Page, factor: string) =>
  page.getByTestId(`factor-${factor}`).getByRole('slider');
export const field = (page: Page, factor: string) =>
  page.getByTestId(`factor-${factor}`).getByRole('textbox');

export async function pressKeys(page: Page, factor: string, keys: readonly string[]): Promise<void> {
  await slider(page, factor).focus();
  for (const key of keys) {
    await page.keyboard.press(key);
  }
}

export async function typeValue(page: Page, factor: string, value: string): Promise<void> {
  await field(page, factor).fill(value);
  await field(page, factor).press('Tab');
}
