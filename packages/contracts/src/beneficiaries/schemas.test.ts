import { buildRib, computeIbanCheckDigits } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_KEYS } from '../shared/errors.ts';
import {
  addInternationalBeneficiarySchema,
  addLocalBeneficiarySchema,
  addWithinBankBeneficiarySchema,
  bankLookupRequestSchema,
  updateWithinBankBeneficiarySchema,
} from './schemas.ts';

/** Each failing field with the form key it answers. */
const keysOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const BIAT_RIB = buildRib('08', '006', '0123456789012');
const AL_BARAKA_RIB = buildRib('32', '001', '0012345678901');
const national = { firstName: 'Sami', lastName: 'Ben Ali', rib: BIAT_RIB };
const FRENCH_IBAN = 'FR7630006000011234567890189';
const international = {
  firstName: 'Yasmine',
  lastName: 'Gharbi',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  swiftCode: 'agri fr pp',
  bankName: 'Crédit Agricole',
};

describe('national and within-bank beneficiaries', () => {
  it('accepts a RIB typed with spaces and keeps its 20 digits', () => {
    const parsed = addLocalBeneficiarySchema.parse({
      ...national,
      rib: `08 006 0123456789012 ${BIAT_RIB.slice(18)}`,
      nickName: 'Frère 2',
      email: '',
      phoneNumber: '98123456',
    });
    expect(parsed).toMatchObject({ rib: BIAT_RIB, nickName: 'Frère 2', email: '' });
  });

  it('wants another bank for national and Al Baraka (code 32) for within bank', () => {
    expect(keysOf(addLocalBeneficiarySchema, { ...national, rib: AL_BARAKA_RIB })).toEqual({
      rib: 'ribOwnBank',
    });
    expect(keysOf(addWithinBankBeneficiarySchema, national)).toEqual({ rib: 'ribOtherBank' });
    expect(keysOf(addWithinBankBeneficiarySchema, { ...national, rib: AL_BARAKA_RIB })).toEqual({});
    expect(
      keysOf(addLocalBeneficiarySchema, { ...national, rib: buildRib('99', '001', '0000000000001') }),
    ).toEqual({ rib: 'ribUnknownBank' });
  });

  it('refuses a RIB whose key is wrong, too short or with letters', () => {
    const wrongKey = `${BIAT_RIB.slice(0, 18)}${BIAT_RIB.slice(18) === '00' ? '01' : '00'}`;
    for (const rib of [wrongKey, BIAT_RIB.slice(1), `${BIAT_RIB.slice(0, 19)}A`]) {
      expect(keysOf(addLocalBeneficiarySchema, { ...national, rib })).toEqual({ rib: 'invalidRib' });
    }
    expect(keysOf(addLocalBeneficiarySchema, { ...national, rib: '  ' })).toEqual({ rib: 'required' });
  });

  it.each([
    [{ firstName: 'Sami2' }, { firstName: 'numberAndSpecialCharactersValidation' }],
    [{ lastName: 'Ben-Ali' }, { lastName: 'numberAndSpecialCharactersValidation' }],
    [{ lastName: 'B'.repeat(41) }, { lastName: 'maxLength' }],
    [{ firstName: '' }, { firstName: 'required' }],
    [{ nickName: 'Loyer #2' }, { nickName: 'specialCharactersValidation' }],
    [{ email: 'sami@' }, { email: 'email' }],
    [{ phoneNumber: '+33612345678' }, { phoneNumber: 'ErrorMsgInvalidPhoneNumber' }],
  ])('answers the form key of each field rule: %o', (change, expected) => {
    expect(keysOf(addLocalBeneficiarySchema, { ...national, ...change })).toEqual(expected);
  });

  it('accepts names in Arabic script', () => {
    expect(keysOf(addLocalBeneficiarySchema, { ...national, firstName: 'سامي', lastName: 'بن علي' })).toEqual(
      {},
    );
  });

  it('needs the id of the payee to update', () => {
    expect(keysOf(updateWithinBankBeneficiarySchema, { ...national, rib: AL_BARAKA_RIB, id: 'x' })).toEqual({
      id: 'invalidSelection',
    });
  });
});

describe('international beneficiaries', () => {
  it('normalises the IBAN and BIC', () => {
    expect(addInternationalBeneficiarySchema.parse(international)).toMatchObject({
      iban: FRENCH_IBAN,
      swiftCode: 'AGRIFRPP',
    });
  });

  it.each([
    [{ iban: 'FR7630006000011234567890188' }, { iban: 'invalidIban' }],
    [{ iban: `TN59${AL_BARAKA_RIB}` }, { iban: 'ibanTunisian' }],
    [{ swiftCode: 'AGRIFRP' }, { swiftCode: 'invalidBic' }],
    [{ swiftCode: 'DEUTDEFF' }, { swiftCode: 'bicIbanCountry' }],
    [{ bankName: 'Bank <script>' }, { bankName: 'specialCharactersValidation' }],
    [{ bankName: '' }, { bankName: 'required' }],
    [{ phoneNumber: '12' }, { phoneNumber: 'ErrorMsgInvalidPhoneNumber' }],
  ])('refuses %o', (change, expected) => {
    expect(keysOf(addInternationalBeneficiarySchema, { ...international, ...change })).toEqual(expected);
  });

  it('takes any valid German IBAN with a German BIC and a phone abroad', () => {
    const bban = '370400440532013000';
    const iban = `DE${computeIbanCheckDigits('DE', bban)}${bban}`;
    expect(
      keysOf(addInternationalBeneficiarySchema, {
        ...international,
        iban,
        swiftCode: 'COBADEFFXXX',
        bankName: 'Commerzbank AG',
        bankAddress: 'Kaiserplatz, 60311 Frankfurt am Main',
        phoneNumber: '+4969123456',
      }),
    ).toEqual({});
  });
});

describe('bank lookup', () => {
  it('wants a BIC or a name', () => {
    expect(keysOf(bankLookupRequestSchema, {})).toEqual({ swift: 'required' });
    expect(keysOf(bankLookupRequestSchema, { name: 'Com' })).toEqual({});
  });
});

it('answers only known form keys', () => {
  const keys = new Set<string>(FORM_KEYS);
  for (const key of ['ribOwnBank', 'ribOtherBank', 'ribUnknownBank', 'invalidIban', 'invalidBic']) {
    expect(keys.has(key)).toBe(true);
  }
});
