import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBic, normalizeBic, toHeadOfficeBic } from '../rib/bic.ts';
import { buildRib, computeIbanCheckDigits } from '../rib/iban.ts';
import { findTunisianBank, TUNISIAN_BANKS } from '../rib/tunisian-banks.ts';
import { checkBeneficiaryRib, checkInternationalIban, isBicOfIbanCountry } from './beneficiary-rules.ts';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const otherBankCodes = TUNISIAN_BANKS.map((bank) => bank.code).filter((code) => code !== '32');

describe('beneficiary RIB by type', () => {
  it('takes any valid RIB of another Tunisian bank as national, never as within-bank', () => {
    fc.assert(
      fc.property(fc.constantFrom(...otherBankCodes), digits(3), digits(13), (bank, branch, account) => {
        const rib = buildRib(bank, branch, account);
        expect(checkBeneficiaryRib('LOCAL', rib)).toBeNull();
        expect(checkBeneficiaryRib('WITHINBANK', rib)).toBe('ribOtherBank');
      }),
    );
  });

  it('takes an Al Baraka RIB (code 32) as within-bank only', () => {
    fc.assert(
      fc.property(digits(3), digits(13), (branch, account) => {
        const rib = buildRib('32', branch, account);
        expect(checkBeneficiaryRib('WITHINBANK', rib)).toBeNull();
        expect(checkBeneficiaryRib('LOCAL', rib)).toBe('ribOwnBank');
      }),
    );
  });

  it('refuses a wrong key first, and a code no Tunisian bank has', () => {
    const rib = buildRib('08', '001', '0012345678901');
    const wrongKey = `${rib.slice(0, 18)}${String((Number(rib.slice(18)) + 1) % 100).padStart(2, '0')}`;
    expect(checkBeneficiaryRib('LOCAL', wrongKey)).toBe('invalidRib');
    expect(checkBeneficiaryRib('WITHINBANK', '3200100123')).toBe('invalidRib');
    expect(checkBeneficiaryRib('LOCAL', buildRib('99', '001', '0012345678901'))).toBe('ribUnknownBank');
    expect(checkBeneficiaryRib('LOCAL', `08 001 0012345678901 ${rib.slice(18)}`)).toBeNull();
  });

  it('names the bank from the first two digits', () => {
    expect(findTunisianBank('08')?.shortName).toBe('BIAT');
    expect(findTunisianBank('32 001')?.name).toBe('Al Baraka Bank Tunisia');
    expect(findTunisianBank('0')).toBeUndefined();
    expect(findTunisianBank('99')).toBeUndefined();
  });
});

describe('international payee', () => {
  it('takes a valid foreign IBAN and refuses a Tunisian one or a typo', () => {
    expect(checkInternationalIban('FR76 3000 6000 0112 3456 7890 189')).toBeNull();
    expect(checkInternationalIban('DE89370400440532013001')).toBe('invalidIban');
    expect(checkInternationalIban(`TN59${buildRib('08', '001', '0012345678901')}`)).toBe('ibanTunisian');
  });

  it('checks a BIC by shape and against the IBAN country', () => {
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('bnpa fr pp xxx')).toBe(true);
    expect(isValidBic('BNPAFRP')).toBe(false);
    expect(isValidBic('BNP1FRPP')).toBe(false);
    expect(isValidBic('BNPAFRPPXX')).toBe(false);
    expect(normalizeBic('deut de ff')).toBe('DEUTDEFF');
    expect(toHeadOfficeBic('DEUTDEFFXXX')).toBe('DEUTDEFF');
    expect(isBicOfIbanCountry('BNPAFRPP', 'FR7630006000011234567890189')).toBe(true);
    expect(isBicOfIbanCountry('DEUTDEFF', 'FR7630006000011234567890189')).toBe(false);
  });

  it('agrees with ISO 13616 check digits for any German BBAN', () => {
    fc.assert(
      fc.property(digits(18), (bban) => {
        const iban = `DE${computeIbanCheckDigits('DE', bban)}${bban}`;
        expect(checkInternationalIban(iban)).toBeNull();
      }),
    );
  });
});
