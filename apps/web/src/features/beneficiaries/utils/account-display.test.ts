import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import { describePayeeAccount, getFullName, getInitials, maskIban, maskRib } from './account-display';

describe('payee account display', () => {
  it('shows a RIB by bank, branch, last four account digits and key', () => {
    const rib = buildRib('08', '006', '0123456789012');
    expect(maskRib(rib)).toBe(`08 006 •••• 9012 ${rib.slice(18)}`);
    expect(maskRib(`08 006 0123456789012 ${rib.slice(18)}`)).toBe(maskRib(rib));
  });

  it('leaves something that is not a RIB as it is', () => {
    expect(maskRib('123')).toBe('123');
  });

  it('shows an IBAN by its country, check digits and last four characters', () => {
    expect(maskIban('FR76 3000 2005 5000 0015 7841 225')).toBe('FR76 •••• 1225');
    expect(maskIban('de89370400440532013000')).toBe('DE89 •••• 3000');
  });

  it('describes a Tunisian payee by RIB and an international one by IBAN and BIC', () => {
    const rib = buildRib('05', '010', '0102030405060');
    expect(describePayeeAccount({ rib, iban: `TN59${rib}`, swiftCode: null })).toEqual({
      kind: 'RIB',
      masked: maskRib(rib),
      swiftCode: null,
    });
    expect(
      describePayeeAccount({ rib: null, iban: 'DE89370400440532013000', swiftCode: 'COBADEFF' }),
    ).toEqual({ kind: 'IBAN', masked: 'DE89 •••• 3000', swiftCode: 'COBADEFF' });
    expect(describePayeeAccount({ rib: null, iban: null, swiftCode: null })).toBeNull();
  });

  it('names and initials a payee', () => {
    expect(getInitials({ firstName: 'sami', lastName: 'Ben Salah' })).toBe('SB');
    expect(getInitials({ firstName: 'أمل', lastName: 'الحداد' })).toBe('أا');
    expect(getFullName({ firstName: 'Walid', lastName: 'Chebbi' })).toBe('Walid Chebbi');
  });
});
