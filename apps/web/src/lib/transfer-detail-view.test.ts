import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  formatPayeeAccount,
  getPayeeBankName,
  hasConversion,
  isRefusedStatus,
} from './transfer-detail-view';

describe('formatPayeeAccount', () => {
  it('prints a RIB in its four parts and an IBAN in groups of four', () => {
    expect(formatPayeeAccount({ rib: '08001000123456789013', iban: null })).toBe('08 001 0001234567890 13');
    expect(formatPayeeAccount({ rib: null, iban: 'FR7630006000011234567890189' })).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
    expect(formatPayeeAccount({ rib: null, iban: null })).toBeNull();
  });
});

describe('getPayeeBankName', () => {
  it('names the Tunisian bank of a RIB, and none abroad', () => {
    expect(getPayeeBankName({ rib: '08001000123456789013', iban: null })).toBe('BIAT');
    expect(getPayeeBankName({ rib: '32001001234567890151', iban: null })).toBe('Al Baraka');
    expect(getPayeeBankName({ rib: null, iban: 'FR7630006000011234567890189' })).toBeNull();
  });
});

describe('addDecimals', () => {
  it('adds exact amounts without a float', () => {
    expect(addDecimals('750.000', '2.500')).toBe('752.500');
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('503.4', '25.000')).toBe('528.400');
    expect(addDecimals('-1.000', '0.250')).toBe('-0.750');
    expect(addDecimals('12', '3')).toBe('15');
  });
});

describe('statuses and currencies', () => {
  it('tells a refusal and a converted transfer apart', () => {
    expect(['REJECTED', 'FAILED', 'BLOCKED', 'PENDING'].map((s) => isRefusedStatus(s as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(hasConversion({ currencySender: 'TND', currencyReceiver: 'EUR' })).toBe(true);
    expect(hasConversion({ currencySender: 'TND', currencyReceiver: 'TND' })).toBe(false);
  });
});
