import {
  errorEnvelope,
  type LoanProduct,
  listEnvelope,
  loanProductSchema,
  objectEnvelope,
  type SavingsProduct,
  savingsProductSchema,
  simulationResultSchema,
  simulatorCategorySchema,
} from '@baraka/contracts';
import { listInputFactors, normalizeFactorValues, simulate } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { toSimulationResult } from './simulators.mappers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = async (url: string) => testApp.app.inject({ method: 'GET', url: `/gateway/${url}` });
const calculate = async (payload: unknown, language = 'fr') =>
  testApp.app.inject({
    method: 'POST',
    url: '/gateway/loans/calculator/calculate',
    headers: { language },
    payload: payload as Record<string, unknown>,
  });

const readLoanProducts = async (query = ''): Promise<LoanProduct[]> => {
  const response = await get(`loans/all${query}`);
  expect(response.statusCode).toBe(200);
  return listEnvelope(loanProductSchema).parse(response.json()).body.result;
};
const readSavingsProducts = async (): Promise<SavingsProduct[]> =>
  listEnvelope(savingsProductSchema).parse((await get('api/simulator/saving')).json()).body.result;

const productNamed = async (name: string) => {
  const product = [...(await readLoanProducts()), ...(await readSavingsProducts())].find(
    (candidate) => candidate.name === name,
  );
  if (!product) {
    throw new Error(`${name} is not seeded`);
  }
  return product;
};

describe('simulator catalogue', () => {
  it('lists the loan categories of the spec and the savings category', async () => {
    const loans = listEnvelope(simulatorCategorySchema).parse(
      (await get('api/simulator/loans/category')).json(),
    );
    expect(loans.body.result.map((category) => category.name)).toEqual([
      'home_loan',
      'car_loan',
      'other_loan',
    ]);
    expect(loans.body.result[0]?.label).toEqual({
      fr: 'Financement immobilier',
      en: 'Home financing',
      ar: 'تمويل السكن',
    });
    const savings = listEnvelope(simulatorCategorySchema).parse(
      (await get('api/simulator/saving/category')).json(),
    );
    expect(savings.body.result.map((category) => category.name)).toEqual(['savings']);
  });

  it('lists the four financing products with their factors, bounds as expressions and formulas', async () => {
    const products = await readLoanProducts();
    expect(products.map((product) => product.name)).toEqual([
      'tahsin-masken',
      'dar-albaraka',
      'first-home',
      'tahsin-masken-plus',
    ]);
    const dar = products[1];
    expect(dar?.loanCategory.name).toBe('home_loan');
    expect(dar?.factors.find((factor) => factor.name === 'ownContribution')).toMatchObject({
      type: 'INTERVAL',
      unit: 'CCY',
      startValue: '0.2 * amount',
      endValue: '0.9 * amount',
    });
    expect(dar?.factors.find((factor) => factor.name === 'rate')).toMatchObject({
      type: 'UNIQUE',
      unit: 'PERCENT',
      value: expect.stringContaining('duration >= 20'),
    });
    expect(products[0]?.factors.find((factor) => factor.name === 'amount')).toMatchObject({
      startValue: '5000',
      endValue: '40000',
      interpolationStep: '500',
    });
  });

  it('filters financing products by category', async () => {
    const categories = listEnvelope(simulatorCategorySchema).parse(
      (await get('api/simulator/loans/category')).json(),
    ).body.result;
    const carLoans = categories.find((category) => category.name === 'car_loan');
    expect(await readLoanProducts(`?categoryId=${carLoans?.id}`)).toEqual([]);
    expect((await get('loans/all?categoryId=abc')).json().header.statusCode).toBe('invalidType');
  });

  it('lists the savings plan with its rate hidden', async () => {
    const [plan] = await readSavingsProducts();
    expect(plan?.savingsCategory.name).toBe('savings');
    expect(plan?.factors.find((factor) => factor.name === 'rate')).toMatchObject({
      hidden: true,
      value: '5',
    });
    expect(plan?.factors.find((factor) => factor.name === 'duration')).toMatchObject({
      unit: 'MONTH',
      startValue: '3',
      endValue: '60',
    });
  });
});

describe('POST loans/calculator/calculate', () => {
  const productNames = ['tahsin-masken', 'dar-albaraka', 'first-home', 'tahsin-masken-plus', 'savings-plan'];

  it.each(productNames)('answers for %s exactly what the shared evaluator computes', async (name) => {
    const product = await productNamed(name);
    const inputs = listInputFactors(product).map((factor) => factor.name);
    // Every slider pushed to its end, in order (later bounds follow earlier values): the longest schedule.
    const { scope } = normalizeFactorValues(
      product,
      Object.fromEntries(inputs.map((input) => [input, 1e12])),
    );
    const factors = Object.fromEntries(inputs.map((input) => [input, scope.get(input) ?? 0]));
    const response = await calculate({ productId: product.id, factors });

    expect(response.statusCode, response.body).toBe(200);
    const result = objectEnvelope(simulationResultSchema).parse(response.json()).body.result;
    expect(result).toEqual(toSimulationResult(product.id, simulate(product, factors)));
  });

  it('computes the figures of spec §9 for Dar albaraka at 20 years', async () => {
    const product = await productNamed('dar-albaraka');
    const response = await calculate({
      productId: product.id,
      factors: {
        amount: 200_000,
        ownContribution: 40_000,
        duration: 20,
        netSalary: 5_000,
        otherFinancing: 300,
      },
    });

    const result = objectEnvelope(simulationResultSchema).parse(response.json()).body.result;
    const value = (name: string) => result.figures.find((figure) => figure.name === name)?.value;
    expect(result.factors.find((factor) => factor.name === 'rate')?.value).toBe('10.25');
    expect(value('financedAmount')).toBe('160000.000');
    expect(value('monthlyPayment')).toBe('1570.629');
    expect(value('repaymentCapacity')).toBe('37.41');
    expect(result.kind === 'LOAN' && result.schedule).toHaveLength(240);
    expect(result.kind === 'LOAN' && result.schedule.at(-1)?.remaining).toBe('0.000');
  });

  it('answers 400 with the form key of each factor out of its bounds', async () => {
    const product = await productNamed('dar-albaraka');
    const response = await calculate(
      {
        productId: product.id,
        factors: { amount: 4_000, ownContribution: 100, duration: 20, netSalary: 2_505, rate: 1 },
      },
      'en',
    );

    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelope.parse(response.json());
    expect(envelope.header).toMatchObject({
      statusCode: 'invalidSelection',
      messageType: 'ERROR',
      errorMsg: 'Some fields are invalid.',
    });
    expect(envelope.body.result?.fieldErrors).toEqual([
      { field: 'factors.rate', key: 'invalidSelection' },
      { field: 'factors.amount', key: 'min', params: { min: 5_000 } },
      { field: 'factors.ownContribution', key: 'min', params: { min: 1_000 } },
      { field: 'factors.netSalary', key: 'InvalidNumber', params: { step: 10 } },
      { field: 'factors.otherFinancing', key: 'required' },
    ]);
  });

  it('answers 400 "max" above the upper bound, computed from the amount', async () => {
    const product = await productNamed('first-home');
    const response = await calculate({
      productId: product.id,
      factors: {
        amount: 100_000,
        ownContribution: 20_100,
        duration: 20,
        netSalary: 2_500,
        otherFinancing: 0,
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().header.statusCode).toBe('max');
    expect(response.json().body.result.fieldErrors).toEqual([
      { field: 'factors.ownContribution', key: 'max', params: { max: 20_000 } },
    ]);
  });

  it('answers 400 from the schema to a malformed body', async () => {
    const missing = await calculate({ factors: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().body.result.fieldErrors).toEqual([{ field: 'productId', key: 'required' }]);

    const text = await calculate({ productId: 1, factors: { amount: 'a lot' } });
    expect(text.json().body.result.fieldErrors).toEqual([
      { field: 'factors.amount', key: 'invalidType', params: { expected: 'number' } },
    ]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await calculate({ productId: 9_999, factors: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });

  it('answers over real HTTP', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const product = await productNamed('savings-plan');

    const response = await fetch(`${address}/gateway/loans/calculator/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: product.id,
        factors: { initialDeposit: 1_000, monthlyDeposit: 200, duration: 24 },
      }),
    });

    expect(response.status).toBe(200);
    const result = objectEnvelope(simulationResultSchema).parse(await response.json()).body.result;
    expect(result.figures).toEqual([
      { name: 'totalDeposits', unit: 'CCY', value: '5800.000' },
      { name: 'finalAmount', unit: 'CCY', value: '6142.125' },
      { name: 'gains', unit: 'CCY', value: '342.125' },
    ]);
    expect(result.kind === 'SAVINGS' && result.growth).toHaveLength(25);
  });
});
