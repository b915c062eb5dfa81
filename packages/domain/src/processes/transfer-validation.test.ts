import { describe, expect, it } from 'vitest';
import { needsBankValidation, TRANSFER_VALIDATION_RULES } from './transfer-validation.ts';

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
});
