import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGateway } from '../support/gateway.ts';
import { waitForHtmlAttribute } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import {
  calculateOnServer,
  expectSameFigures,
  openSimulator,
  pressKeys,
  readPage,
  readTableRows,
  subtractAmounts,
  typeValue,
} from '../support/simulator-page.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');
/** Simulator ids by name, read from the catalogue calls. */
const productIds = new Map<string, number>();

async function readCatalogue(path: string): Promise<void> {
  for (const product of (await callGateway<{ id: number; name: string }[]>(path)).body.result) {
    productIds.set(product.name, product.id);
  }
}

beforeAll(async () => {
  await readCatalogue('loans/all');
  await readCatalogue('api/simulator/saving');
});

/** Visitor moves per product: sliders by keyboard, values typed, one of them off the steps. */
const LOAN_MOVES: Record<string, (page: Page) => Promise<void>> = {
  'tahsin-masken': async (page) => {
    await pressKeys(page, 'amount', ['ArrowRight', 'ArrowRight', 'ArrowRight']);
    await pressKeys(page, 'duration', ['End']);
    await typeValue(page, 'netSalary', '1875');
  },
  'dar-albaraka': async (page) => {
    await typeValue(page, 'amount', '350000');
    await pressKeys(page, 'ownContribution', ['ArrowRight', 'ArrowRight']);
    await pressKeys(page, 'duration', [
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
    ]);
    await typeValue(page, 'otherFinancing', '420');
  },
  'first-home': async (page) => {
    await pressKeys(page, 'amount', ['End']);
    await pressKeys(page, 'ownContribution', ['End']);
    await pressKeys(page, 'duration', ['Home']);
    await typeValue(page, 'netSalary', '3205');
  },
  'tahsin-masken-plus': async (page) => {
    await pressKeys(page, 'amount', ['End']);
    await pressKeys(page, 'duration', ['End']);
    await typeValue(page, 'otherFinancing', '150');
  },
};

describe('financing simulators', () => {
  it.for(Object.keys(LOAN_MOVES))(
    '%s computes in the page exactly what the server computes',
    async (productName) => {
      const { page, close, problems } = await openVisitor('desktop', 'fr');
      await openSimulator(page, `${baseUrl}/?lang=fr#/calculator/loan?product=${productName}`);
      await LOAN_MOVES[productName]?.(page);
      const shown = await readPage(page);
      const server = await calculateOnServer(baseUrl, productIds.get(productName), shown.inputs);

      expectSameFigures(shown, server);
      const rows = await readTableRows(page, 'amortization-table');
      expect(rows).toEqual(
        (server.schedule ?? []).map((row) => [
          String(row.month),
          row.instalment,
          row.principal,
          row.profit,
          row.remaining,
        ]),
      );
      // The headline is the same number, written the French way.
      const monthly = server.figures.find((figure) => figure.name === 'monthlyPayment')?.value ?? '';
      const expectedText = await page.evaluate(
        (value) =>
          new Intl.NumberFormat('fr-TN', {
            style: 'currency',
            currency: 'TND',
            minimumFractionDigits: 3,
            numberingSystem: 'latn',
          }).format(Number(value)),
        monthly,
      );
      expect(await page.getByTestId('figure-monthlyPayment').textContent()).toBe(expectedText);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('snaps a typed salary onto its 10 TND steps and keeps the contribution within 20–90 % of the price', async () => {
    const { page, close } = await openVisitor('desktop', 'fr');
    await openSimulator(page, `${baseUrl}/?lang=fr#/calculator/loan?product=dar-albaraka`);
    await typeValue(page, 'netSalary', '3205');
    await typeValue(page, 'amount', '10000');
    const shown = await readPage(page);
    expect(shown.inputs.netSalary).toBe('3210');
    expect(Number(shown.inputs.ownContribution)).toBeGreaterThanOrEqual(2_000);
    expect(Number(shown.inputs.ownContribution)).toBeLessThanOrEqual(9_000);
    expect(shown.fixed.rate).toBe('10.25');
    await pressKeys(page, 'duration', ['Home']);
    expect((await readPage(page)).fixed.rate).toBe('9.5');
    await close();
  });

  it('says when a typed amount is out of range and which amount it used instead', async () => {
    const { page, close } = await openVisitor('desktop', 'fr');
    await openSimulator(page, `${baseUrl}/?lang=fr#/calculator/loan?product=dar-albaraka`);
    await typeValue(page, 'netSalary', '99999999');
    const notice = page.getByTestId('factor-clamped');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^99\s999\s999\sDT est hors limites : le simulateur a retenu 50\s000\sDT \(de 400\sDT à 50\s000\sDT\)\.$/,
    );
    await close();
  });

  it('hands the simulation to the contact form in simulator-request mode', async () => {
    const { page, close } = await openVisitor('desktop', 'fr');
    await openSimulator(page, `${baseUrl}/?lang=fr#/calculator/loan?product=first-home`);
    const shown = await readPage(page);
    await page.getByTestId('request-financing').click();
    await page.waitForURL(/#\/contact-us\/request\?/);
    const query = new URLSearchParams(page.url().slice(page.url().indexOf('?')));
    expect(Object.fromEntries(query)).toEqual({
      source: 'simulator',
      productId: String(productIds.get('first-home')),
      financingType: 'Premier logement',
      amount: String(Number(shown.figures.financedAmount)),
      duration: shown.inputs.duration,
      durationUnit: 'YEARS',
      netSalary: shown.inputs.netSalary,
    });
    await close();
  });
});

describe('simulator catalogue unavailable', () => {
  it('says so, offers a retry, and computes once the catalogue answers', async () => {
    const { page, close } = await openVisitor('mobile', 'fr');
    await page.route('**/gateway/loans/all', (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl}/#/calculator/loan`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await alert.textContent()).toContain("Les simulateurs n'ont pas pu être chargés.");
    await page.unroute('**/gateway/loans/all');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByTestId('figure-monthlyPayment').waitFor({ state: 'visible' });
    await close();
  });
});

describe('savings simulator', () => {
  it('computes in the page exactly what the server computes, month by month', async () => {
    const { page, close, problems } = await openVisitor('desktop', 'fr');
    await openSimulator(page, `${baseUrl}/?lang=fr#/calculator/savings`);
    await typeValue(page, 'initialDeposit', '2500');
    await pressKeys(page, 'monthlyDeposit', ['ArrowRight', 'ArrowRight', 'ArrowRight']);
    await pressKeys(page, 'duration', ['End']);
    const shown = await readPage(page);
    const server = await calculateOnServer(baseUrl, productIds.get('savings-plan'), shown.inputs);

    expect(shown.inputs).toEqual({ initialDeposit: '2500', monthlyDeposit: '230', duration: '60' });
    expectSameFigures(shown, server);
    const rows = await readTableRows(page, 'growth-table');
    expect(rows).toHaveLength(61);
    expect(rows.at(-1)?.[3]).toBe(server.figures.find((figure) => figure.name === 'finalAmount')?.value);
    expect(rows).toEqual(
      (server.growth ?? []).map((point) => [
        String(point.month),
        point.deposits,
        subtractAmounts(String(point.balance), String(point.deposits)),
        point.balance,
      ]),
    );
    expect(problems).toEqual([]);
    await close();
  });
});

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const language of ['fr', 'ar'] as const) {
    describe(`simulators in ${language} on ${viewport}`, () => {
      it('shows the same figures as the server and reads in the language', async () => {
        const { page, close, problems } = await openVisitor(viewport, language);
        await openSimulator(page, `${baseUrl}/?lang=${language}#/calculator/loan?product=dar-albaraka`);
        await waitForHtmlAttribute(page, 'dir', language === 'ar' ? 'rtl' : 'ltr');
        const loan = await readPage(page);
        expectSameFigures(
          loan,
          await calculateOnServer(baseUrl, productIds.get('dar-albaraka'), loan.inputs),
        );
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        expect(heading).toBe(language === 'ar' ? 'محاكي التمويل' : 'Simulateur de financement');
        // Western digits in both languages, the dinar named the local way.
        const headline = (await page.getByTestId('figure-monthlyPayment').textContent()) ?? '';
        expect(headline).toMatch(language === 'ar' ? /^\u200f?[\d\s,]+\sد\.ت\.\u200f?$/ : /^[\d\s,]+\sDT$/);
        // One way to write numbers per language: thousands apart by a space, decimals after a comma,
        // in figures, bounds and fields alike ("40.000 د.ت." beside "657,145 د.ت." read as two rules).
        const numbers = await page.locator('main').evaluate((main: HTMLElement) => {
          const fields = [...main.querySelectorAll('input')].map((input) => input.value);
          return [main.innerText, ...fields].join('\n');
        });
        expect(numbers.match(/\d\.\d+/g) ?? []).toEqual([]);
        await saveScreenshot(page, `${viewport}-${language}-calculator-loan`);

        await openSimulator(page, `${baseUrl}/?lang=${language}#/calculator/savings`);
        const savings = await readPage(page);
        expectSameFigures(
          savings,
          await calculateOnServer(baseUrl, productIds.get('savings-plan'), savings.inputs),
        );
        await saveScreenshot(page, `${viewport}-${language}-calculator-savings`);
        expect(problems).toEqual([]);
        await close();
      });
    });
  }
}
