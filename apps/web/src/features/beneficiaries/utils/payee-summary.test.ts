import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM_VALUES, groupRibDigits } from './beneficiary-form';
import { summarizeBeneficiary, summarizeValues } from './payee-summary';

const BT_RIB = buildRib('05', '010', '0102030405060');

describe('payee summary', () => {
  it('names the Tunisian bank from the RIB code and prints the RIB in groups', () => {
    const values = {
      ...EMPTY_FORM_VALUES,
      firstName: ' Walid ',
      lastName: 'Chebbi',
      nickName: '  ',
      rib: groupRibDigits(BT_RIB),
    };
    expect(summarizeValues('LOCAL', values)).toEqual({
      name: 'Walid Chebbi',
      nickName: null,
      bankName: 'Banque de Tunisie',
      account: { kind: 'RIB', value: `05 010 0102030405060 ${BT_RIB.slice(18)}` },
      swiftCode: null,
    });
  });

  it('shows an international payee by IBAN, BIC and the bank typed or found', () => {
    const values = {
      ...EMPTY_FORM_VALUES,
      firstName: 'Jonas',
      lastName: 'Weber',
      iban: 'de89370400440532013000',
      swiftCode: 'cobadeff',
      bankName: 'Commerzbank',
    };
    expect(summarizeValues('INTERNATIONAL', values)).toMatchObject({
      bankName: 'Commerzbank',
      account: { kind: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
      swiftCode: 'COBADEFF',
    });
  });

  it('reads a saved payee', () => {
    const saved = {
      firstName: 'Walid',
      lastName: 'Chebbi',
      nickName: 'Garage',
      rib: BT_RIB,
      iban: `TN59${BT_RIB}`,
      swiftCode: null,
      bankName: 'Banque de Tunisie',
    } as Beneficiary;
    expect(summarizeBeneficiary(saved)).toMatchObject({
      nickName: 'Garage',
      account: { kind: 'RIB', value: `05 010 0102030405060 ${BT_RIB.slice(18)}` },
    });
  });
});
