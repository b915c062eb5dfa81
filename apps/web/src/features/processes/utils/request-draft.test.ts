import { describe, expect, it } from 'vitest';
import { checkDraft, EMPTY_DRAFT, readSimulatedFigures } from './request-draft';

describe('the financing request draft', () => {
  it('names every missing field', () => {
    const check = checkDraft(EMPTY_DRAFT);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : Object.keys(check.fields).sort()).toEqual(
      ['amount', 'employer', 'monthlyIncome', 'months', 'productCode', 'refundAccountId'].sort(),
    );
  });

  it('gives the variables to send once complete', () => {
    const check = checkDraft({
      ...EMPTY_DRAFT,
      productCode: 'GOODS_MURABAHA',
      amount: '6000',
      months: '24',
      monthlyIncome: '2850',
      employer: 'Tunisie Telecom',
      refundAccountId: '8f7e4f4e-3b5b-4a8f-9c53-2f0cf1d5a6b1',
    });
    expect(check).toEqual({
      ok: true,
      variables: {
        productCode: 'GOODS_MURABAHA',
        amount: '6000',
        months: 24,
        monthlyIncome: '2850',
        employer: 'Tunisie Telecom',
        refundAccountId: '8f7e4f4e-3b5b-4a8f-9c53-2f0cf1d5a6b1',
      },
    });
  });

  it('starts from the figures a simulation carries, and ignores what is not a figure', () => {
    expect(
      readSimulatedFigures(new URLSearchParams('new=1&product=HOME_MURABAHA&amount=160000.000&months=240')),
    ).toEqual({
      productCode: 'HOME_MURABAHA',
      amount: '160000.000',
      months: 240,
    });
    expect(readSimulatedFigures(new URLSearchParams('amount=1e9&months=-3'))).toEqual({});
  });
});
