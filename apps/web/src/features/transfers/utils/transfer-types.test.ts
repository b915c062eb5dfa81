import { describe, expect, it } from 'vitest';
import {
  getDetailsPath,
  getFormPath,
  getOrderCall,
  getReviewPath,
  isOrderType,
  ORDER_TYPES,
} from './transfer-types';

describe('transfer addresses and calls', () => {
  it('puts each form under transfer-type/ and its review beside it (spec §2)', () => {
    expect(ORDER_TYPES.map(getFormPath)).toEqual([
      '/transfers/transfer-type/own-account',
      '/transfers/transfer-type/within-bank',
      '/transfers/transfer-type/add-local',
      '/transfers/transfer-type/add-international',
    ]);
    expect(ORDER_TYPES.map(getReviewPath)).toEqual([
      '/transfers/own-account',
      '/transfers/within-bank',
      '/transfers/add-local',
      '/transfers/add-international',
    ]);
    expect(getDetailsPath('a b')).toBe('/transfers/transfer-details?id=a%20b');
  });

  it('books each type with its spec §7 call; a new payee inside the bank goes through addwithinbank', () => {
    expect(getOrderCall('OWN_ACCOUNT', false)).toBe('transfer/personal');
    expect(getOrderCall('WITHINBANK', false)).toBe('transfer/withinBankTransfer');
    expect(getOrderCall('WITHINBANK', true)).toBe('transfer/addwithinbank');
    expect(getOrderCall('NATIONAL', true)).toBe('transfer/localTransfer');
    expect(getOrderCall('INTERNATIONAL', false)).toBe('transfer/internationalTransfer');
  });

  it('knows its types', () => {
    expect(isOrderType('NATIONAL')).toBe(true);
    expect(isOrderType('PERMANENT')).toBe(false);
  });
});
