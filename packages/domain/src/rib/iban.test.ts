import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRib,
  computeIbanCheckDigits,
  formatIban,
  formatRib,
  isValidIban,
  maskAccountNumber,
  ribToIban,
  splitRib,
} from './iban.ts';
import { isValidRib } from './rib-key.ts';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('IBAN of a Tunisian RIB', () => {
  it('is always TN59 followed by the RIB, and valid', () => {
    fc.assert(
      fc.property(digits(3), digits(13), (branch, account) => {
        const rib = buildRib('32', branch, account);
        const iban = ribToIban(rib);
        expect(isValidRib(rib)).toBe(true);
        expect(iban).toBe(`TN59${rib}`);
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(formatIban(iban))).toBe(true);
      }),
    );
  });

  it('refuses an IBAN with one character changed', () => {
    fc.assert(
      fc.property(
        digits(3),
        digits(13),
        fc.integer({ min: 2, max: 23 }),
        fc.integer({ min: 1, max: 9 }),
        (branch, account, at, shift) => {
          const iban = ribToIban(buildRib('32', branch, account));
          const changed = `${iban.slice(0, at)}${(Number(iban[at]) + shift) % 10}${iban.slice(at + 1)}`;
          expect(isValidIban(changed)).toBe(false);
        },
      ),
    );
  });

  it('checks foreign IBANs by ISO 13616', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('TN59')).toBe(false);
  });

  it('splits, groups and masks for display', () => {
    const rib = buildRib('32', '001', '0012345678901');
    expect(splitRib(rib)).toEqual({
      bank: '32',
      branch: '001',
      account: '0012345678901',
      key: rib.slice(18),
    });
    expect(formatRib(rib)).toBe(`32 001 0012345678901 ${rib.slice(18)}`);
    expect(formatIban(ribToIban(rib))).toMatch(/^TN59 3200 1001 2345 6789 01\d{2}$/);
    expect(maskAccountNumber('0012345678901')).toBe('•••• 8901');
  });
});

describe('IBAN check digits', () => {
  /** ISO 13616 written out: the whole number, letters as 10 to 35, mod 97. */
  const reference = (country: string, bban: string) => {
    const number = [...`${bban}${country}00`.toUpperCase()].map((char) => Number.parseInt(char, 36)).join('');
    return String(98n - (BigInt(number) % 97n)).padStart(2, '0');
  };

  it('are those of published IBANs', () => {
    expect(computeIbanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(computeIbanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
    expect(computeIbanCheckDigits('FR', '30006000011234567890189')).toBe('76');
  });

  it('match the whole-number computation for any BBAN of letters and digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DE', 'FR', 'GB', 'TN', 'SA'),
        fc.string({
          unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
          minLength: 11,
          maxLength: 30,
        }),
        (country, bban) => {
          expect(computeIbanCheckDigits(country, bban)).toBe(reference(country, bban));
        },
      ),
    );
  });
});
