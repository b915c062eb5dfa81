import { describe, expect, it } from 'vitest';
import {
  decideTransferValidation,
  needsBankValidation,
  TRANSFER_VALIDATION_REVIEW,
  TRANSFER_VALIDATION_RULES,
} from './transfer-validation.ts';

describe('transfers the bank validates by hand', () => {
  const threshold = TRANSFER_VALIDATION_RULES.INTERNATIONAL.fromDinarMinor;

  it('holds an international transfer from the threshold on, not below it', () => {
    expect(needsBankValidation({ kind: 'INTERNATIONAL', dinarMinor: threshold })).toBe(true);
    expect(needsBankValidation({ kind: 'INTERNATIONAL', dinarMinor: threshold - 1n })).toBe(false);
  });

  it('leaves the other kinds alone whatever the amount', () => {
    for (const kind of ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL']) {
      expect(needsBankValidation({ kind, dinarMinor: threshold * 10n })).toBe(false);
    }
  });

  it('has the bank approve a held transfer, unless its country or its size is one it refuses', () => {
    const ceiling = TRANSFER_VALIDATION_REVIEW.refusedFromDinarMinor;
    expect(ceiling).toBeGreaterThan(threshold);
    expect(decideTransferValidation({ payeeCountry: 'FR', dinarMinor: threshold })).toBe('APPROVE');
    expect(decideTransferValidation({ payeeCountry: null, dinarMinor: ceiling - 1n })).toBe('APPROVE');
    expect(decideTransferValidation({ payeeCountry: 'FR', dinarMinor: ceiling })).toBe('REJECT');
    expect(decideTransferValidation({ payeeCountry: 'ir', dinarMinor: threshold })).toBe('REJECT');
    const stricter = { ...TRANSFER_VALIDATION_REVIEW, refusedPayeeCountries: ['FR'] };
    expect(decideTransferValidation({ payeeCountry: 'FR', dinarMinor: threshold }, stricter)).toBe('REJECT');
  });
});
