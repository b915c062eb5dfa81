import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  documentFieldOf,
  EMPTY_DRAFT,
  readSimulatedFigures,
  requiredDocumentOf,
} from './request-draft';

const PAY_SLIP = {
  fileName: 'bulletin.pdf',
  contentType: 'application/pdf',
  content: 'JVBERi0xLjQK',
} as const;

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
      documents: { INCOME_PROOF: PAY_SLIP },
    });
    expect(check).toEqual({
      ok: true,
      documents: { INCOME_PROOF: PAY_SLIP },
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

  it('asks for the income proof of a retail product and the trade document of a company one', () => {
    const complete = {
      ...EMPTY_DRAFT,
      amount: '6000',
      months: 24,
      monthlyIncome: '2850',
      employer: 'Tunisie Telecom',
      refundAccountId: '8f7e4f4e-3b5b-4a8f-9c53-2f0cf1d5a6b1',
    };
    expect(requiredDocumentOf(null)).toBeNull();
    expect(checkDraft({ ...complete, productCode: 'CAR_MURABAHA' })).toEqual({
      ok: false,
      fields: { 'documents.INCOME_PROOF': 'fileRequired' },
    });
    expect(
      checkDraft({
        ...complete,
        productCode: 'EXPORT_FINANCING',
        underlyingValue: '100000',
        documents: { INCOME_PROOF: PAY_SLIP, OTHER: PAY_SLIP },
      }),
    ).toEqual({ ok: false, fields: { 'documents.TRADE_DOCUMENT': 'fileRequired' } });
    expect(
      checkDraft({ ...complete, productCode: 'EXPORT_FINANCING', documents: { TRADE_DOCUMENT: PAY_SLIP } })
        .ok,
    ).toBe(true);
  });

  it('puts the server’s refusal of a file under its field', () => {
    expect(documentFieldOf('documents.INCOME_PROOF.content')).toBe('documents.INCOME_PROOF');
    expect(documentFieldOf('documents.OTHER')).toBe('documents.OTHER');
    expect(documentFieldOf('documents.PASSPORT')).toBeNull();
    expect(documentFieldOf('amount')).toBeNull();
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
