import { describe, expect, it } from 'vitest';
import { toDraftField, type ValidationContext, validateDraft } from './draft-validation';
import {
  ACCOUNTS,
  draftOf,
  EURO_ID,
  MAIN_ID,
  MAIN_RIB,
  OTHER_BANK_RIB,
  OWN_BANK_RIB,
  PAYEE_ID,
  SAVING_ID,
} from './test-fixtures';

const context: ValidationContext = {
  accounts: ACCOUNTS,
  limits: { min: '1.000', max: '20000.000' },
  firstDeferredDate: '2026-12-02',
  lastDeferredDate: '2027-12-01',
};
const savedNational = { beneficiaryId: PAYEE_ID, payeeName: 'Sami Ben Salah', rib: OTHER_BANK_RIB };

describe('checking a transfer before its quote', () => {
  it('accepts a complete transfer', () => {
    expect(validateDraft(draftOf('NATIONAL', savedNational), context)).toEqual({});
    expect(validateDraft(draftOf('OWN_ACCOUNT', { creditAccountId: SAVING_ID }), context)).toEqual({});
  });

  it('asks for every choice', () => {
    const problems = validateDraft(draftOf('NATIONAL', { debitAccountId: '', amount: '' }), context);
    expect(problems).toMatchObject({
      debitAccountId: { key: 'required' },
      beneficiaryId: { key: 'required' },
      amount: { key: 'required' },
    });
    expect(validateDraft(draftOf('OWN_ACCOUNT'), context).creditAccountId).toEqual({ key: 'required' });
  });

  it('refuses the same account on both sides', () => {
    const problems = validateDraft(draftOf('OWN_ACCOUNT', { creditAccountId: MAIN_ID }), context);
    expect(problems.creditAccountId).toEqual({ key: 'sameAccount' });
  });

  it('checks a typed RIB for the bank the transfer goes to', () => {
    const typed = (type: 'NATIONAL' | 'WITHINBANK', rib: string) =>
      validateDraft(draftOf(type, { payeeMode: 'new', rib, payeeName: 'Sami Ben Salah' }), context).rib;
    expect(typed('NATIONAL', OTHER_BANK_RIB)).toBeUndefined();
    expect(typed('NATIONAL', OWN_BANK_RIB)).toEqual({ key: 'ribOwnBank' });
    expect(typed('WITHINBANK', OTHER_BANK_RIB)).toEqual({ key: 'ribOtherBank' });
    expect(typed('WITHINBANK', MAIN_RIB)).toEqual({ key: 'ribOwnAccount' });
    expect(typed('NATIONAL', '0800600123456789012')).toEqual({ key: 'invalidRib' });
    expect(typed('NATIONAL', '')).toEqual({ key: 'required' });
  });

  it('checks a typed payee name with the contract’s rule', () => {
    const draft = draftOf('NATIONAL', { payeeMode: 'new', rib: OTHER_BANK_RIB, payeeName: 'Sami 2' });
    expect(validateDraft(draft, context).payeeName).toEqual({ key: 'numberAndSpecialCharactersValidation' });
  });

  it('checks the amount: a number, the currency’s decimals, the pack’s bounds, the balance', () => {
    const amount = (value: string, overrides = {}) =>
      validateDraft(draftOf('NATIONAL', { ...savedNational, amount: value, ...overrides }), context).amount;
    expect(amount('abc')).toEqual({ key: 'InvalidNumber' });
    expect(amount('1.2345')).toEqual({ key: 'amountDecimals', params: { digits: 3 } });
    expect(amount('0')).toEqual({ key: 'amountPositive' });
    expect(amount('0.500')).toEqual({ key: 'amountMin', params: { min: '1.000', currency: 'TND' } });
    expect(amount('20000.001')).toEqual({ key: 'amountMax', params: { max: '20000.000', currency: 'TND' } });
    expect(amount('1000.001')).toEqual({
      key: 'amountAboveBalance',
      params: { available: '1000.000', currency: 'TND' },
    });
    // A later day is checked against that day's balance, by the bank.
    expect(amount('1000.001', { executionDate: '2026-12-04' })).toBeUndefined();
  });

  it('checks an amount in another currency against that currency, leaving dinar bounds to the quote', () => {
    // 0.50 € is worth more than the 1 dinar minimum, and more euros than the dinar account holds.
    const toEuros = (amount: string) =>
      validateDraft(draftOf('OWN_ACCOUNT', { creditAccountId: EURO_ID, amount }), context).amount;
    expect(toEuros('0.5')).toBeUndefined();
    expect(toEuros('5000')).toBeUndefined();
    expect(toEuros('10.005')).toEqual({ key: 'amountDecimals', params: { digits: 2 } });
    const fromEuros = draftOf('OWN_ACCOUNT', {
      debitAccountId: EURO_ID,
      creditAccountId: SAVING_ID,
      amount: '0.5',
    });
    expect(validateDraft(fromEuros, context).amount).toMatchObject({ key: 'amountMin' });
  });

  it('keeps a chosen date within the days the API takes', () => {
    const date = (executionDate: string) =>
      validateDraft(draftOf('NATIONAL', { ...savedNational, executionDate }), context).executionDate;
    expect(date('2026-12-04')).toBeUndefined();
    expect(date('2026-12-01')).toEqual({ key: 'minDate', params: { min: '2026-12-02' } });
    expect(date('2028-01-01')).toEqual({ key: 'maxDate', params: { max: '2027-12-01' } });
  });

  it('checks the reason with the contract’s rule', () => {
    const draft = draftOf('NATIONAL', { ...savedNational, reason: 'Loyer <mars>' });
    expect(validateDraft(draft, context).reason).toEqual({ key: 'specialCharactersValidation' });
    const long = draftOf('NATIONAL', { ...savedNational, reason: 'a'.repeat(141) });
    expect(validateDraft(long, context).reason).toEqual({ key: 'maxLength', params: { max: 140 } });
  });

  it('maps the API’s fields onto the form', () => {
    expect(toDraftField('payee.rib')).toBe('rib');
    expect(toDraftField('payee.iban')).toBe('beneficiaryId');
    expect(toDraftField('amount')).toBe('amount');
    expect(toDraftField('somethingElse')).toBeNull();
  });
});
