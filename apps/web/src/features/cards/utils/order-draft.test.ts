import type { CardProduct } from '@baraka/contracts/cards/schemas';
import { describe, expect, it } from 'vitest';
import { checkOrderDraft, EMPTY_ORDER, listLimitChoices } from './order-draft';

const product = (ceiling: string): CardProduct => ({
  productCode: 'VISA_CLASSIC',
  wording: 'Visa Classic',
  abrvWording: 'VC',
  family: 'CLASSIC',
  kind: 'DEBIT',
  plasticType: 'PVC',
  limitIndex: 1,
  onPerToAmount: ceiling,
  currency: 'TND',
});

describe('listLimitChoices', () => {
  const offered = ['0.000', '700.000', '900.000', '1200.000', '1500.000', '1800.000', '2000.000'];
  it('keeps the offered choices up to the product ceiling', () => {
    expect(listLimitChoices(offered, product('1000'))).toEqual(['0', '700', '900']);
  });
  it('offers every choice the call offers when no product is chosen yet', () => {
    expect(listLimitChoices(['700', '1200'], undefined)).toEqual(['700', '1200']);
  });
});

describe('checkOrderDraft', () => {
  it('names the fields still to fill', () => {
    expect(checkOrderDraft(EMPTY_ORDER).fields.sort()).toEqual([
      'accountId',
      'agencyCode',
      'limit',
      'productCode',
    ]);
  });
  it('builds the order', () => {
    const draft = {
      accountId: '00000000-0000-4000-8000-000000000001',
      productCode: 'VISA_CLASSIC',
      limit: '900',
      periodicity: 'WEEKLY' as const,
      agencyCode: '012',
    };
    expect(checkOrderDraft(draft).request).toEqual(draft);
  });
});
