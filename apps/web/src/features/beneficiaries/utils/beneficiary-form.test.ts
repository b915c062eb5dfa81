import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM_VALUES,
  groupIbanText,
  groupRibDigits,
  toBeneficiaryRequest,
  toFieldErrors,
  toFormValues,
  validateBeneficiary,
} from './beneficiary-form';

const BT_RIB = buildRib('05', '010', '0102030405060');
const BARAKA_RIB = buildRib('32', '003', '0056789012345');
const walid = { ...EMPTY_FORM_VALUES, firstName: 'Walid', lastName: 'Chebbi', rib: groupRibDigits(BT_RIB) };

describe('typing account numbers', () => {
  it('groups a RIB as it is printed, digits only, 20 at most', () => {
    expect(groupRibDigits('0501')).toBe('05 01');
    expect(groupRibDigits(`${BT_RIB}999`)).toBe(`05 010 0102030405060 ${BT_RIB.slice(18)}`);
    expect(groupRibDigits('05-010 abc')).toBe('05 010');
  });

  it('groups an IBAN by four, in capitals', () => {
    expect(groupIbanText('de89 3704-0044 0532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('the payee request', () => {
  it('sends a RIB for Tunisian payees and IBAN, BIC and bank for international ones', () => {
    expect(Object.keys(toBeneficiaryRequest('LOCAL', walid))).toEqual([
      'firstName',
      'lastName',
      'nickName',
      'email',
      'phoneNumber',
      'rib',
    ]);
    const international = toBeneficiaryRequest('INTERNATIONAL', walid, 'id-1');
    expect(international).toMatchObject({ id: 'id-1', iban: '', swiftCode: '', bankName: '' });
    expect(international).not.toHaveProperty('rib');
  });

  it('prefills the edit form from a payee', () => {
    const payee = {
      id: 'b1',
      beneficiaryType: 'LOCAL',
      firstName: 'Sami',
      lastName: 'Ben Salah',
      nickName: null,
      rib: BT_RIB,
      iban: `TN59${BT_RIB}`,
      swiftCode: null,
      bankName: 'Banque de Tunisie',
      email: null,
      phoneNumber: '98765432',
    } as Beneficiary;
    expect(toFormValues(payee)).toMatchObject({
      nickName: '',
      rib: groupRibDigits(BT_RIB),
      iban: '',
      phoneNumber: '98765432',
    });
  });
});

describe('checking a payee with the API schema', () => {
  it('accepts a national payee whose RIB is at another Tunisian bank', () => {
    expect(validateBeneficiary('LOCAL', 'add', toBeneficiaryRequest('LOCAL', walid))).toEqual({
      isValid: true,
      errors: {},
    });
  });

  it('refuses names with digits, an Al Baraka RIB as national and a wrong key, by form key', () => {
    const request = toBeneficiaryRequest('LOCAL', { ...walid, firstName: 'W4lid', rib: BARAKA_RIB });
    const { errors } = validateBeneficiary('LOCAL', 'add', request);
    expect(errors.firstName?.key).toBe('numberAndSpecialCharactersValidation');
    expect(errors.rib?.key).toBe('ribOwnBank');
    const wrongKey = `${BT_RIB.slice(0, 18)}00`;
    expect(
      validateBeneficiary('LOCAL', 'add', toBeneficiaryRequest('LOCAL', { ...walid, rib: wrongKey })).errors
        .rib?.key,
    ).toBe('invalidRib');
  });

  it('wants code 32 for a within-bank payee', () => {
    const request = toBeneficiaryRequest('WITHINBANK', walid);
    expect(validateBeneficiary('WITHINBANK', 'add', request).errors.rib?.key).toBe('ribOtherBank');
  });

  it('says "required" only for empty required fields', () => {
    const { errors } = validateBeneficiary('LOCAL', 'add', toBeneficiaryRequest('LOCAL', EMPTY_FORM_VALUES));
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]))).toEqual({
      firstName: 'required',
      lastName: 'required',
      rib: 'required',
    });
  });

  it('checks the international IBAN, the BIC country and the bank name', () => {
    const values = {
      ...walid,
      iban: 'DE89 3704 0044 0532 0130 00',
      swiftCode: 'BNPAFRPP',
      bankName: 'Commerzbank',
    };
    const request = toBeneficiaryRequest('INTERNATIONAL', values);
    expect(validateBeneficiary('INTERNATIONAL', 'add', request).errors.swiftCode?.key).toBe('bicIbanCountry');
    const fixed = toBeneficiaryRequest('INTERNATIONAL', { ...values, swiftCode: 'cobadeff' });
    expect(validateBeneficiary('INTERNATIONAL', 'add', fixed).isValid).toBe(true);
  });

  it('needs the id when editing', () => {
    const request = toBeneficiaryRequest('LOCAL', walid, 'not-a-uuid');
    const result = validateBeneficiary('LOCAL', 'update', request);
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual({});
  });

  it('keeps the first server message per shown field', () => {
    expect(
      toFieldErrors([
        { field: 'rib', key: 'unique' },
        { field: 'rib', key: 'invalidRib' },
        { field: 'beneficiaryType', key: 'required' },
      ]),
    ).toEqual({ rib: { field: 'rib', key: 'unique' } });
  });
});
